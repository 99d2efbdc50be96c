/** What is wrong, as a message key of the UI strings and its values, told in the caller's language by the route. */
export interface Problem {
  key: string;
  params: Record<string, string | number>;
}

/**
 * A refused change to the cart's items (docs/architecture.md#the-api: the message names each
 * item and its error): each problem is named by its item, the declination or the customization concerned.
 */
export class CartItemsError extends Error {
  constructor(readonly items: { key: string; problem: Problem }[]) {
    super('cart items refused');
    this.name = 'CartItemsError';
  }
}
