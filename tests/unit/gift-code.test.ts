import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatGiftCode, giftCodeEnd, giftCodeHash, newGiftCode, normalizeGiftCode } from '~/server/services/gift-cards/code';

// A gift card's code: four groups of four characters nobody misreads, typed back in any case and
// with any separators, never stored as it is.

/** Any code the shop may print. */
const printedCode = fc
  .array(fc.constantFrom(...'23456789ABCDEFGHJKLMNPQRSTUVWXYZ'), { minLength: 16, maxLength: 16 })
  .map((chars) => formatGiftCode(chars.join('')));

describe('gift card codes', () => {
  it('are four groups of four, without 0, O, 1 or I, and differ from one card to the next', () => {
    const codes = Array.from({ length: 2000 }, newGiftCode);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('are read back as customers type them, and nothing else is taken for one', () => {
    fc.assert(
      fc.property(printedCode, fc.constantFrom(' ', '-', ''), (code, separator) => {
        const typed = ` ${code.toLowerCase().replaceAll('-', separator)} `;
        expect(normalizeGiftCode(typed)).toBe(code.replaceAll('-', ''));
        expect(formatGiftCode(normalizeGiftCode(typed)!)).toBe(code);
      }),
    );
    expect(normalizeGiftCode('K7QM-3HXD-P9WA-TC4')).toBeNull();
    expect(normalizeGiftCode('K7QM-3HXD-P9WA-TC40')).toBeNull();
    expect(normalizeGiftCode('K7QM-3HXD-P9WA-TC4I')).toBeNull();
  });

  it('are kept as a hash and their last group', () => {
    const bare = normalizeGiftCode('K7QM-3HXD-P9WA-TC4N')!;
    expect(giftCodeHash(bare)).toMatch(/^[0-9a-f]{64}$/);
    expect(giftCodeHash(bare)).not.toContain(bare);
    expect(giftCodeEnd(bare)).toBe('TC4N');
  });
});
