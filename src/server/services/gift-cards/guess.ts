import { RULES, type Throttle } from '../throttle';
import { ShopError } from '../errors';

// Looking a code up is guessing when the code does not exist: an address gets ten unknown codes an
// hour, then waits. A code that exists (even spent or expired) gives its point back, so that a
// customer checking their own card is never slowed down.

export const UNKNOWN_GIFT_CARD = 'gift-card:errors.unknown';

/** `unknownKey`: the refusal that means "no such code" (a gift membership's, club/gifts.ts, counts the same way). */
export async function countingUnknownCodes<T>(throttle: Throttle, address: string, lookUp: () => Promise<T>, unknownKey = UNKNOWN_GIFT_CARD): Promise<T> {
  const attempt = { rule: RULES.giftCardGuessByAddress, key: address };
  await throttle.take(attempt);
  try {
    const found = await lookUp();
    await throttle.giveBack(attempt);
    return found;
  } catch (error) {
    if (!(error instanceof ShopError && error.key === unknownKey)) await throttle.giveBack(attempt);
    throw error;
  }
}
