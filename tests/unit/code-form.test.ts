import { describe, expect, it } from 'vitest';
import { codeFormValues, codeInputOf } from '~/lib/admin/code-form';

// The discount code form in the owner's units, and the API's shape it sends.

const filled = { ...codeFormValues(), code: 'noel2027', amount: '12,5' };

describe('the discount code form', () => {
  it('sends cents or basis points and Paris days as instants, the last day included', () => {
    const result = codeInputOf({ ...filled, startsOn: '2027-12-01', endsOn: '2027-12-31', minimumAmount: '80', maxUses: '1' });
    expect(result).toEqual({
      input: {
        code: 'noel2027',
        type: 'PERCENT',
        amount: 1250,
        detailType: 'CART',
        productId: null,
        declinationId: null,
        startsAt: '2027-11-30T23:00:00.000Z',
        endsAt: '2027-12-31T23:00:00.000Z',
        maxUses: 1,
        maxUsesPerCustomer: null,
        minimumAmount: 8000,
        isActive: true,
      },
    });
  });

  it('reads back a saved code as it was typed', () => {
    const sent = codeInputOf({ ...filled, type: 'EURO', amount: '7.50', startsOn: '2027-03-01', endsOn: '2027-03-31' });
    if (!('input' in sent)) throw new Error('refused');
    const saved = { ...sent.input, id: 1, usesCount: 0, createdAt: '', updatedAt: '' } as Parameters<typeof codeFormValues>[0] & object;
    expect(codeFormValues(saved as never)).toMatchObject({ amount: '7.5', startsOn: '2027-03-01', endsOn: '2027-03-31', type: 'EURO' });
  });

  it('names every wrong field', () => {
    expect(codeInputOf({ ...filled, code: 'pas de blancs', amount: '0', maxUses: '1,5', minimumAmount: 'beaucoup', detailType: 'PRODUCT', startsOn: '2027-05-02', endsOn: '2027-05-01' })).toEqual({
      errors: {
        code: 'admin-codes:errors.code',
        amount: 'admin-codes:errors.amount',
        maxUses: 'admin-codes:errors.whole',
        minimumAmount: 'admin-codes:errors.money',
        productId: 'admin-codes:errors.product',
        endsOn: 'admin-codes:errors.period',
      },
    });
    expect(codeInputOf({ ...filled, amount: '150' })).toEqual({ errors: { amount: 'admin-codes:errors.percent' } });
  });
});
