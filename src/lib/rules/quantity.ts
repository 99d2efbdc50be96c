/**
 * The quantity rules of the cart (docs/rules.md#quantities), one implementation for the add-to-cart
 * control's instant feedback and for the server, which decides. Problems are message keys of the
 * `cart` namespace with their values.
 */
export interface QuantityRule {
  sellByMultipleOf: number;
  /** Wine is counted in bottles, and its message says so. */
  isWine: boolean;
  /** Units left when stock is tracked, else null. */
  stock: number | null;
}

export interface QuantityProblem {
  key: 'cart:quantity.positive' | 'cart:quantity.multiple' | 'cart:quantity.multipleBottles' | 'cart:quantity.stock';
  params: Record<string, number>;
}

/** The quantity list offers multiples up to 1000, at most 20 entries. */
export const MAX_QUANTITY = 1000;
export const MAX_QUANTITY_OPTIONS = 20;

const multipleOf = (rule: Pick<QuantityRule, 'sellByMultipleOf'>) => Math.max(1, Math.floor(rule.sellByMultipleOf) || 1);

/** What the customer typed, as a quantity: anything that is not a number falls back to the multiple. */
export function parseQuantity(raw: unknown, rule: Pick<QuantityRule, 'sellByMultipleOf'>): number {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isFinite(value) ? Math.trunc(value) : multipleOf(rule);
}

export function quantityProblem(quantity: number, rule: QuantityRule): QuantityProblem | null {
  if (!(quantity > 0)) return { key: 'cart:quantity.positive', params: {} };
  const multiple = multipleOf(rule);
  if (quantity % multiple !== 0) {
    return { key: rule.isWine ? 'cart:quantity.multipleBottles' : 'cart:quantity.multiple', params: { n: multiple } };
  }
  if (rule.stock !== null && quantity > rule.stock) return { key: 'cart:quantity.stock', params: { n: Math.max(0, rule.stock) } };
  return null;
}

/** The choices of the quantity list: the multiples of the sell-by multiple, up to 1000 and 20 entries. */
export function quantityOptions(rule: Pick<QuantityRule, 'sellByMultipleOf'>): number[] {
  const multiple = multipleOf(rule);
  const count = Math.min(MAX_QUANTITY_OPTIONS, Math.floor(MAX_QUANTITY / multiple));
  return Array.from({ length: count }, (_, index) => (index + 1) * multiple);
}
