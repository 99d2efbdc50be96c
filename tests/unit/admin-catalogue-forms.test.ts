import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { declinationFormSchema, declinationFormValues } from '~/islands/admin/catalogue/declination-form';
import { dayOf, dayStart, hundredths, hundredthsText } from '~/islands/admin/catalogue/form-values';

// What the owner types in the catalogue forms, read as the API's figures: euros as cents,
// percentages as basis points, days as instants; and the way back when a saved item is shown.

describe('amounts', () => {
  it('reads euros and percentages written the French or the English way', () => {
    expect(hundredths('13,50')).toBe(1350);
    expect(hundredths('13.5')).toBe(1350);
    expect(hundredths(' 1 250,00 € ')).toBe(125_000);
    expect(hundredths('12 %')).toBe(1200);
    expect(hundredths('')).toBeNull();
    for (const wrong of ['-3', '12,345', 'douze', '1,2,3']) expect(hundredths(wrong)).toBeNaN();
  });

  it('shows a saved amount so that reading it back gives the same figure', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.constantFrom('fr_FR' as const, 'en_US' as const), (cents, lang) => {
        expect(hundredths(hundredthsText(cents, lang))).toBe(cents);
      }),
    );
    expect(hundredthsText(1350, 'fr_FR')).toBe('13,50');
    expect(hundredthsText(2000, 'en_US')).toBe('20');
  });
});

describe('days', () => {
  it('ends a reduction at the end of the last day the owner chose', () => {
    const start = dayStart('2027-03-01')!;
    const end = dayStart('2027-03-31', { after: true })!;
    expect(new Date(end).getTime() - new Date(start).getTime()).toBeGreaterThanOrEqual(30 * 86_400_000);
    expect(dayOf(start)).toBe('2027-03-01');
    expect(dayOf(end, { before: true })).toBe('2027-03-31');
    expect(dayStart('')).toBeNull();
  });
});

describe('the declination form', () => {
  it('sends what the API takes, and shows it back as it was typed', () => {
    const typed = {
      ...declinationFormValues(null, 'fr_FR'),
      year: '2022',
      capacity: '0,75',
      capacityUnit: 'LITER' as const,
      price: '14,90',
      quantity: '48',
      tracksStock: true,
      discount: { enabled: true, type: 'PERCENT' as const, amount: '10', startsAt: '', endsAt: '' },
      decreasingDiscounts: [{ minQuantity: '6', type: 'EURO' as const, amount: '1,50' }],
    };
    const sent = declinationFormSchema.parse(typed);
    expect(sent).toMatchObject({
      year: 2022,
      capacity: 0.75,
      capacityUnit: 'LITER',
      price: 1490,
      fixedPrice: null,
      quantity: 48,
      discount: { type: 'PERCENT', amount: 1000, startsAt: null, endsAt: null },
      decreasingDiscounts: [{ minQuantity: 6, type: 'EURO', amount: 150 }],
    });
    const shown = declinationFormValues({ id: 1, ...sent, reference: null, setQuantity: null, isValid: true, sellByMultipleOf: 1 } as never, 'fr_FR');
    expect(shown).toMatchObject({ price: '14,90', capacity: '0,75', discount: { amount: '10' }, decreasingDiscounts: [{ amount: '1,50' }] });
  });

  it('names the field the owner must correct, with the API’s message', () => {
    const result = declinationFormSchema.safeParse({ ...declinationFormValues(null, 'fr_FR'), price: '-3' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['price'], message: 'admin-catalogue:errors.price' });
    const empty = declinationFormSchema.safeParse(declinationFormValues(null, 'fr_FR'));
    expect(empty.error?.issues[0].path).toEqual(['price']);
  });
});
