import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { AdminShipment, ShipmentParcel } from '~/lib/shipment';
import type { Caller, ShopDeps } from '../../deps';
import type { Database } from '../../db/connection';
import { companyAddress, country, media, mediaContent, order, orderReturn, shipment, shipmentEvent } from '../../db/schema';
import { queueStatusMail } from '../admin/orders/status-mail';
import { statusChangeProblem } from '../admin/orders/transitions';
import { conflict, invalid, notFound, ShopError } from '../errors';
import { recordStatus } from '../orders/history';
import { readableOrder, type OrderRow } from '../orders/read';
import { parameterMap } from '../parameters';
import { mergePdfs } from '../pdf/merge';
import { labelServiceFor } from './label-service';
import type { LabelRequest, Party } from './label-types';
import { networkOfOrder, orderParcels } from './parcels';

// The owner's « create the label »: the carrier makes the label of each parcel, then, in one
// transaction, the label and the parcel numbers are stored with the order, the order moves to
// SHIPPED with its tracking link and its customer is mailed. The shipment row is written first
// (state CREATING) under a unique index: a second click, in this process or another, finds it and
// is refused, so one order makes one shipment at the carrier. If the carrier refuses or cannot be
// reached, the row is deleted and nothing else was written: an order is never shipped without its
// label. A row left CREATING by a process that died is taken over after STALE_MS.

const STALE_MS = 5 * 60_000;

type Db = Database;

/** The estate as the sender of its parcels: its name and phone (parameters) and its first address. */
async function estateParty(db: Db, siteId: number): Promise<Party> {
  const parameters = await parameterMap(db, siteId, 'fr_FR');
  const [address] = await db
    .select({ address: companyAddress, country: country.alphaTwo })
    .from(companyAddress)
    .innerJoin(country, eq(country.id, companyAddress.countryId))
    .where(and(eq(companyAddress.siteId, siteId), eq(companyAddress.isValid, true)))
    .orderBy(asc(companyAddress.position), asc(companyAddress.id))
    .limit(1);
  if (!address) throw invalid('shipping:errors.noEstateAddress');
  const name = parameters.COMPANY_NAME ?? address.address.name;
  return {
    name,
    company: name,
    street: address.address.address,
    street2: address.address.addressPart2,
    postalCode: address.address.postalCode,
    city: address.address.city,
    country: address.country.trim(),
    phone: parameters.COMPANY_MOBILE ?? parameters.COMPANY_PHONE ?? address.address.phone,
    email: parameters.COMPANY_EMAIL ?? address.address.email,
  };
}

function customerParty(row: OrderRow): Party {
  const a = row.shippingAddress ?? row.billingAddress;
  return {
    name: `${a.firstname} ${a.lastname}`.trim(),
    company: a.company ?? null,
    street: a.address,
    street2: a.addressPart2 ?? null,
    postalCode: a.postalCode,
    city: a.city,
    country: a.country.alphaTwo,
    phone: row.phone ?? a.phone ?? null,
    email: row.email,
  };
}

/** Takes the order's (or the return's) shipment slot, or says why it cannot. */
async function claim(deps: ShopDeps, row: OrderRow, network: AdminShipment['network'], returnId: number | null): Promise<number> {
  const mine = returnId === null ? and(eq(shipment.orderId, row.id), isNull(shipment.returnId)) : eq(shipment.returnId, returnId);
  for (let attempt = 0; attempt < 2; attempt++) {
    const [taken] = await deps.db.insert(shipment).values({ orderId: row.id, returnId, network, state: 'CREATING', createdAt: deps.now(), updatedAt: deps.now() }).onConflictDoNothing().returning({ id: shipment.id });
    if (taken) return taken.id;
    const [existing] = await deps.db.select({ id: shipment.id, state: shipment.state, updatedAt: shipment.updatedAt }).from(shipment).where(mine);
    if (!existing) continue;
    if (existing.state !== 'CREATING') throw conflict('shipping:errors.alreadyCreated', { number: row.number });
    // A claim left by a process that stopped while the carrier answered: taken over once old enough.
    const stale = await deps.db.delete(shipment).where(and(eq(shipment.id, existing.id), eq(shipment.state, 'CREATING'), lt(shipment.updatedAt, new Date(deps.now().getTime() - STALE_MS)))).returning({ id: shipment.id });
    if (!stale.length) throw conflict('shipping:errors.beingCreated', { number: row.number });
  }
  throw conflict('shipping:errors.beingCreated', { number: row.number });
}

const release = (db: Db, id: number) => db.delete(shipment).where(and(eq(shipment.id, id), eq(shipment.state, 'CREATING')));

async function storeLabel(db: Db, fileName: string, pdf: Uint8Array): Promise<number> {
  const [stored] = await db
    .insert(media)
    .values({ kind: 'FILE', filename: fileName, mime: 'application/pdf', byteSize: pdf.byteLength, sha256: createHash('sha256').update(pdf).digest('hex'), isPublic: false })
    .returning({ id: media.id });
  await db.insert(mediaContent).values({ mediaId: stored.id, bytes: pdf });
  return stored.id;
}

/** What the carrier is asked for an order's parcels (or, `isReturn`, for the parcel coming back). */
async function labelRequest(deps: ShopDeps, siteId: number, row: OrderRow, parcels: { weight: number }[], isReturn: boolean): Promise<LabelRequest> {
  const estate = await estateParty(deps.db, siteId);
  const customer = customerParty(row);
  const point = !isReturn && row.deliveryType === 'PICKUP' && row.accessPoint ? { id: row.accessPoint.id, country: row.accessPoint.country } : null;
  return { reference: row.number, sender: isReturn ? customer : estate, addressee: isReturn ? estate : customer, relayPoint: point, parcels, isReturn, depositDate: deps.now() };
}

/** The customer's order page: where a shipment without a carrier's page (the demo's) is followed. */
const orderPage = (deps: ShopDeps, row: OrderRow) => `${deps.config.publicUrl}${row.lang === 'en_US' ? '/en_US' : ''}/account/orders/${row.id}`;

/**
 * POST /admin/orders/{id}/shipment: the carrier's label for the order's parcels, stored with the
 * order, which moves to SHIPPED with its tracking link and mails its customer, in one step.
 */
export async function createShipment(deps: ShopDeps, siteId: number, admin: Caller, orderId: number): Promise<AdminShipment> {
  const row = await readableOrder(deps.db, admin, orderId);
  if (row.deliveryType !== 'DELIVERY' && row.deliveryType !== 'PICKUP') throw invalid('shipping:errors.nothingToShip', { number: row.number });
  const problem = statusChangeProblem(row, 'SHIPPED');
  if (problem) throw invalid(row.status === 'SHIPPED' || row.status === 'DELIVERED' ? 'shipping:errors.alreadyShipped' : problem, { number: row.number });
  const network = await networkOfOrder(deps.db, row.carrierId);
  const service = labelServiceFor(network, deps.config.labels, deps.now);
  const id = await claim(deps, row, network, null);
  try {
    const packed = await orderParcels(deps.db, row.id, network);
    if (!packed.length) throw invalid('shipping:errors.nothingToShip', { number: row.number });
    const label = await service.create(await labelRequest(deps, siteId, row, packed, false));
    const parcels: ShipmentParcel[] = packed.map((p, i) => ({ number: label.parcelNumbers[i], weight: p.weight, bottles: p.bottles }));
    const now = deps.now();
    const trackingLink = label.trackingLink ?? orderPage(deps, row);
    await deps.db.transaction(async (tx) => {
      const labelMediaId = await storeLabel(tx, `label-${row.number}.pdf`, label.pdf);
      await tx
        .update(shipment)
        .set({ state: 'CREATED', trackingNumber: parcels[0].number, trackingLink, parcels, labelMediaId, nextCheckAt: new Date(now.getTime() + service.checkEveryMs), updatedAt: now })
        .where(eq(shipment.id, id));
      // Conditional on the status read above: an order changed meanwhile keeps its status, and no label is kept.
      const [moved] = await tx
        .update(order)
        .set({ status: 'SHIPPED', trackingLink, updatedAt: now })
        .where(and(eq(order.id, row.id), eq(order.status, row.status)))
        .returning();
      if (!moved) throw conflict('order:admin.changedMeanwhile');
      if (label.steps?.length) await tx.insert(shipmentEvent).values(label.steps.map(({ parcelNumber, event }) => ({ shipmentId: id, parcelNumber, ...event }))).onConflictDoNothing();
      await recordStatus(tx, row.id, 'SHIPPED', now, null, admin.userId);
      await queueStatusMail({ ...deps, db: tx }, siteId, moved);
    });
  } catch (error) {
    await release(deps.db, id);
    throw error;
  }
  return (await adminShipmentOf(deps, orderId, null))!;
}

export interface BatchResult {
  orderId: number;
  number: string | null;
  shipment: AdminShipment | null;
  /** Why this order got no label, in the caller's words (the route translates the key). */
  refusal: ShopError | null;
}

/** POST /admin/orders/shipments: a label for each order, one after the other; one refusal does not stop the others. */
export async function createShipments(deps: ShopDeps, siteId: number, admin: Caller, orderIds: number[]): Promise<BatchResult[]> {
  const results: BatchResult[] = [];
  for (const orderId of [...new Set(orderIds)]) {
    const [found] = await deps.db.select({ number: order.number }).from(order).where(eq(order.id, orderId));
    try {
      results.push({ orderId, number: found?.number ?? null, shipment: await createShipment(deps, siteId, admin, orderId), refusal: null });
    } catch (error) {
      if (!(error instanceof ShopError)) throw error;
      results.push({ orderId, number: found?.number ?? null, shipment: null, refusal: error });
    }
  }
  return results;
}

/** The order's shipment (or, with `returnId`, its return's) as the back office shows it; null when none was made. */
export async function adminShipmentOf(deps: Pick<ShopDeps, 'db'>, orderId: number, returnId: number | null): Promise<AdminShipment | null> {
  const [found] = await deps.db
    .select()
    .from(shipment)
    .where(and(eq(shipment.orderId, orderId), returnId === null ? isNull(shipment.returnId) : eq(shipment.returnId, returnId)));
  if (!found || found.state === 'CREATING') return null;
  const events = await deps.db.select().from(shipmentEvent).where(eq(shipmentEvent.shipmentId, found.id)).orderBy(asc(shipmentEvent.at), asc(shipmentEvent.id));
  return {
    id: found.id,
    orderId: found.orderId,
    returnId: found.returnId,
    network: found.network,
    state: found.state,
    trackingNumber: found.trackingNumber,
    trackingLink: found.trackingLink,
    parcels: found.parcels,
    isDemo: (found.trackingNumber ?? '').startsWith('DEMO'),
    steps: events.map((e) => ({ at: e.at.toISOString(), parcelNumber: e.parcelNumber, label: e.label, delivered: e.delivered })),
  };
}

/** The label PDFs of these orders' shipments, in the orders' order; an order without a label is left out. */
async function labelsOf(db: Db, orderIds: number[]): Promise<{ orderId: number; number: string; bytes: Uint8Array }[]> {
  if (!orderIds.length) return [];
  const rows = await db
    .select({ orderId: shipment.orderId, number: order.number, bytes: mediaContent.bytes })
    .from(shipment)
    .innerJoin(order, eq(order.id, shipment.orderId))
    .innerJoin(mediaContent, eq(mediaContent.mediaId, shipment.labelMediaId))
    .where(and(inArray(shipment.orderId, orderIds), isNull(shipment.returnId)));
  return orderIds.flatMap((id) => rows.filter((r) => r.orderId === id)).map((r) => ({ ...r, bytes: new Uint8Array(r.bytes) }));
}

/** GET /admin/orders/{id}/shipment/label: the order's label PDF. */
export async function shipmentLabel(db: Db, orderId: number): Promise<{ fileName: string; bytes: Uint8Array }> {
  const [label] = await labelsOf(db, [orderId]);
  if (!label) throw notFound('shipping:errors.noLabel');
  return { fileName: `label-${label.number}.pdf`, bytes: label.bytes };
}

/** GET /admin/shipments/labels?orders=…: the labels of several orders as one PDF, to print at once. */
export async function batchLabels(db: Db, orderIds: number[], now: Date): Promise<{ fileName: string; bytes: Uint8Array }> {
  const labels = await labelsOf(db, orderIds);
  if (!labels.length) throw notFound('shipping:errors.noLabel');
  const day = now.toISOString().slice(0, 10);
  return { fileName: `labels-${day}.pdf`, bytes: await mergePdfs(labels.map((l) => l.bytes), `Labels ${day}`) };
}

/**
 * POST /admin/returns/{id}/carrier-label: the carrier's return label for an accepted return (the
 * customer sends the parcel back to the estate), stored with the return and mailed to the customer
 * as the return's label step does (services/admin/orders/returns.ts), in one transaction.
 */
export async function createReturnShipment(
  deps: ShopDeps,
  siteId: number,
  returnId: number,
  sendLabel: (deps: ShopDeps, pdf: Uint8Array) => Promise<void>,
): Promise<AdminShipment> {
  const [found] = await deps.db.select({ ret: orderReturn, row: order }).from(orderReturn).innerJoin(order, eq(order.id, orderReturn.orderId)).where(eq(orderReturn.id, returnId));
  if (!found) throw notFound('admin-orders:errors.returnNotFound');
  const { ret, row } = found;
  if (ret.status !== 'ACCEPTED' && ret.status !== 'ASKED') throw invalid('admin-orders:errors.returnStep');
  const network = await networkOfOrder(deps.db, row.carrierId);
  const service = labelServiceFor(network, deps.config.labels, deps.now);
  const id = await claim(deps, row, network, returnId);
  try {
    // What comes back is at most what left: one parcel, weighed as the order's first.
    const [first] = await orderParcels(deps.db, row.id, network);
    const weight = first?.weight ?? 1_500;
    const label = await service.create(await labelRequest(deps, siteId, row, [{ weight }], true));
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      await tx
        .update(shipment)
        .set({ state: 'CREATED', trackingNumber: label.parcelNumbers[0], trackingLink: label.trackingLink, parcels: [{ number: label.parcelNumbers[0], weight, bottles: first?.bottles ?? 0 }], updatedAt: now })
        .where(eq(shipment.id, id));
      await sendLabel({ ...deps, db: tx }, label.pdf);
    });
  } catch (error) {
    await release(deps.db, id);
    throw error;
  }
  return (await adminShipmentOf(deps, row.id, returnId))!;
}
