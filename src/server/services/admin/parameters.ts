import { and, asc, eq, inArray } from 'drizzle-orm';
import { isPerLanguage, mayChangeParameter, refusal, type AdminParameters, type ParameterChange } from '~/lib/admin/parameters';
import type { AdminRole } from '~/lib/admin/admins';
import type { Caller, ShopDeps } from '../../deps';
import type { Database } from '../../db/connection';
import { site, siteParameter, siteParameterTranslation } from '../../db/schema';
import { EVERY_PAGE } from '../../page-cache';
import { invalid, notFound, ShopError } from '../errors';

/** The caller's role among the administrators (the admin guard let only these through). */
export const adminRole = (caller: Caller): AdminRole => (caller.role === 'SUPER_ADMIN' ? 'SUPER_ADMIN' : 'ADMIN');

/** Refuses a change of a parameter this administrator may not change (mayChangeParameter says who may). */
export function checkMayChange(caller: Caller, type: string): void {
  if (!mayChangeParameter(adminRole(caller), type)) throw new ShopError('forbidden', 'admin-parameters:errors.superAdminOnly', { type });
}

// The settings page of the back office: every parameter with its French and English texts, and
// a group of them saved at once, in one transaction, every cached page dropped after it.

/** Every parameter of the site as the owner edits it; the French text of a translated one is its French translation or its value. */
export async function adminParameters(db: Database, siteId: number, caller: Caller): Promise<AdminParameters> {
  const [rows, [settings]] = await Promise.all([
    db.query.siteParameter.findMany({ where: eq(siteParameter.siteId, siteId), with: { translations: true }, orderBy: asc(siteParameter.id) }),
    db.select({ isECommerce: site.isECommerce }).from(site).where(eq(site.id, siteId)),
  ]);
  if (!settings) throw notFound('errors.unknownSite');
  return {
    isECommerce: settings.isECommerce,
    parameters: rows.map((row) => {
      const text = (lang: string) => row.translations.find((tr) => tr.lang === lang)?.value ?? null;
      return {
        type: row.type,
        kind: row.kind,
        label: row.label,
        value: text('fr_FR') ?? row.value,
        translations: isPerLanguage(row.type) ? { en_US: text('en_US') } : {},
        mayChange: mayChangeParameter(adminRole(caller), row.type),
      };
    }),
  };
}

const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value === null || value.trim() === '' ? null : value);

/**
 * Saves a group of parameters (and whether the site sells online) in one transaction: one value
 * that does not suit its parameter refuses the whole group, so the site never shows half a change.
 */
export async function saveParameters(deps: ShopDeps, siteId: number, caller: Caller, changes: ParameterChange[], isECommerce?: boolean): Promise<AdminParameters> {
  for (const change of changes) checkMayChange(caller, change.type);
  await deps.db.transaction(async (tx) => {
    const types = changes.map((change) => change.type);
    const rows = types.length
      ? await tx.select().from(siteParameter).where(and(eq(siteParameter.siteId, siteId), inArray(siteParameter.type, types))).for('update')
      : [];
    for (const change of changes) {
      const row = rows.find((candidate) => candidate.type === change.type);
      if (!row) throw notFound('engagement:errors.parameterNotFound', { type: change.type });
      const texts = [blankToNull(change.value), blankToNull(change.translations?.en_US)];
      for (const text of texts) {
        const refused = text ? refusal(row.type, row.kind, text) : null;
        if (refused) throw invalid(refused, { type: row.type });
      }
      if (change.translations && !isPerLanguage(row.type)) throw invalid('admin-parameters:errors.notTranslated', { type: row.type });
      const [french, english] = texts;
      await tx.update(siteParameter).set({ value: french ?? null }).where(eq(siteParameter.id, row.id));
      if (!isPerLanguage(row.type)) continue;
      // The French text is the value itself: a French translation left from the seed would win over it.
      await tx.delete(siteParameterTranslation).where(and(eq(siteParameterTranslation.parameterId, row.id), eq(siteParameterTranslation.lang, 'fr_FR')));
      if (english === undefined) continue;
      if (english === null) {
        await tx.delete(siteParameterTranslation).where(and(eq(siteParameterTranslation.parameterId, row.id), eq(siteParameterTranslation.lang, 'en_US')));
      } else {
        await tx
          .insert(siteParameterTranslation)
          .values({ parameterId: row.id, lang: 'en_US', value: english })
          .onConflictDoUpdate({ target: [siteParameterTranslation.parameterId, siteParameterTranslation.lang], set: { value: english } });
      }
    }
    if (isECommerce !== undefined) await tx.update(site).set({ isECommerce }).where(eq(site.id, siteId));
    await deps.pageCache.invalidate(tx, [EVERY_PAGE]);
  });
  return adminParameters(deps.db, siteId, caller);
}
