import { asc, eq, sql } from 'drizzle-orm';
import type { AdminCarrier, carrierInputSchema } from '~/lib/admin/carriers';
import type { z } from 'zod';
import type { ShopDeps } from '../../deps';
import type { Database } from '../../db/connection';
import { carrier, carrierRate } from '../../db/schema';
import type { RelaySettings } from '../delivery/relay-types';
import { conflict, invalid, notFound } from '../errors';
import { CARRIERS_TAG } from '../orders/shipping-fees';

// The carrier services as the owner edits them in the back office. A service is never deleted
// (orders name it): it is disabled. Each change is one transaction that drops the remembered
// carriers and the pages tagged with them, so that the next quote uses it (docs/architecture.md,
// "Where a request goes"); the back office's calls are written in the audit log by app.ts.

type CarrierInput = z.output<typeof carrierInputSchema>;

const connected = (network: AdminCarrier['network'], relays: RelaySettings) =>
  network === 'MONDIAL_RELAY' ? relays.mondialRelay !== null : network === 'COLISSIMO' ? relays.colissimo !== null : false;

export async function adminCarriers(db: Database, relays: RelaySettings): Promise<AdminCarrier[]> {
  const rows = await db.query.carrier.findMany({ orderBy: [asc(carrier.position), asc(carrier.id)], with: { rates: { orderBy: [asc(carrierRate.minBottles)] } } });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    serviceCode: row.serviceCode,
    deliveryType: row.deliveryType,
    network: row.network,
    networkConnected: connected(row.network, relays),
    zone: row.zone,
    price: row.price,
    freeAbove: row.freeAbove,
    isActive: row.isActive,
    position: row.position,
    rates: row.rates.map(({ minBottles, maxBottles, price }) => ({ minBottles, maxBottles, price })),
  }));
}

/** The service code is the carrier's product: two services cannot share one. */
async function assertCodeFree(tx: Database, serviceCode: string, except: number | null) {
  const [taken] = await tx.select({ id: carrier.id }).from(carrier).where(eq(carrier.serviceCode, serviceCode));
  if (taken && taken.id !== except) throw conflict('admin-carriers:errors.serviceCodeTaken', { code: serviceCode });
}

const columns = (input: CarrierInput) => ({
  name: input.name,
  nameEn: input.nameEn,
  serviceCode: input.serviceCode,
  deliveryType: input.deliveryType,
  network: input.network,
  zone: input.zone,
  price: input.price,
  freeAbove: input.freeAbove,
  isActive: input.isActive,
});

async function writeRates(tx: Database, carrierId: number, rates: CarrierInput['rates']) {
  await tx.delete(carrierRate).where(eq(carrierRate.carrierId, carrierId));
  if (rates.length) await tx.insert(carrierRate).values(rates.map((rate) => ({ carrierId, ...rate })));
}

export async function createCarrier(deps: ShopDeps, input: CarrierInput): Promise<AdminCarrier[]> {
  await deps.db.transaction(async (tx) => {
    await assertCodeFree(tx, input.serviceCode, null);
    const [{ next }] = await tx.select({ next: sql<number>`coalesce(max(${carrier.position}), -1) + 1` }).from(carrier);
    const [row] = await tx.insert(carrier).values({ ...columns(input), position: Number(next) }).returning({ id: carrier.id });
    await writeRates(tx, row.id, input.rates);
    await deps.pageCache.invalidate(tx, [CARRIERS_TAG]);
  });
  return adminCarriers(deps.db, deps.config.relays);
}

export async function updateCarrier(deps: ShopDeps, id: number, input: CarrierInput): Promise<AdminCarrier[]> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select({ id: carrier.id }).from(carrier).where(eq(carrier.id, id)).for('update');
    if (!row) throw notFound('admin-carriers:errors.notFound');
    await assertCodeFree(tx, input.serviceCode, id);
    await tx.update(carrier).set({ ...columns(input) }).where(eq(carrier.id, id));
    await writeRates(tx, id, input.rates);
    await deps.pageCache.invalidate(tx, [CARRIERS_TAG]);
  });
  return adminCarriers(deps.db, deps.config.relays);
}

/** The services in the order the customer sees them: every service, each once. */
export async function reorderCarriers(deps: ShopDeps, ids: number[]): Promise<AdminCarrier[]> {
  await deps.db.transaction(async (tx) => {
    const rows = await tx.select({ id: carrier.id }).from(carrier).for('update');
    const known = new Set(rows.map((row) => row.id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || !ids.every((id) => known.has(id))) throw invalid('admin-carriers:errors.order');
    for (const [position, id] of ids.entries()) await tx.update(carrier).set({ position }).where(eq(carrier.id, id));
    await deps.pageCache.invalidate(tx, [CARRIERS_TAG]);
  });
  return adminCarriers(deps.db, deps.config.relays);
}

