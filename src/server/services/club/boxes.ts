import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { BoxDelivery, BoxLines, NextBox } from '~/lib/contracts/club-box';
import type { Lang } from '~/lib/i18n';
import { boxPrice, boxProblem, deliveryFee, MAX_ADDED_BOTTLES, normalizedLines, skipsLeft } from '~/lib/rules/club-box';
import type { Database } from '../../db/connection';
import { address, clubBox, clubBoxLine, clubFormula, clubMembership, clubShipment, countryTranslation } from '../../db/schema';
import type { ShopDeps } from '../../deps';
import { conflict, invalid, notFound } from '../errors';
import { boxRuleOf } from './box-planning';
import { holdBoxBottles, moveBottles, releaseBoxBottles } from './box-stock';
import { wineFacts } from './wines';

// The member's next box (docs/club.md#boxes): read it, and until the shipment's cut-off change its
// wines within the formula's rules (src/lib/rules/club-box.ts), its delivery, skip it (at most the
// formula's skips a year) or undo the skip. Each change is one transaction that locks the box and
// checks the cut-off inside it, so a change that arrives after the cut-off is refused. The box's
// bottles are out of the stock while it is planned (box-stock.ts): a change moves the difference,
// a skip gives them back, its undo takes them again (409 when the stock has not that many).

type Deps = Pick<ShopDeps, 'db' | 'now'>;
type BoxRow = typeof clubBox.$inferSelect;
type ShipmentRow = typeof clubShipment.$inferSelect;

/** The live membership's box of the first shipment announced and not done, if any. */
async function nextBoxRow(db: Database, userId: number, lock = false) {
  const query = db
    .select({ box: clubBox, shipment: clubShipment, membership: clubMembership })
    .from(clubBox)
    .innerJoin(clubMembership, eq(clubMembership.id, clubBox.membershipId))
    .innerJoin(clubShipment, eq(clubShipment.id, clubBox.shipmentId))
    // A box set aside by the member's pause is not theirs to change until they resume (docs/club.md#shipments).
    .where(and(eq(clubMembership.userId, userId), ne(clubMembership.status, 'CANCELLED'), inArray(clubShipment.status, ['OPEN', 'CHARGING']), ne(clubBox.status, 'SET_ASIDE')))
    .orderBy(asc(clubShipment.chargeOn), asc(clubShipment.id))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: clubBox }) : await query;
  return row ?? null;
}

async function addressText(db: Database, addressId: number | null, lang: Lang) {
  if (addressId === null) return null;
  const [row] = await db
    .select({ address, country: countryTranslation.name })
    .from(address)
    .leftJoin(countryTranslation, and(eq(countryTranslation.countryId, address.countryId), eq(countryTranslation.lang, lang)))
    .where(eq(address.id, addressId));
  if (!row) return null;
  const a = row.address;
  return [`${a.firstname} ${a.lastname}`, a.address, a.addressPart2, `${a.postalCode} ${a.city}`, row.country].filter(Boolean).join(', ');
}

/** The days of the shipments whose box this membership skipped. */
async function skippedDays(db: Database, membershipId: number) {
  const rows = await db
    .select({ chargeOn: clubShipment.chargeOn })
    .from(clubBox)
    .innerJoin(clubShipment, eq(clubShipment.id, clubBox.shipmentId))
    .where(and(eq(clubBox.membershipId, membershipId), eq(clubBox.status, 'SKIPPED')));
  return rows.map((row) => row.chargeOn);
}

/** Why the box can no longer be changed, or null. */
function lockedReason(box: BoxRow, shipment: ShipmentRow, now: Date): NextBox['lockedReason'] {
  if (shipment.status !== 'OPEN' || (box.status !== 'PLANNED' && box.status !== 'SKIPPED')) return 'charging';
  if (shipment.cutoffAt.getTime() <= now.getTime()) return 'cutoff';
  return null;
}

async function present(db: Database, boxId: number, lang: Lang, now: Date): Promise<NextBox> {
  const [row] = await db
    .select({ box: clubBox, shipment: clubShipment, formula: clubFormula })
    .from(clubBox)
    .innerJoin(clubShipment, eq(clubShipment.id, clubBox.shipmentId))
    .innerJoin(clubFormula, eq(clubFormula.id, clubShipment.formulaId))
    .where(eq(clubBox.id, boxId));
  const { box, shipment, formula } = row;
  if (box.status === 'SET_ASIDE') throw notFound('club:box.errors.noBox');
  const [rule, lines, text, skipped] = await Promise.all([
    boxRuleOf(db, shipment, formula),
    db.select().from(clubBoxLine).where(eq(clubBoxLine.boxId, box.id)),
    addressText(db, box.addressId, lang),
    skippedDays(db, box.membershipId),
  ]);
  const facts = await wineFacts(db, [...new Set([...rule.wines.map((wine) => wine.declinationId), ...lines.map((line) => line.declinationId)])], lang);
  const reason = lockedReason(box, shipment, now);
  return {
    id: box.id,
    title: shipment.title,
    selection: formula.selection,
    chargeOn: shipment.chargeOn,
    cutoffAt: shipment.cutoffAt.toISOString(),
    status: box.status,
    changeable: reason === null,
    lockedReason: reason,
    lines: normalizedLines(rule, lines.map((line) => ({ declinationId: line.declinationId, quantity: line.quantity }))),
    wines: rule.wines.map((wine) => ({ ...wine, name: facts.get(wine.declinationId)?.name ?? '', colour: facts.get(wine.declinationId)?.colour ?? null })),
    bottlesPerShipment: formula.bottlesPerShipment,
    maxAddedBottles: MAX_ADDED_BOTTLES,
    budget: rule.budget,
    shipmentPrice: shipment.price,
    price: box.price,
    deliveryFee: box.deliveryFee,
    deliveryMode: box.deliveryMode,
    addressId: box.deliveryMode === 'SHIPPING' ? box.addressId : null,
    address: box.deliveryMode === 'SHIPPING' ? text : null,
    allowsShipping: formula.allowsShipping,
    allowsCollection: formula.allowsCollection,
    shippingRate: formula.shippingRate,
    skipsLeft: skipsLeft(formula.maxSkipsPerYear, skipped, shipment.chargeOn),
    maxSkipsPerYear: formula.maxSkipsPerYear,
  };
}

/** GET /user/club/box. */
export async function myNextBox(deps: Deps, userId: number, lang: Lang): Promise<NextBox | null> {
  const row = await nextBoxRow(deps.db, userId);
  return row ? present(deps.db, row.box.id, lang, deps.now()) : null;
}

/** Runs a change of the member's next box inside one transaction, the box locked and its cut-off checked there. */
async function changing(deps: Deps, userId: number, lang: Lang, change: (tx: Database, found: NonNullable<Awaited<ReturnType<typeof nextBoxRow>>>) => Promise<void>) {
  const boxId = await deps.db.transaction(async (tx) => {
    const found = await nextBoxRow(tx, userId, true);
    if (!found) throw notFound('club:box.errors.noBox');
    const reason = lockedReason(found.box, found.shipment, deps.now());
    if (reason) throw conflict(`club:box.errors.${reason}`);
    await change(tx, found);
    return found.box.id;
  });
  return present(deps.db, boxId, lang, deps.now());
}

/** PUT /user/club/box: the box's wines, within the rules; bottles added are taken from the stock (409 when short), bottles removed given back. */
export async function changeBox(deps: Deps, userId: number, lang: Lang, input: BoxLines): Promise<NextBox> {
  return changing(deps, userId, lang, async (tx, { box, shipment }) => {
    if (box.status === 'SKIPPED') throw conflict('club:box.errors.skipped');
    const [formula] = await tx.select().from(clubFormula).where(eq(clubFormula.id, shipment.formulaId));
    const rule = await boxRuleOf(tx, shipment, formula);
    const problem = boxProblem(rule, input.lines);
    if (problem) throw invalid(problem.key, problem.params);
    const lines = normalizedLines(rule, input.lines);
    const before = new Map((await tx.select().from(clubBoxLine).where(eq(clubBoxLine.boxId, box.id))).map((line) => [line.declinationId, line.quantity]));
    await moveBottles(tx, before, new Map(lines.map((line) => [line.declinationId, line.quantity])), lang);
    await tx.delete(clubBoxLine).where(eq(clubBoxLine.boxId, box.id));
    const unit = new Map(rule.wines.map((wine) => [wine.declinationId, wine.unitPrice]));
    await tx.insert(clubBoxLine).values(lines.map((line) => ({ boxId: box.id, declinationId: line.declinationId, quantity: line.quantity, unitPrice: unit.get(line.declinationId)! })));
    await tx.update(clubBox).set({ price: boxPrice(rule, lines) }).where(eq(clubBox.id, box.id));
  });
}

/** PUT /user/club/box/delivery: this box shipped to an address of the member's book, or collected. */
export async function changeBoxDelivery(deps: Deps, userId: number, lang: Lang, input: BoxDelivery): Promise<NextBox> {
  return changing(deps, userId, lang, async (tx, { box, shipment }) => {
    const [formula] = await tx.select().from(clubFormula).where(eq(clubFormula.id, shipment.formulaId));
    if (input.deliveryMode === 'SHIPPING' && !formula.allowsShipping) throw invalid('club:errors.noShipping');
    if (input.deliveryMode === 'COLLECTION' && !formula.allowsCollection) throw invalid('club:errors.noCollection');
    let addressId: number | null = null;
    if (input.deliveryMode === 'SHIPPING') {
      const [own] = await tx.select({ id: address.id }).from(address).where(and(eq(address.id, input.addressId ?? 0), eq(address.userId, userId)));
      if (!own) throw invalid('club:errors.address');
      addressId = own.id;
    }
    await tx.update(clubBox).set({ deliveryMode: input.deliveryMode, addressId, deliveryFee: deliveryFee(input.deliveryMode, formula.shippingRate) }).where(eq(clubBox.id, box.id));
  });
}

/** POST /user/club/box/skip: at most the formula's skips a year. */
export async function skipBox(deps: Deps, userId: number, lang: Lang): Promise<NextBox> {
  return changing(deps, userId, lang, async (tx, { box, shipment, membership }) => {
    if (box.status === 'SKIPPED') throw conflict('club:box.errors.alreadySkipped');
    // The membership's row is the lock of its skips: two boxes skipped at once cannot both take the last one.
    await tx.select({ id: clubMembership.id }).from(clubMembership).where(eq(clubMembership.id, membership.id)).for('update');
    const [formula] = await tx.select().from(clubFormula).where(eq(clubFormula.id, shipment.formulaId));
    if (skipsLeft(formula.maxSkipsPerYear, await skippedDays(tx, membership.id), shipment.chargeOn) < 1) throw conflict('club:box.errors.noSkipLeft', { n: formula.maxSkipsPerYear });
    await tx.update(clubBox).set({ status: 'SKIPPED', skippedAt: deps.now() }).where(eq(clubBox.id, box.id));
    await releaseBoxBottles(tx, [box.id]);
  });
}

/** POST /user/club/box/unskip: the box is charged and sent after all. */
export async function unskipBox(deps: Deps, userId: number, lang: Lang): Promise<NextBox> {
  return changing(deps, userId, lang, async (tx, { box }) => {
    if (box.status !== 'SKIPPED') throw conflict('club:box.errors.notSkipped');
    await tx.update(clubBox).set({ status: 'PLANNED', skippedAt: null }).where(eq(clubBox.id, box.id));
    await holdBoxBottles(tx, [box.id], lang);
  });
}

