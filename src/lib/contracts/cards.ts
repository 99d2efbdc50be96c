import { z } from 'zod';

// The cards a signed-in customer asked the shop to keep (GET /user/cards, PUT /user/cards/{id}/default,
// DELETE /user/cards/{id}, POST /user/cards/setup to keep one without paying; rules in docs/rules.md, "Kept cards"). Only what recognises a card: its
// brand, last four digits and expiry; the number stays with the payment provider. The calls:
// src/lib/api/cards.ts.

export const keptCardSchema = z
  .object({
    id: z.number(),
    brand: z.string().describe('Visa, Mastercard, CB…'),
    last4: z.string(),
    expMonth: z.number().int().min(1).max(12),
    expYear: z.number().int(),
    isDefault: z.boolean().describe('The card the payment step offers first'),
    expiresSoon: z.boolean().describe('It expires within a month (the end of its month)'),
    expired: z.boolean(),
    provider: z.string().describe('The payment provider that keeps it'),
    usable: z.boolean().describe('It can pay now: kept at the payment provider in use, and not expired'),
  })
  .meta({ id: 'KeptCard' });
export type KeptCard = z.infer<typeof keptCardSchema>;
