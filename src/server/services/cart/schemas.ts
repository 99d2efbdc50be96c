import { customizationAnswersSchema, type CustomizationAnswer } from '~/lib/contracts/cart';
import { invalid } from '../errors';

// The cart's shapes are its contract (src/lib/contracts/cart.ts); what the service adds is how
// the customer's answers are read, whichever way the call sent them.

/** The customer's answers from a JSON array or its JSON text; anything else is a clear 400. */
export function parseAnswers(raw: unknown): CustomizationAnswer[] {
  let value = raw;
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw invalid('cart:errors.answers');
    }
  }
  const parsed = customizationAnswersSchema.safeParse(value);
  if (!parsed.success) throw invalid('cart:errors.answers');
  return parsed.data;
}
