import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { CustomizationAnswer } from '~/lib/cart';
import type { Lang } from '~/lib/locale';
import { MAX_QUANTITY, parseQuantity, quantityProblem, type QuantityRule } from '~/lib/rules/quantity';
import type { Database } from '../../db/connection';
import { preparedQuery } from '../../db/prepared';
import { cart, cartProduct, declination, type CartType } from '../../db/schema';
import { rememberedParameters } from '../parameters';
import type { Remembered } from '../../remembered';
import { assertOpen, currentCart, newCart, ownedCart, type CartOwner, type CartRow } from './access';
import { checkAnswers } from './customizations';
import { CartItemsError, type Problem } from './errors';
import { deleteLineFiles, storeCartFile, type UploadedFile } from './files';
import { itemLabel } from './labels';
import { hashToken, newToken } from '../tokens';
import { shippingSettings } from './totals';
import { cartDeclination, isForSale, loadLines, stockOf, type LoadedLine } from './view';
import { notFound } from '../errors';

// Adding, changing and removing the lines of a cart, each time under the quantity rules of
// docs/rules.md#quantities (lib/rules/quantity.ts, the same the browser uses for instant feedback).

export interface LineContext {
  db: Database;
  now: Date;
  siteId: number;
  lang: Lang;
  /** Site parameters kept in memory (rememberedParameters). */
  remembered: Remembered;
}

/** A declination with what its label needs. */
export function loadDeclination(db: Database, declinationId: number) {
  return db.query.declination.findFirst({
    where: eq(declination.id, declinationId),
    with: {
      product: { with: { translations: true } },
      variationDetail1: { with: { translations: true } },
      variationDetail2: { with: { translations: true } },
      variationDetail3: { with: { translations: true } },
    },
  });
}

const cartDeclinationById = preparedQuery('cart_declination', (db) =>
  db.query.declination.findFirst({ where: eq(declination.id, sql.placeholder('declinationId')), ...cartDeclination(sql.placeholder('now')) }),
);

/** A declination for sale, read as a cart line holds it (cartDeclination): its line can be shown without reading it again. */
async function declinationForSale(db: Database, declinationId: number, now: Date) {
  const row = await cartDeclinationById(db, { declinationId, now });
  if (!row || !isForSale(row)) throw notFound('cart:errors.notForSale');
  return row;
}

type RuledDeclination = Pick<LoadedLine['declination'], 'sellByMultipleOf' | 'tracksStock' | 'quantity'> & { product: { type: LoadedLine['declination']['product']['type'] } };

export async function quantityRule(context: LineContext, d: RuledDeclination): Promise<QuantityRule> {
  const settings = shippingSettings(await rememberedParameters(context.remembered, context.db, context.siteId, context.lang));
  return { sellByMultipleOf: d.sellByMultipleOf, isWine: d.product.type === 'WINE', stock: stockOf(d, settings) };
}

/** Units of a declination already in the cart, apart from one line. */
async function unitsInCart(db: Database, cartId: number | null, declinationId: number, exceptLineId?: number) {
  if (cartId === null) return 0;
  const lines = await db
    .select({ id: cartProduct.id, quantity: cartProduct.quantity })
    .from(cartProduct)
    .where(and(eq(cartProduct.cartId, cartId), eq(cartProduct.declinationId, declinationId)));
  return lines.filter((line) => line.id !== exceptLineId).reduce((sum, line) => sum + line.quantity, 0);
}

/** What a line may hold at most: the quantity list's largest choice (docs/rules.md#quantities). */
const overMaximum = (quantity: number): Problem | null => (quantity > MAX_QUANTITY ? { key: 'cart:quantity.max', params: { n: MAX_QUANTITY } } : null);

/**
 * The problem with putting `quantity` units on a line: the quantity itself (above 0, by the
 * multiple, within the largest quantity), then the stock against every unit of the declination
 * the cart would hold.
 */
export function quantityTrouble(quantity: number, othersInCart: number, rule: QuantityRule): Problem | null {
  return (
    quantityProblem(quantity, { ...rule, stock: null }) ??
    overMaximum(quantity) ??
    (rule.stock === null ? null : quantityProblem(othersInCart + quantity, rule))
  );
}

/** A form answer's values by field name: stored as jsonb, its keys come back in another order. */
const sortedEntries = (values: Record<string, unknown> | undefined) => (values ? Object.entries(values).sort(([a], [b]) => a.localeCompare(b)) : null);

/** Two lines are one when they hold the same declination customized the same way (and no file). */
export function sameCustomizations(a: CustomizationAnswer[], b: CustomizationAnswer[]): boolean {
  const signature = (answers: CustomizationAnswer[]) =>
    JSON.stringify(
      answers
        .map((x) => [x.id, x.textValue ?? null, x.selectValue?.key ?? null, x.checkboxValue ?? null, sortedEntries(x.formAnswer), x.filename ?? null])
        .sort((x, y) => Number(x[0]) - Number(y[0])),
    );
  return signature(a) === signature(b);
}

export interface AddRequest {
  owner: CartOwner;
  cartId: number | 'new';
  type: CartType;
  declinationId: number;
  /** As the customer typed it: anything that is not a number falls back to the multiple. */
  quantity: unknown;
  answers: CustomizationAnswer[];
  uploads: UploadedFile[];
}

/**
 * Adds a declination to the cart ('new': the caller's current cart, created if none). The same
 * declination customized the same way adds to its line. Every problem is reported at once, each
 * named by its item; nothing is written unless all is well.
 */
export async function addToCart(
  context: LineContext,
  request: AddRequest,
): Promise<{ row: CartRow; guestToken: string | null; label: string; lines: LoadedLine[] }> {
  const { db, lang, now } = context;
  const d = await declinationForSale(db, request.declinationId, now);
  const label = itemLabel(d, lang);
  const existing = request.cartId === 'new' ? await currentCart(db, request.owner, request.type) : await ownedCart(db, request.owner, request.cartId);
  if (existing) assertOpen(existing);

  const rule = await quantityRule(context, d);
  const quantity = parseQuantity(request.quantity, rule);
  const checked = checkAnswers(d.product.customizations, request.answers, request.uploads, { lang, itemLabel: label });
  // Every line of the cart, read once: the checks need this declination's, the answer all of them.
  const cartLines = existing ? await loadLines(db, existing.id, now) : [];
  const lines = cartLines.filter((line) => line.declinationId === d.id);
  const target = checked.files.length
    ? undefined
    : lines.find((line) => line.files.length === 0 && sameCustomizations(line.customizations, checked.answers));
  const inCart = lines.reduce((sum, line) => sum + line.quantity, 0);
  // A line that grows is checked whole: its sell-by multiple may have changed since it was added.
  const problem = target
    ? (quantityProblem(quantity, { ...rule, stock: null }) ?? quantityTrouble(target.quantity + quantity, inCart - target.quantity, rule))
    : quantityTrouble(quantity, inCart, rule);
  const items = [...(problem ? [{ key: label, problem }] : []), ...checked.problems];
  if (items.length) throw new CartItemsError(items);

  if (target && existing) {
    // One statement, the cart's touch riding along: no transaction to open for it.
    const [grown] = await db
      .with(touched(db, existing.id))
      .update(cartProduct)
      .set({ quantity: target.quantity + quantity })
      .where(eq(cartProduct.id, target.id))
      .returning();
    return { row: existing, guestToken: null, label, lines: cartLines.map((line) => (line.id === grown.id ? { ...line, ...grown } : line)) };
  }
  const values = { declinationId: d.id, quantity, customizations: checked.answers };
  if (checked.files.length) {
    return db.transaction(async (tx) => {
      const { row, guestToken } = existing ? { row: existing, guestToken: null } : await newCart(tx, request.owner, request.type);
      const [line] = await tx.insert(cartProduct).values({ ...values, cartId: row.id }).returning();
      for (const file of checked.files) await storeCartFile(tx, line.id, file.customizationId, file.file, file.bytes);
      await touch(tx, row.id);
      return { row, guestToken, label, lines: await loadLines(tx, row.id, now) };
    });
  }
  if (!existing && !request.owner.caller) {
    // A visitor's first add, the most frequent: their cart and its line in one statement, one round
    // trip to the database where there were two (writing to the database's socket was about a
    // quarter of the call's CPU, README "Performance"); the line refused, no cart is left either.
    const guestToken = newToken();
    const [made] = await insertGuestCartWithLine(db, { type: request.type, guestTokenHash: hashToken(guestToken), ...values });
    return { row: made!.cart, guestToken, label, lines: [{ ...made!.line, files: [], declination: d }] };
  }
  // A new cart is fresh already; an existing one is touched by the line's insert itself. Should the
  // insert fail after a new cart was made, the customer is left with an empty cart, a valid state.
  const { row, guestToken } = existing ? { row: existing, guestToken: null } : await newCart(db, request.owner, request.type);
  const [line] = existing
    ? await db.with(touched(db, row.id)).insert(cartProduct).values({ ...values, cartId: row.id }).returning()
    : await insertFirstLine(db, { ...values, cartId: row.id });
  return { row, guestToken, label, lines: [...cartLines, { ...line, files: [], declination: d }] };
}

/** A CTE's columns under its table's names: a select from it maps each value as the table does. */
const columnsAs = <T extends typeof cart | typeof cartProduct>(cte: object, table: T) =>
  Object.fromEntries(Object.keys(getTableColumns(table)).map((name) => [name, (cte as Record<string, unknown>)[name]])) as unknown as T['_']['columns'];

/** A guest's new cart and its first line, written by one statement (db/prepared.ts), the dates the database's defaults. */
const insertGuestCartWithLine = preparedQuery('cart_new_guest_line', (db) => {
  const made = db.$with('made_cart').as(db.insert(cart).values({ type: sql.placeholder('type'), guestTokenHash: sql.placeholder('guestTokenHash') }).returning());
  const line = db.$with('first_line').as(
    db
      .insert(cartProduct)
      .values({
        cartId: sql`(select ${made.id} from ${made})`,
        declinationId: sql.placeholder('declinationId'),
        quantity: sql.placeholder('quantity'),
        customizations: sql.placeholder('customizations'),
      })
      .returning(),
  );
  return db
    .with(made, line)
    .select({ cart: columnsAs(made, cart), line: columnsAs(line, cartProduct) })
    .from(made)
    .crossJoin(line);
});

/** The first line of a signed-in customer's new cart: its SQL written once (db/prepared.ts). */
const insertFirstLine = preparedQuery('cart_first_line', (db) =>
  db
    .insert(cartProduct)
    .values({
      cartId: sql.placeholder('cartId'),
      declinationId: sql.placeholder('declinationId'),
      quantity: sql.placeholder('quantity'),
      customizations: sql.placeholder('customizations'),
    })
    .returning(),
);

/** The cart marked as used now, as a CTE that the statement writing its line carries. */
const touched = (db: Database, cartId: number) =>
  db.$with('touched_cart').as(db.update(cart).set({ updatedAt: new Date() }).where(eq(cart.id, cartId)).returning({ id: cart.id }));

/** A line of an open cart of the caller, checked against the product the call names. */
async function lineOf(db: Database, owner: CartOwner, cartId: number, productId: number, lineId: number) {
  const row = await ownedCart(db, owner, cartId);
  assertOpen(row);
  const line = await db.query.cartProduct.findFirst({
    where: and(eq(cartProduct.id, lineId), eq(cartProduct.cartId, row.id)),
    with: { declination: true },
  });
  if (!line || line.declination.productId !== productId) throw notFound('cart:errors.lineNotFound');
  return { row, line };
}

export async function changeQuantity(
  context: LineContext,
  request: { owner: CartOwner; cartId: number; productId: number; lineId: number; quantity: unknown },
): Promise<{ row: CartRow; label: string }> {
  const { db } = context;
  const { row, line } = await lineOf(db, request.owner, request.cartId, request.productId, request.lineId);
  const d = await declinationForSale(db, line.declinationId, context.now);
  const label = itemLabel(d, context.lang);
  const rule = await quantityRule(context, d);
  const quantity = parseQuantity(request.quantity, rule);
  const problem = quantityTrouble(quantity, await unitsInCart(db, row.id, d.id, line.id), rule);
  if (problem) throw new CartItemsError([{ key: label, problem }]);
  await db.update(cartProduct).set({ quantity }).where(eq(cartProduct.id, line.id));
  await touch(db, row.id);
  return { row, label };
}

export async function removeLine(
  context: LineContext,
  request: { owner: CartOwner; cartId: number; productId: number; lineId: number },
): Promise<{ row: CartRow; label: string }> {
  const { db } = context;
  const { row, line } = await lineOf(db, request.owner, request.cartId, request.productId, request.lineId);
  const d = await loadDeclination(db, line.declinationId);
  await db.transaction(async (tx) => {
    await deleteLineFiles(tx, [line.id]);
    await tx.delete(cartProduct).where(eq(cartProduct.id, line.id));
    await touch(tx, row.id);
  });
  return { row, label: d ? itemLabel(d, context.lang) : '' };
}

export async function deleteCart(db: Database, owner: CartOwner, cartId: number): Promise<CartRow> {
  const row = await ownedCart(db, owner, cartId);
  assertOpen(row);
  await db.transaction(async (tx) => {
    const lines = await tx.select({ id: cartProduct.id }).from(cartProduct).where(eq(cartProduct.cartId, row.id));
    await deleteLineFiles(tx, lines.map((line) => line.id));
    await tx.delete(cart).where(eq(cart.id, row.id));
  });
  return row;
}

/** Marks the cart as used now: guest carts left untouched for long can be cleared. */
export async function touch(db: Database, cartId: number) {
  await db.update(cart).set({ updatedAt: new Date() }).where(eq(cart.id, cartId));
}
