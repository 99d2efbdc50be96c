import { and, eq } from 'drizzle-orm';
import type { Caller, ShopDeps } from '../../deps';
import { site, siteParameter } from '../../db/schema';
import { refusal } from '~/lib/admin/parameters';
import { invalid, notFound } from '../errors';
import { checkMayChange } from './parameters';

// The owner changing one site parameter from the admin panel (an analytics id, a colour, a
// switch), or a setting of the site itself (whether it sells online). Every page shows both
// through its frame, so the cached pages are dropped, and the site info kept in memory with them.

/** PUT /admin/parameter/{type}: sets the value shared by every language. */
export async function setParameter(deps: ShopDeps, siteId: number, caller: Caller, type: string, raw: string | null) {
  checkMayChange(caller, type);
  const value = raw === null || raw.trim() === '' ? null : raw;
  const [row] = await deps.db
    .select({ id: siteParameter.id, kind: siteParameter.kind })
    .from(siteParameter)
    .where(and(eq(siteParameter.siteId, siteId), eq(siteParameter.type, type)));
  if (!row) throw notFound('engagement:errors.parameterNotFound', { type });
  const refused = value === null ? null : refusal(type, row.kind, value);
  if (refused) throw invalid(refused, { type });
  const [updated] = await deps.db
    .update(siteParameter)
    .set({ value })
    .where(eq(siteParameter.id, row.id))
    .returning({ id: siteParameter.id, type: siteParameter.type, kind: siteParameter.kind, label: siteParameter.label, value: siteParameter.value });
  await deps.pageCache.invalidate(deps.db, ['frame']);
  return updated;
}

export interface SiteSettings {
  /** Off: the shop's pages (wine list, wine pages, cart, checkout) redirect home (docs/architecture.md#pages-and-languages). */
  isECommerce: boolean;
}

/** PUT /admin/site: the owner switches online selling off (a showcase site) or on again. */
export async function setSiteSettings(deps: ShopDeps, siteId: number, settings: SiteSettings): Promise<SiteSettings> {
  const [updated] = await deps.db.update(site).set({ isECommerce: settings.isECommerce }).where(eq(site.id, siteId)).returning({ isECommerce: site.isECommerce });
  if (!updated) throw notFound('errors.unknownSite');
  await deps.pageCache.invalidate(deps.db, ['frame']);
  return updated;
}
