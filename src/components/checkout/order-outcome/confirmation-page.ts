import type { AstroGlobal } from 'astro';
import { localizedPath } from '~/lib/locale';
import type { OrderDetail } from '~/lib/order';
import { checkoutPage, readOrder, type SignedInPage } from '../checkout-page';

/**
 * /order/success and /cart/success/{id?}: the signed-in customer's order, when one is named. An
 * order whose payment failed or was cancelled has no thanks to give: the customer is sent to the
 * page that says so. An order that is not theirs does not exist for them (404).
 */
export async function confirmationPage(astro: AstroGlobal, idOrder: number | null): Promise<(SignedInPage & { order: OrderDetail | null }) | Response> {
  const page = await checkoutPage(astro, 'required');
  if (page instanceof Response) return page;
  const order = await readOrder(astro.locals.api, idOrder);
  if (idOrder !== null && !order) return astro.rewrite('/404');
  const { lang } = astro.locals;
  if (order?.status === 'PAYMENT_FAILED') return astro.redirect(localizedPath(lang, `/order/error?order=${order.id}`), 302);
  if (order?.status === 'CANCELLED' && order.paidAt === null) return astro.redirect(localizedPath(lang, `/order/cancel?order=${order.id}`), 302);
  return { ...page, order };
}
