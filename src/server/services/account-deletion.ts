import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Lang } from '~/lib/i18n';
import type { Database } from '../db/connection';
import type { Caller, ShopDeps } from '../deps';
import {
  address,
  cart,
  cartProduct,
  discountRedemption,
  emailChange,
  emailConfirmation,
  keptCard,
  order,
  orderReturn,
  passwordReset,
  user,
  type OrderReturnStatus,
  type OrderStatus,
} from '../db/schema';
import { composeMail, type MailBrand } from '../mail/compose';
import { queueMail } from '../mail/outbox';
import { mailBrand } from './brand';
import { cardsOf, forgetAtProviders } from './cards/kept-cards';
import { deleteLineFiles } from './cart/files';
import { dropSubscriptions } from './newsletter';
import { checkCurrentPassword } from './profile';
import { endSessions } from './sessions';
import { conflict, signInRequired } from './errors';
import { endMembershipOfErasedAccount } from './club/memberships';

// Deleting an account (DELETE /user) erases the person and keeps the estate's records: the account
// row stays, anonymized, so that what points at it (orders, bookings, discount uses) stays whole.

/** Orders the estate still has to prepare, deliver or pay for: they need their addresses. */
const ORDERS_UNDER_WAY: OrderStatus[] = ['PAID', 'PREPARING', 'READY_FOR_PICKUP', 'SHIPPED'];
const RETURNS_UNDER_WAY: OrderReturnStatus[] = ['ASKED', 'ACCEPTED', 'LABEL_SENT', 'PRODUCT_RECEIVED'];

/** An address nobody owns (.invalid never resolves, RFC 2606) and no two deleted accounts share. */
const anonymousEmail = (userId: number) => `deleted-${userId}-${randomBytes(6).toString('hex')}@deleted.invalid`;

/** What an order keeps of an address for the accounts: the place (town, country), not the person. */
const withoutPerson = sql`'{"firstname":"","lastname":"","company":null,"address":"","addressPart2":null,"phone":null}'::jsonb`;

/**
 * What an invoice keeps of its billing address: the buyer's name, company and address, which French
 * law keeps with the invoice for 10 years (Code de commerce L123-22, LPF L102 B); not the phone.
 */
const invoicedOnly = sql`'{"phone":null}'::jsonb`;

async function hasOrdersUnderWay(db: Database, userId: number): Promise<boolean> {
  const awaitingPayment = and(eq(order.status, 'AWAITING_PAYMENT'), isNull(order.stockReleasedAt));
  const [openOrder] = await db
    .select({ id: order.id })
    .from(order)
    .where(and(eq(order.userId, userId), or(inArray(order.status, ORDERS_UNDER_WAY), awaitingPayment)))
    .limit(1);
  if (openOrder) return true;
  const [openReturn] = await db
    .select({ id: orderReturn.id })
    .from(orderReturn)
    .innerJoin(order, eq(order.id, orderReturn.orderId))
    .where(and(eq(order.userId, userId), inArray(orderReturn.status, RETURNS_UNDER_WAY)))
    .limit(1);
  return Boolean(openReturn);
}

/**
 * The orders stay for the accounts, no longer linked to the account nor telling who the buyer was,
 * except on their invoices (paid orders): those keep who was billed, and nothing else of the person.
 */
async function anonymizeOrders(db: Database, userId: number, email: string): Promise<void> {
  await db
    .update(order)
    .set({
      userId: null,
      email,
      phone: null,
      message: null,
      shippingAddress: sql`${order.shippingAddress} || ${withoutPerson}`,
      billingAddress: sql`${order.billingAddress} || case when ${order.invoiceNumber} is null then ${withoutPerson} else ${invoicedOnly} end`,
    })
    .where(eq(order.userId, userId));
  await db.update(discountRedemption).set({ email }).where(eq(discountRedemption.userId, userId));
}

/** The carts still open, with the files uploaded for their customizations. */
async function dropOpenCarts(db: Database, userId: number): Promise<void> {
  const open = and(eq(cart.userId, userId), isNull(cart.orderedAt));
  const lines = await db.select({ id: cartProduct.id }).from(cartProduct).innerJoin(cart, eq(cart.id, cartProduct.cartId)).where(open);
  await deleteLineFiles(db, lines.map((line) => line.id));
  await db.delete(cart).where(open);
}

/**
 * Erases one account inside the caller's transaction `tx`: name, phone, birthdate, addresses,
 * subscriptions, pending links and open carts go; the e-mail becomes an anonymous address; the
 * orders stay for the accounts, anonymized; every session ends; a last e-mail, in `lang`,
 * tells the person. Refused while an order or a return is under way, since the estate
 * still needs to know where to send it. Answers false when there is no such account.
 */
export async function eraseAccount(deps: Pick<ShopDeps, 'now'>, tx: Database, userId: number, lang: Lang, brand: MailBrand): Promise<boolean> {
  if (await hasOrdersUnderWay(tx, userId)) throw conflict('account:errors.ordersUnderWay');
  const [account] = await tx.select({ email: user.email }).from(user).where(and(eq(user.id, userId), isNull(user.deletedAt)));
  if (!account) return false;
  const anonymous = anonymousEmail(userId);
  await dropSubscriptions(tx, userId, account.email);
  await tx.delete(address).where(eq(address.userId, userId));
  await tx.delete(passwordReset).where(eq(passwordReset.userId, userId));
  await tx.delete(emailConfirmation).where(eq(emailConfirmation.userId, userId));
  await tx.delete(emailChange).where(eq(emailChange.userId, userId));
  // Its kept cards go with the person (deleted at their providers once this commits: forgetAtProviders).
  await tx.delete(keptCard).where(eq(keptCard.userId, userId));
  // A club member leaves the club with the account: nothing more is charged to a person who is gone.
  await endMembershipOfErasedAccount(tx, userId, deps.now());
  await dropOpenCarts(tx, userId);
  await anonymizeOrders(tx, userId, anonymous);
  await tx
    .update(user)
    .set({
      email: anonymous,
      passwordHash: null,
      firstname: null,
      lastname: null,
      phone: null,
      birthdate: null,
      lastLoginAt: null,
      deletedAt: deps.now(),
    })
    .where(eq(user.id, userId));
  await endSessions(tx, userId);
  await queueMail(tx, composeMail(lang, 'account-mail:accountDeleted', account.email, brand));
  return true;
}

/** DELETE /user: the signed-in customer erases their own account after their password confirmed it. */
export async function deleteAccount(deps: ShopDeps, siteId: number, lang: Lang, caller: Caller, password: string): Promise<void> {
  await checkCurrentPassword(deps, caller.userId, password);
  // Read before the transaction, so that the mail that says goodbye is queued with the deletion itself.
  const brand = await mailBrand(deps, siteId, lang);
  const cards = await cardsOf(deps.db, caller.userId);
  await deps.db.transaction(async (tx) => {
    if (!(await eraseAccount(deps, tx, caller.userId, lang, brand))) throw signInRequired('auth.signInRequired');
  });
  await forgetAtProviders(deps, cards);
}
