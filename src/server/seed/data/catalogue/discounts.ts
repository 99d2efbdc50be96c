import type { DiscountCode } from '../types';

export const discountCodes: DiscountCode[] = [
  {
    code: 'BIENVENUE10',
    type: 'PERCENT',
    detailType: 'TOTAL',
    amount: 10,
    minimumTotal: null,
    oncePerCustomer: true,
    validFrom: '2026-01-01T00:00:00+01:00',
    validUntil: null,
  },
  {
    code: 'NOEL2026',
    type: 'EURO',
    detailType: 'TOTAL',
    amount: 1500,
    minimumTotal: 10000,
    oncePerCustomer: false,
    validFrom: '2026-11-15T00:00:00+01:00',
    validUntil: '2027-01-01T00:00:00+01:00',
  },
  {
    code: 'LIVRAISON',
    type: 'PERCENT',
    detailType: 'SHIPPING_FEES',
    amount: 100,
    minimumTotal: null,
    oncePerCustomer: false,
    validFrom: '2026-01-01T00:00:00+01:00',
    validUntil: null,
  },
  {
    code: 'PRINTEMPS2025',
    type: 'PERCENT',
    detailType: 'TOTAL',
    amount: 10,
    minimumTotal: null,
    oncePerCustomer: true,
    validFrom: '2025-04-01T00:00:00+02:00',
    validUntil: '2025-05-01T00:00:00+02:00',
  },
];
