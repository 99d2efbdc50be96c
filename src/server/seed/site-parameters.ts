import { sql } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import type { Database } from '../db/connection';
import { site, siteParameter, siteParameterTranslation } from '../db/schema';
import type { Logger } from '../log';
import { defaultVisitorTexts, parametersWith } from './parameter-defaults';
import { emptyLegalSpecifics } from './data/empty-shop';
import { legalParameterType, legalTexts } from './data/legal';
import { perLang } from './rows';

/**
 * A legal text a release adds (the club's terms) reaches a shop that upgrades in its neutral
 * wording, the empty shop's: the owner adapts it in the back office.
 */
const releasedLegalTexts = Object.fromEntries(legalTexts(emptyLegalSpecifics).map((legal) => [legalParameterType(legal.key), legal.html]));

/**
 * Gives every site the parameters of this release it lacks, at their defaults, in one transaction:
 * the seed fills a new shop only, so a parameter a new release adds would otherwise never reach a
 * shop that upgrades (and the owner's save of it would find nothing to change). Run at every start;
 * processes starting together take the seed's lock, so one adds and the others find nothing to do.
 * Answers the keys it added.
 */
export async function addMissingParameters(db: Database, logger: Pick<Logger, 'info'>): Promise<string[]> {
  const added = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.seed})`);
    const [sites, present] = await Promise.all([
      tx.select({ id: site.id }).from(site),
      tx.select({ siteId: siteParameter.siteId, type: siteParameter.type }).from(siteParameter),
    ]);
    const has = new Set(present.map((row) => `${row.siteId}:${row.type}`));
    const missing = sites.flatMap(({ id: siteId }) =>
      parametersWith({})
        .filter((parameter) => !has.has(`${siteId}:${parameter.type}`))
        .map((parameter) => ({ siteId, ...parameter })),
    );
    if (!missing.length) return [];
    const rows = await tx.insert(siteParameter).values(missing).returning({ id: siteParameter.id, type: siteParameter.type });
    const texts = rows.flatMap((row) => {
      const text = defaultVisitorTexts[row.type] ?? releasedLegalTexts[row.type];
      return text ? perLang({ value: text }, { parameterId: row.id }) : [];
    });
    if (texts.length) await tx.insert(siteParameterTranslation).values(texts);
    return rows.map((row) => row.type);
  });
  if (added.length) logger.info({ parameters: added }, `Site parameters of this release added at their defaults: ${added.join(', ')}`);
  return added;
}
