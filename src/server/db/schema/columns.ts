import { sql } from 'drizzle-orm';
import { check, integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Column builders shared by every area, so that ids, instants and money look the same everywhere.

export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** An instant, stored UTC. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => instant('created_at').notNull().defaultNow();

export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: instant('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Money: integer euro cents, tax included. */
export const cents = (name: string) => integer(name);

/** Display position in a list; lower comes first. */
export const position = () => integer('position').notNull().default(0);

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** CHECK that a text column holds one of the values of an enumeration. */
export const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map(literal).join(', '))})`);

/** CHECK that exactly one of the columns is set (a row belongs to one owner among several). */
export const exactlyOne = (name: string, ...columns: AnyPgColumn[]) =>
  check(name, sql`num_nonnulls(${sql.join(columns, sql`, `)}) = 1`);

export const nonNegative = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} >= 0`);

export const isoWeekday = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} between 1 and 7`);
