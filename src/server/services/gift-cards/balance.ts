import type { GiftCardBalance } from '~/lib/order';
import type { Database } from '../../db/connection';
import { UNKNOWN_GIFT_CARD } from './guess';
import { findGiftCard, type GiftCardRow } from './redeem';
import { notFound } from '../errors';

// What a card holder may read of their card: what it is and what is left. Never the buyer, the
// order or the uses: the code is all a bearer has, and it tells nothing of who bought it.

export const balanceOf = (row: GiftCardRow): GiftCardBalance => ({
  kind: row.kind,
  ending: row.codeEnd,
  name: row.name,
  value: row.value,
  balance: row.balance,
  expiresAt: row.expiresAt.toISOString(),
  usedAt: row.usedAt?.toISOString() ?? null,
});

/** GET /gift-card/{code}: 404 for a code that names no card. */
export async function giftCardBalance(db: Database, typed: string): Promise<GiftCardBalance> {
  const row = await findGiftCard(db, typed);
  if (!row) throw notFound(UNKNOWN_GIFT_CARD);
  return balanceOf(row);
}
