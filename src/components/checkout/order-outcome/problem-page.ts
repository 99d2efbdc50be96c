import type { AstroGlobal } from 'astro';
import { localizedPath } from '~/lib/locale';
import type { OrderDetail } from '~/lib/order';
import { orderIdOf, checkoutPage, readOrder, type CheckoutPage } from '../checkout-page';

/**
 * /order/cancel and /order/error, for anybody: the order named by ?order= is shown to its owner
 * only. An order that was paid after all is not a failed payment: its owner gets the thanks.
 */
export async function problemPage(astro: AstroGlobal): Promise<(CheckoutPage & { order: OrderDetail | null }) | Response> {
  const page = await checkoutPage(astro, 'optional');
  if (page instanceof Response) return page;
  const order = page.profile ? await readOrder(astro.locals.api, orderIdOf(astro.url.searchParams.get('order'))) : null;
  if (order?.paidAt) return astro.redirect(localizedPath(astro.locals.lang, `/order/success?order=${order.id}`), 302);
  return { ...page, order };
}
