import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { fileMimes } from '~/lib/admin/content/form-builder';
import { formAnswerSchema, formCheckSchema, formSubmittedSchema, formViewSchema } from '~/lib/contracts/forms';
import { type ShopEnv } from '../http/context';
import { jsonResponses, ok } from '../http/envelope';
import { formFileDownload, getForm, submitAnswer, validateAnswer, type UploadedFile } from '../services/forms';
import { idSchema } from '../http/bounded';
import { invalid } from '../services/errors';
import { routeUnder } from '../http/route';
import { adminsOnly } from '../http/access';

const formsRoute = routeUnder('Forms');

const idParam = z.object({ id: idSchema });

/** The answer of a submit: JSON { values }, or multipart with `values` (JSON) and files under image/images named by `fileFields` (JSON). */
async function readAnswer(c: Context<ShopEnv>): Promise<{ values: Record<string, unknown>; uploads: UploadedFile[] }> {
  const json = (text: unknown) => {
    try {
      return JSON.parse(String(text ?? 'null')) as unknown;
    } catch {
      throw invalid('errors.badJson');
    }
  };
  let raw: unknown;
  let uploads: UploadedFile[] = [];
  if ((c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
    const body = await c.req.parseBody({ all: true });
    raw = { values: json(body.values) };
    const files = [body.image, body.images].flat().filter((item): item is File => item instanceof File);
    const names = z.array(z.string().max(100)).safeParse(json(body.fileFields ?? '[]'));
    if (!names.success || names.data.length !== files.length) throw invalid('engagement:errors.fileFields');
    uploads = files.map((file, index) => ({ field: names.data[index], file }));
  } else raw = await c.req.json();
  const parsed = formAnswerSchema.safeParse(raw);
  if (!parsed.success) throw invalid('engagement:errors.answerShape');
  return { values: parsed.data.values, uploads };
}

/**
 * The body of a submit as the document tells it. Plain OpenAPI schemas, not zod: a zod schema here
 * would make the framework read and check the body itself, before readAnswer tells its own refusals.
 */
const submittedAnswer = {
  required: true,
  content: {
    'application/json': { schema: { $ref: '#/components/schemas/FormAnswer' } },
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        required: ['values'],
        properties: {
          values: { type: 'string' as const, description: 'The values, as the JSON of FormAnswer.values' },
          fileFields: { type: 'string' as const, description: 'A JSON array: the field of each file, in the order of the files' },
          image: { type: 'string' as const, format: 'binary', description: 'A file (or several under `images`)' },
          images: { type: 'array' as const, items: { type: 'string' as const, format: 'binary' } },
        },
      },
    },
  },
};

export function formsRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    formsRoute(
      { method: 'get', path: '/forms/{id}', summary: 'A form and its fields, in order', request: { params: idParam } },
      { schema: formViewSchema, description: 'The form', failures: [400, 404] },
    ),
    async (c) => c.json(ok(await getForm(c.get('deps').db, c.get('lang'), c.req.valid('param').id)), 200),
  );

  app.openapi(
    formsRoute(
      {
        method: 'post',
        path: '/forms/{id}/answer/validate',
        summary: 'Checks an answer without storing it: the problems, one sentence per field name',
        request: { params: idParam, body: { content: { 'application/json': { schema: formAnswerSchema } }, required: true } },
      },
      { schema: formCheckSchema, description: 'The check', failures: [400, 404] },
    ),
    async (c) => c.json(ok(await validateAnswer(c.get('deps').db, c.get('lang'), c.req.valid('param').id, c.req.valid('json').values)), 200),
  );

  app.openapi(
    formsRoute(
      {
        method: 'post',
        path: '/forms/{id}/submit',
        summary: 'Checks and stores an answer; JSON { values }, or multipart: values (JSON), files under image/images, fileFields (JSON: the field of each file)',
        description: 'An answer with problems is refused (400) naming the fields; 429 after 10 answers an hour from one address.',
        request: { params: idParam, body: submittedAnswer },
      },
      { schema: formSubmittedSchema, description: 'Stored', failures: [400, 404, 429] },
    ),
    async (c) => {
      const { values: answer, uploads } = await readAnswer(c);
      const context = { siteId: c.get('siteId'), lang: c.get('lang'), caller: c.get('caller'), ip: c.get('clientIp') };
      const stored = await submitAnswer(c.get('deps'), context, c.req.valid('param').id, answer, uploads);
      return c.json(ok(stored, stored.message ?? c.get('t')('engagement:form.sent')), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/forms/file/download/{id}',
      tags: ['Forms', 'Admin'],
      ...adminsOnly,
      summary: 'A file received with an answer (admins only)',
      request: { params: idParam },
      responses: {
        ...jsonResponses(z.null(), '', [401, 403, 404]),
        200: { description: 'The file, in the media type it was received as', content: Object.fromEntries(fileMimes.map((mime) => [mime, { schema: z.string().openapi({ format: 'binary' }) }])) },
      },
    }),
    async (c) => {
      const file = await formFileDownload(c.get('deps').db, c.req.valid('param').id);
      const ascii = file.filename.replace(/[^\w.-]+/g, '_');
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': file.mime,
        'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    },
  );

  return app;
}
