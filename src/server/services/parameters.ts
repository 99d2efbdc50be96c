import { and, asc, eq } from 'drizzle-orm';
import type { Lang } from '~/lib/i18n';
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

export type ParameterMap = Record<string, string | null>;

export async function parameterMap(db: Database, siteId: number, lang: Lang): Promise<ParameterMap> {
  return Object.fromEntries((await listParameters(db, siteId, lang)).map((p) => [p.type, p.value]));
}

/**
 * The parameters as parameterMap gives them, remembered by this process until the owner changes
 * one (their save drops every page: the tag they share with the frame).
 */
export function rememberedParameters(remembered: Remembered, db: Database, siteId: number, lang: Lang): Promise<ParameterMap> {
  return remembered.recall(`parameters:${siteId}:${lang}`, [EVERY_PAGE], () => parameterMap(db, siteId, lang));
}

/** One parameter's shared value, for the rules that read a single setting. */
export async function parameterValue(db: Database, siteId: number, type: string): Promise<string | null> {
  const [row] = await db
    .select({ value: siteParameter.value })
    .from(siteParameter)
    .where(and(eq(siteParameter.siteId, siteId), eq(siteParameter.type, type)));
  return row?.value ?? null;
}

export const isOn = (value: string | null | undefined): boolean => value === 'true' || value === '1';

