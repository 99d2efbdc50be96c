import { createHash, randomBytes } from 'node:crypto';

// A gift card's code: 16 characters drawn from 32 that cannot be mistaken for one another when
// read aloud or copied from paper (no 0/O, no 1/I), shown as four groups of four. 16 × 5 = 80
// random bits: nobody finds a card by guessing, even before the rate limit. Customers may type it
// in any case, with or without the dashes and spaces.

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const LENGTH = 16;
const GROUP = 4;

/** A new random code, as printed: 'K7QM-3HXD-P9WA-TC4N'. */
export function newGiftCode(): string {
  // 32 symbols: the low five bits of a random byte choose one without bias.
  const chars = [...randomBytes(LENGTH)].map((byte) => ALPHABET[byte & 31]);
  return formatGiftCode(chars.join(''));
}

/** The code as typed, in its stored form (upper case, no separators), or null when it cannot be a code. */
export function normalizeGiftCode(typed: string): string | null {
  const bare = typed.toUpperCase().replace(/[\s-]/g, '');
  if (bare.length !== LENGTH || [...bare].some((ch) => !ALPHABET.includes(ch))) return null;
  return bare;
}

/** Four groups of four, as printed on the card. */
export function formatGiftCode(bare: string): string {
  return bare.match(new RegExp(`.{1,${GROUP}}`, 'g'))!.join('-');
}

/** What the database keeps of a code: never the code itself (see db/schema/gift-cards.ts). */
export const giftCodeHash = (bare: string) => createHash('sha256').update(bare).digest('hex');

/** The last group, by which the estate and the customer tell cards apart. */
export const giftCodeEnd = (bare: string) => bare.slice(-GROUP);
