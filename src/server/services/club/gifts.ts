import { asc, eq } from 'drizzle-orm';
import { t as translator, type Lang } from '~/lib/i18n';
import { localizedPath } from '~/lib/locale';
import type { Database } from '../../db/connection';
import { clubFormula, clubGift, orderLine, type OrderClubGift } from '../../db/schema';
import type { ShopDeps } from '../../deps';
import { composeMail } from '../../mail/compose';
import { queueMail } from '../../mail/outbox';
import { mailBrand } from '../brand';
import { invalid, notFound } from '../errors';
import { giftCodeEnd, giftCodeHash, newGiftCode, normalizeGiftCode } from '../gift-cards/code';
import { presentFormulas } from './formulas';

// Gift memberships (docs/club.md, "Gift memberships"): N shipments of a formula paid at once. The
// code is made as a gift card's (services/gift-cards/code.ts: only its hash is kept), in the
// transaction that settles the paying order, and mailed to the recipient with the link to the
// club's join page; joining with it (memberships.ts) redeems it once.

const translate = (lang: Lang, key: string) => translator(lang)(key);

/** The refusal of a code that names no gift: counted as a guess (gift-cards/guess.ts). */
export const UNKNOWN_CLUB_GIFT = 'club:errors.giftUnknown';

type GiftDeps = Pick<ShopDeps, 'db' | 'now' | 'config'>;

export interface ClubGiftOrder {
  formulaId: number;
  recipientName: string;
  recipientEmail: string;
  message: string;
  /** The language the recipient is written in. */
  lang: Lang;
  orderId: number | null;
  fromUserId: number | null;
  /** The paying order's line: a line issues its gift once. */
  orderLineId?: number | null;
  /** What the order sold (its shipments, its line's price): a paid gift is issued as sold, whatever the formula says since. */
  sold?: { shipments: number; price: number };
}

/** The formula's gift offer, from the server's own figures: the price is never the buyer's. */
export async function giftOfferOf(db: Database, formulaId: number) {
  const [formula] = await db.select().from(clubFormula).where(eq(clubFormula.id, formulaId));
  if (!formula || !formula.isEnabled) throw notFound('club:errors.formulaNotFound');
  if (formula.giftShipments === null || formula.giftPrice === null) throw invalid('club:errors.noGift');
  return { formula, shipments: formula.giftShipments, price: formula.giftPrice };
}

/** The join page a gift's code is redeemed on, the code filled in. */
export const redeemLink = (deps: Pick<ShopDeps, 'config'>, lang: Lang, formulaId: number, code: string) =>
  `${deps.config.publicUrl}${localizedPath(lang, `/club/adherer/${formulaId}`)}?cadeau=${encodeURIComponent(code)}`;

/** What a paid order sold is owed even if the owner stopped offering the formula since. */
async function soldOffer(db: Database, formulaId: number, sold: { shipments: number; price: number }) {
  const [formula] = await db.select().from(clubFormula).where(eq(clubFormula.id, formulaId));
  if (!formula) throw notFound('club:errors.formulaNotFound');
  return { formula, ...sold };
}

/**
 * Makes a gift membership's code in `deps.db` (the paying transaction) and queues the recipient's
 * mail. Returns the code, this once: the shop keeps only its hash; null when its order line had
 * issued it already.
 */
export async function issueClubGift(deps: GiftDeps, siteId: number, gift: ClubGiftOrder): Promise<{ id: number; code: string } | null> {
  const now = deps.now();
  const { formula, shipments, price } = gift.sold ? await soldOffer(deps.db, gift.formulaId, gift.sold) : await giftOfferOf(deps.db, gift.formulaId);
  const code = newGiftCode();
  const bare = normalizeGiftCode(code)!;
  const [row] = await deps.db
    .insert(clubGift)
    .values({
      codeHash: giftCodeHash(bare),
      codeEnd: giftCodeEnd(bare),
      formulaId: formula.id,
      shipments,
      price,
      orderId: gift.orderId,
      orderLineId: gift.orderLineId ?? null,
      fromUserId: gift.fromUserId,
      recipientName: gift.recipientName,
      recipientEmail: gift.recipientEmail,
      message: gift.message,
      lang: gift.lang,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: clubGift.orderLineId })
    .returning({ id: clubGift.id });
  if (!row) return null;
  const [shown] = await presentFormulas(deps.db, [formula], gift.lang);
  const brand = await mailBrand({ db: deps.db, config: deps.config }, siteId, gift.lang);
  const values = { name: gift.recipientName, formula: shown.name, shipments: translator(gift.lang)('club-mail:gift.count', { count: shipments }), code, message: gift.message };
  const details: [string, string][] = [
    [translate(gift.lang, 'club-mail:labels.formula'), shown.name],
    [translate(gift.lang, 'club-mail:gift.shipmentsLabel'), String(shipments)],
    [translate(gift.lang, 'club-mail:gift.codeLabel'), code],
  ];
  if (gift.message) details.push([translate(gift.lang, 'club-mail:gift.messageLabel'), gift.message]);
  await queueMail(deps.db, composeMail(gift.lang, 'club-mail:gift', gift.recipientEmail, brand, values, redeemLink(deps, gift.lang, formula.id, code), details));
  return { id: row.id, code };
}

/**
 * The gift memberships a paid order bought (order.club_gifts), in `deps.db`, the transaction that
 * settles it (orders/paid.ts), beside its gift cards: each at its line's price.
 */
export async function issueClubGifts(deps: GiftDeps, siteId: number, orderId: number, fromUserId: number | null, gifts: OrderClubGift[]) {
  // The order's lines in the order they were written (one insert): a gift names its line by place.
  const lines = await deps.db.select({ id: orderLine.id, unitPrice: orderLine.unitPrice }).from(orderLine).where(eq(orderLine.orderId, orderId)).orderBy(asc(orderLine.id));
  for (const gift of gifts) {
    const line = lines[gift.line];
    if (!line) continue;
    await issueClubGift(deps, siteId, {
      formulaId: gift.formulaId,
      recipientName: gift.recipientName,
      recipientEmail: gift.recipientEmail,
      message: gift.message,
      lang: gift.lang,
      orderId,
      fromUserId,
      orderLineId: line.id,
      sold: { shipments: gift.shipments, price: line.unitPrice },
    });
  }
}


/** The gift a typed code names, locked for its redemption; refused when unknown, used, or of another formula. */
export async function lockedGift(tx: Database, typed: string, formulaId: number) {
  const bare = normalizeGiftCode(typed);
  if (!bare) throw invalid('club:errors.giftCode');
  const [gift] = await tx.select().from(clubGift).where(eq(clubGift.codeHash, giftCodeHash(bare))).for('update');
  if (!gift) throw notFound(UNKNOWN_CLUB_GIFT);
  if (gift.membershipId !== null || gift.redeemedAt !== null) throw invalid('club:errors.giftUsed');
  if (gift.formulaId !== formulaId) throw invalid('club:errors.giftOtherFormula');
  return gift;
}
