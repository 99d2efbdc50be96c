import { and, eq } from 'drizzle-orm';
import type { ShopDeps } from '../http/context';
import { siteParameter } from '../db/schema';
import { badRequest, notFound } from '../http/errors';

// The owner changing one site parameter from the admin panel (an analytics id, a colour, a
// switch). Every page shows the parameters through its frame, so the cached pages are dropped.

/** Whether a value suits the parameter's kind; null or blank clears any parameter. */
function fitsKind(kind: string, value: string): boolean {
  if (kind === 'BOOLEAN') return value === 'true' || value === 'false';
  if (kind === 'NUMBER') return value.trim() !== '' && Number.isFinite(Number(value));
  if (kind === 'LINK') return /^(https?:\/\/|\/|mailto:|tel:)/i.test(value.trim());
  return true;
}

/** PUT /admin/parameter/{type}: sets the value shared by every language. */
export async function setParameter(deps: ShopDeps, siteId: number, type: string, raw: string | null) {
  const value = raw === null || raw.trim() === '' ? null : raw;
  const [row] = await deps.db
    .select({ id: siteParameter.id, kind: siteParameter.kind })
    .from(siteParameter)
    .where(and(eq(siteParameter.siteId, siteId), eq(siteParameter.type, type)));
  if (!row) throw notFound('engagement:errors.parameterNotFound', { type });
  if (value !== null && !fitsKind(row.kind, value)) throw badRequest('engagement:errors.parameterKind', { type, kind: row.kind });
  const [updated] = await deps.db
    .update(siteParameter)
    .set({ value })
    .where(eq(siteParameter.id, row.id))
    .returning({ id: siteParameter.id, type: siteParameter.type, kind: siteParameter.kind, label: siteParameter.label, value: siteParameter.value });
  await deps.pageCache.invalidate(deps.db, ['frame']);
  return updated;
}
