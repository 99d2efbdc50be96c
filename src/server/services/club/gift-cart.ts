import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import type { CartClubGift, ClubGiftChoice } from '~/lib/cart';
import type { Lang } from '~/lib/locale';
import { STANDARD_VAT_RATE } from '~/lib/rules/vat';
import type { Database } from '../../db/connection';
import { cart, clubFormula, clubFormulaTranslation } from '../../db/schema';
import { cartToChange, ownedCart, assertOpen, type CartOwner, type CartRow } from '../cart/access';
import { conflict, invalid, notFound, signInRequired } from '../errors';
import { giftOfferOf } from './gifts';

// Buying a gift membership (docs/club.md, "Gift memberships"): a gift is a line of the wine cart,
// as a gift card is, kept on the cart row (cart.club_gifts: the formula and for whom) and priced
// from the formula whenever the cart is read, never from the buyer's figures. It is dematerialized
// (no parcel, no stock), takes no member price, and a discount code treats it as it treats a gift
// card. The order copies it (order.club_gifts) and its payment issues the code (gifts.ts).

/** Gifts one cart may hold: enough for a family, not a way to fill a row without end. */
export const MAX_CART_GIFTS = 10;

/** Adds a gift to the caller's cart ('new': the current one, created if none). Signed-in customers only: the order will be theirs. */
export async function addClubGift(db: Database, owner: CartOwner, cartId: number | 'new', choice: ClubGiftChoice): Promise<{ row: CartRow; guestToken: string | null }> {
  if (!owner.caller) throw signInRequired('club:errors.giftBuy.signIn');
  await giftOfferOf(db, choice.formulaId);
  const { row, guestToken } = await cartToChange(db, owner, cartId, 'MAIN_CART');
  const gift: ClubGiftChoice = { formulaId: choice.formulaId, recipientName: choice.recipientName, recipientEmail: choice.recipientEmail, lang: choice.lang, message: choice.message };
  // One statement: two adds at once both land, and an order made meanwhile (ordered_at) refuses it.
  const [changed] = await db
    .update(cart)
    .set({ clubGifts: sql`${cart.clubGifts} || ${JSON.stringify([gift])}::jsonb`, updatedAt: new Date() })
    .where(and(eq(cart.id, row.id), isNull(cart.orderedAt), sql`jsonb_array_length(${cart.clubGifts}) < ${MAX_CART_GIFTS}`))
    .returning();
  if (!changed) {
    const [now] = await db.select({ orderedAt: cart.orderedAt }).from(cart).where(eq(cart.id, row.id));
    if (now?.orderedAt) throw conflict('cart:errors.ordered');
    throw invalid('club:errors.giftBuy.tooMany', { count: MAX_CART_GIFTS });
  }
  return { row: changed, guestToken };
}

/** Removes the cart's gift at this place. */
export async function removeClubGift(db: Database, owner: CartOwner, cartId: number, index: number): Promise<CartRow> {
  assertOpen(await ownedCart(db, owner, cartId));
  const [changed] = await db
    .update(cart)
    .set({ clubGifts: sql`${cart.clubGifts} - ${index}::int`, updatedAt: new Date() })
    .where(and(eq(cart.id, cartId), isNull(cart.orderedAt), sql`jsonb_array_length(${cart.clubGifts}) > ${index}`))
    .returning();
  if (!changed) throw notFound('club:errors.giftBuy.notInCart');
  return changed;
}

/**
 * The cart's gifts as its view shows and the order charges them: each formula's gift price and
 * shipments read now. No statement when the cart holds none.
 */
export async function pricedClubGifts(db: Database, gifts: ClubGiftChoice[], lang: Lang, t: TFunction): Promise<CartClubGift[]> {
  if (!gifts.length) return [];
  const ids = [...new Set(gifts.map((gift) => gift.formulaId))];
  const rows = await db
    .select({ id: clubFormula.id, isEnabled: clubFormula.isEnabled, shipments: clubFormula.giftShipments, price: clubFormula.giftPrice, lang: clubFormulaTranslation.lang, name: clubFormulaTranslation.name })
    .from(clubFormula)
    .leftJoin(clubFormulaTranslation, eq(clubFormulaTranslation.formulaId, clubFormula.id))
    .where(inArray(clubFormula.id, ids));
  return gifts.map((gift, index) => {
    const said = rows.filter((row) => row.id === gift.formulaId);
    const formula = said.find((row) => row.lang === lang) ?? said.find((row) => row.lang === 'fr_FR') ?? said[0];
    const offered = formula && formula.isEnabled && formula.shipments !== null && formula.price !== null;
    const shipments = formula?.shipments ?? 0;
    const price = offered ? formula.price! : 0;
    return {
      index,
      formulaId: gift.formulaId,
      label: t('club:giftBuy.label', { formula: formula?.name ?? '', count: shipments }),
      shipments,
      unitPrice: price,
      lineTotal: price,
      // A gift membership is wine to come: the wines' standard rate (docs/club.md).
      vatRate: STANDARD_VAT_RATE,
      recipientName: gift.recipientName,
      recipientEmail: gift.recipientEmail,
      lang: gift.lang,
      message: gift.message,
      problem: offered ? null : t('club:errors.noGift'),
    };
  });
}
