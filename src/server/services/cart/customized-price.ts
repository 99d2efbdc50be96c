import type { CustomizationAnswer, CustomizationPrice } from '~/lib/cart';
import type { Lang } from '~/lib/locale';
import type { Database } from '../../db/connection';
import { finalPrice, productDiscounts } from '../catalogue/pricing';
import { checkAnswers, loadCustomizations, priceAnswers } from './customizations';
import { CartItemsError } from './errors';
import { itemLabel } from './labels';
import { loadDeclination } from './lines';
import { isForSale } from './view';
import { notFound } from '../errors';

/**
 * POST /cart/product/{idProduct}/declination/{idDeclination}/customize/price: what one unit costs
 * with the answers given so far. Answers may be incomplete (the customer is on the way); what is
 * given must be right (texts within their length, options among those offered).
 */
export async function customizedPrice(
  db: Database,
  now: Date,
  lang: Lang,
  productId: number,
  declinationId: number,
  answers: CustomizationAnswer[],
): Promise<CustomizationPrice> {
  const d = await loadDeclination(db, declinationId);
  if (!d || d.productId !== productId || !isForSale(d)) throw notFound('cart:errors.notForSale');
  const rows = await loadCustomizations(db, [productId]);
  const checked = checkAnswers(rows, answers, [], { lang, itemLabel: itemLabel(d, lang), partial: true });
  if (checked.problems.length) throw new CartItemsError(checked.problems);
  const basePrice = finalPrice(d, (await productDiscounts(db, [d.id], now)).get(d.id) ?? null);
  const { customizationCost, lines } = priceAnswers(rows, checked.answers, basePrice);
  return { unitPrice: basePrice + customizationCost, basePrice, customizationCost, lines };
}
