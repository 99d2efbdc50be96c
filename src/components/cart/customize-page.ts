// What the customization routes decide before rendering (/products/{slug}/{id}/{idDeclination}/customize
// and the same without slug): the product and declination, a 301 to the canonical address, the
// product's customizations and the forms they use. The routes stay thin.
import type { AstroGlobal } from 'astro';
import type { FormView } from '~/lib/forms';
import type { FrameData } from '~/layouts/frame-data';
import { loadFrame } from '~/layouts/load-frame';
import { ApiRequestError } from '~/lib/api';
import { customizationApi } from '~/lib/api/cart';
import { catalogueApi } from '~/lib/api/catalogue';
import { formsApi } from '~/lib/api/forms';
import type { ProductCustomization } from '~/lib/cart';
import { customizePath } from '~/lib/cart-paths';
import { productPath, type Declination, type ProductDetail } from '~/lib/catalogue';
import { LANGS, localizedPath, type TranslatedPaths } from '~/lib/locale';

export interface CustomizeViewProps {
  frame: FrameData;
  product: ProductDetail;
  declination: Declination;
  customizations: ProductCustomization[];
  forms: Record<number, FormView>;
}

const ID = /^[1-9]\d{0,9}$/;

const notFound = (error: unknown) => error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

export async function customizePage(astro: AstroGlobal): Promise<Response | CustomizeViewProps> {
  const { api, lang } = astro.locals;
  const { slug, id, idDeclination } = astro.params;
  if (!id || !ID.test(id) || !idDeclination || !ID.test(idDeclination)) return astro.rewrite('/404');
  let product: ProductDetail;
  try {
    product = await catalogueApi(api).product(id);
  } catch (error) {
    if (notFound(error)) return astro.rewrite('/404');
    throw error;
  }
  const declination = product.declinations.find((d) => String(d.id) === idDeclination);
  if (!declination) return astro.rewrite('/404');
  // A missing or outdated slug, or the other language's: one address.
  if (slug !== product.slug) return astro.redirect(localizedPath(lang, customizePath(product, declination.id)), 301);

  const frame = await loadFrame(astro.locals);
  // Pages of the shop redirect home when the site does not sell online (docs/architecture.md#pages-and-languages).
  if (!frame.site.isECommerce) return astro.redirect(localizedPath(lang, '/'), 302);
  const customizations = await customizationApi(api).ofProduct(product.id);
  // Nothing to personalise any more: the product page sells it as it is.
  if (customizations.length === 0) return astro.redirect(localizedPath(lang, productPath(product)), 302);

  const formIds = [...new Set(customizations.flatMap((customization) => (customization.formId === null ? [] : [customization.formId])))];
  const forms = Object.fromEntries(await Promise.all(formIds.map(async (formId) => [formId, await formsApi(api).read(formId)] as const)));
  const translatedPaths = Object.fromEntries(
    LANGS.map((other) => [other, customizePath({ slug: product.slugs[other], id: product.id }, declination.id)]),
  ) as TranslatedPaths;
  return { frame: { ...frame, translatedPaths }, product, declination, customizations, forms };
}
