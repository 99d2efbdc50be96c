/**
 * The estate's discount codes as the admin panel manages them, shared by the server that answers
 * and the back office that will show them. Only ADMIN and SUPER_ADMIN may call (a customer gets 403,
 * a visitor 401). Money in euro cents; a PERCENT amount in basis points (1250 = 12.5 %, 10000 at
 * most); instants as ISO strings.
 *
 * - GET /admin/discount-code?page=&nbItem= → DiscountCodePage, newest first.
 * - GET /admin/discount-code/{id} → AdminDiscountCode.
 * - GET /admin/discount-code/{id}/orders?page=&nbItem= → OrderPage: the orders holding one of its
 *   uses, newest first (an order that ended unpaid gave its use back and is not listed).
 * - POST /admin/discount-code `DiscountCodeInput` → AdminDiscountCode; 409 when the code exists.
 * - PUT /admin/discount-code/{id} `DiscountCodeChanges` → AdminDiscountCode; 409 when another code
 *   already has the new name.
 *
 * A value that does not fit answers 400 with the reason: a percentage above 100 %, an end not after
 * the start, a product code without its product (or another code with one), a use limit below the
 * uses already counted.
 */
import type { CartDiscount } from './cart';

export type DiscountAmountType = CartDiscount['type'];
export type DiscountDetailType = CartDiscount['detailType'];

export interface DiscountCodeInput {
  /** Letters, digits, - and _; stored upper-case, as customers' codes are compared. */
  code: string;
  type: DiscountAmountType;
  /** Cents for EURO, basis points for PERCENT. */
  amount: number;
  /** CART: off the products total; PRODUCT: off the lines of productId or declinationId; SHIPPING_FEES: off the shipping fee. */
  detailType: DiscountDetailType;
  productId?: number | null;
  declinationId?: number | null;
  /** Valid from (included) … until (excluded); null: no bound. */
  startsAt?: string | null;
  endsAt?: string | null;
  /** Uses by all customers together; null: no limit. */
  maxUses?: number | null;
  /** Uses by one customer; null: no limit. A limited code needs a signed-in customer. */
  maxUsesPerCustomer?: number | null;
  /** Smallest products total (cents) the code needs; null: none. */
  minimumAmount?: number | null;
  /** An inactive code is unknown to customers. Default true. */
  isActive?: boolean;
}

/** The fields to change; the others stay as they are. */
export type DiscountCodeChanges = Partial<DiscountCodeInput>;

export interface AdminDiscountCode {
  id: number;
  code: string;
  type: DiscountAmountType;
  amount: number;
  detailType: DiscountDetailType;
  productId: number | null;
  declinationId: number | null;
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  /** Uses counted now: paid orders and orders awaiting payment. */
  usesCount: number;
  maxUsesPerCustomer: number | null;
  minimumAmount: number | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface DiscountCodePage {
  items: AdminDiscountCode[];
  total: number;
  page: number;
  nbItem: number;
}
