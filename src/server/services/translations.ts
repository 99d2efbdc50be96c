import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Lang } from '~/lib/i18n';

/**
 * The row of a text in the wanted language, else French (content falls back to
 * French), else whatever exists, so that a half-translated item still shows.
 */
export function inLang<T extends { lang: string }>(rows: readonly T[], lang: Lang): T | undefined {
  return rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === 'fr_FR') ?? rows[0];
}

/**
 * A translated text as one SQL value per item, for list filters and sorting: every language's
 * text joined, so that `title=lk:vendanges` finds an item whichever language the visitor reads.
 */
export function translatedText(table: PgTable, owner: PgColumn, column: PgColumn, id: PgColumn): SQL<string> {
  // Named by hand: relational queries rename the columns of the tables they know to their own aliases.
  const tr = sql.identifier('tr');
  return sql<string>`(select string_agg(${tr}.${sql.identifier(column.name)}, ' ') from ${sql.identifier(getTableName(table))} ${tr} where ${tr}.${sql.identifier(owner.name)} = ${id})`;
}

/** One field of a text in every language it was written in, e.g. a news item's slug per language. */
export function perLangOf<T extends { lang: string }, V>(rows: readonly T[], pick: (row: T) => V): Partial<Record<Lang, V>> {
  return Object.fromEntries(rows.map((row) => [row.lang, pick(row)])) as Partial<Record<Lang, V>>;
}
