import { z } from '@hono/zod-openapi';
import type { Lang } from '~/lib/i18n';
import { checkImage } from '../../services/cart/files';
import { invalid } from '../../services/errors';

// The pictures the back office uploads (a product's, a dish family's, a publication's…): JPEG or
// PNG checked by their bytes, within the shop's file size.

const anyPicture = { acceptedMimes: null, maxBytes: null, minWidth: null, minHeight: null };

/** The multipart body of a picture upload, named `name` in the OpenAPI document. */
export const pictureBody = (name: string) => ({
  content: { 'multipart/form-data': { schema: z.object({ image: z.unknown().openapi({ type: 'string', format: 'binary' }) }).openapi(name) } },
  required: true,
});

/** The uploaded picture, checked, or a 400 in the caller's language. */
export async function uploadedPicture(image: unknown, lang: Lang) {
  if (!(image instanceof File)) throw invalid('cart:files.missing');
  const bytes = new Uint8Array(await image.arrayBuffer());
  const checked = checkImage(anyPicture, { name: image.name, bytes }, lang);
  if (!checked.ok) throw invalid(checked.problem.key, checked.problem.params);
  return { file: checked.file, bytes };
}
