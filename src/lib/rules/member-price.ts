/**
 * The wine club's member price (docs/club.md, "The member price"): what the formula's discount, in
 * basis points (1000 = 10 %), takes off one unit of a price in cents, rounded to the cent. The
 * server's cart takes it off each line (src/server/services/cart/totals.ts) and the wine pages show
 * the member price with it, so the page and the cart cannot disagree.
 */
export function memberSaving(price: number, discount: number): number {
  if (discount <= 0 || price <= 0) return 0;
  return Math.round((price * discount) / 10_000);
}

/** One unit's member price: the price less the member's saving. */
export function memberPrice(price: number, discount: number): number {
  return price - memberSaving(price, discount);
}
