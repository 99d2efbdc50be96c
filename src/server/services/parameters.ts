import { and, asc, eq } from 'drizzle-orm';
import type { Lang } from '~/lib/i18n';
import { booleanValue, definitionOf, type ParameterKey, type ParameterMap } from '~/lib/site-parameters';
import type { Database } from '../db/connection';
import { siteParameter, type SiteParameterKind } from '../db/schema';
import { EVERY_PAGE } from '../page-cache';
import type { Remembered } from '../remembered';

export interface Parameter {
  id: number;
  type: string;
  kind: SiteParameterKind;
  label: string | null;
  value: string | null;
}

/**
 * The site parameters, each with its value in the caller's language when the
 * owner wrote one per language, falling back to French, then to the value shared by all languages.
 */
export async function listParameters(db: Database, siteId: number, lang: Lang): Promise<Parameter[]> {
  const rows = await db.query.siteParameter.findMany({
    where: eq(siteParameter.siteId, siteId),
    with: { translations: true },
    orderBy: asc(siteParameter.id),
  });
  return rows.map((row) => {
    const localized =
      row.translations.find((tr) => tr.lang === lang && tr.value !== null) ??
      row.translations.find((tr) => tr.lang === 'fr_FR' && tr.value !== null);
    return { id: row.id, type: row.type, kind: row.kind, label: row.label, value: localized?.value ?? row.value };
  });
}

export type { ParameterMap };

/**
 * GET /parameter: what the storefront may read, never a parameter the registry keeps private or does
 * not know. PAYMENT_METHOD names the card provider the server really uses (PAYMENT_PROVIDER:
 * `STRIPE`, `CAWL` or `SANDBOX`), whatever was stored: the storefront asks Stripe's key only when it says `STRIPE`.
 */
export async function publicParameters(db: Database, siteId: number, lang: Lang, paymentMethod?: string): Promise<Parameter[]> {
  return (await listParameters(db, siteId, lang))
    .filter((row) => {
      const definition = definitionOf(row.type);
      return definition !== null && !definition.private;
    })
    .map((row) => (row.type === 'PAYMENT_METHOD' && paymentMethod ? { ...row, value: paymentMethod } : row));
}

export async function parameterMap(db: Database, siteId: number, lang: Lang): Promise<ParameterMap> {
  return Object.fromEntries((await listParameters(db, siteId, lang)).map((p) => [p.type, p.value]));
}

/** The site parameters in a language, as a caller reads them: from the database, or from a batch's own copy. */
export type ParametersOf = (lang: Lang) => Promise<ParameterMap>;

/** Reads them from the database each time (in the caller's transaction, if `db` is one). */
export const parametersFrom = (db: Database, siteId: number): ParametersOf => (lang) => parameterMap(db, siteId, lang);

/**
 * The parameters of every language read once, for a batch of work that writes many orders in a row
 * (the club's charge run, docs/club.md): read before the batch's transactions begin, as the embedded
 * database answers one caller at a time. A change made by the owner meanwhile is the next batch's.
 */
export async function parametersOnce(db: Database, siteId: number, langs: readonly Lang[]): Promise<ParametersOf> {
  const maps = new Map(await Promise.all(langs.map(async (lang) => [lang, await parameterMap(db, siteId, lang)] as const)));
  return (lang) => {
    const map = maps.get(lang);
    return map ? Promise.resolve(map) : parameterMap(db, siteId, lang);
  };
}

/**
 * The parameters as parameterMap gives them, remembered by this process until the owner changes
 * one (their save drops every page: the tag they share with the frame).
 */
export function rememberedParameters(remembered: Remembered, db: Database, siteId: number, lang: Lang): Promise<ParameterMap> {
  return remembered.recall(`parameters:${siteId}:${lang}`, [EVERY_PAGE], () => parameterMap(db, siteId, lang));
}

/** One parameter's shared value, for the rules that read a single setting. */
export async function parameterValue(db: Database, siteId: number, type: ParameterKey): Promise<string | null> {
  const [row] = await db
    .select({ value: siteParameter.value })
    .from(siteParameter)
    .where(and(eq(siteParameter.siteId, siteId), eq(siteParameter.type, type)));
  return row?.value ?? null;
}

/** A BOOLEAN parameter's value is on (src/lib/site-parameters.ts reads it). */
export const isOn = (value: string | null | undefined): boolean => booleanValue(value) === true;

