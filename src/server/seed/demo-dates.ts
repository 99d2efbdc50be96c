import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/connection';
import { calendarClosure, calendarSlot, user } from '../db/schema';

// The build seeds the demo estate once (scripts/pglite-template.mjs); a shop started on a later day
// copies it and moves its dates here, so that it tells the story a seed of that day would tell
// (./calendar.ts): the same dates, day for day, placed around its own first day.

const DAY = 86_400_000;

/**
 * The dates the demo writes as facts of the calendar rather than around the day it is seeded: the
 * members' birth dates, and the calendars of this year and the next (the visits' seasons,
 * ./visits.ts; the cellar's public holidays, ./shop.ts). They hold for any day of the seed's year,
 * which is why a shop only copies the demo seeded in its own year (db/pglite-template.ts).
 */
const CALENDAR_FACTS = [user.birthdate, calendarSlot.validFrom, calendarSlot.validUntil, calendarClosure.startsOn, calendarClosure.endsOn].map(
  (column: PgColumn) => `${getTableName(column.table)}.${column.name}`,
);

/** Whole days from the UTC day `from` to the UTC day `to` ('yyyy-mm-dd' each, as calendar.ts demoSeedDay gives). */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/**
 * Moves every date the demo estate seeded on `datedFor` to where a seed on `today` puts it, in one
 * statement: each date and timestamp column of the schema (read from the database's own
 * catalogue, so a column added later moves too) but the calendar facts above. A timestamp keeps
 * its time on the estate's clock across a change of summer time, as the seed's dates do
 * (calendar.ts, sameParisTimeLater). The triggers are off meanwhile: every copy of a date (an
 * invoice's paid_at, migrations/0025) moves once, by its own column, not again by its source's.
 */
export async function moveDemoDates(db: Database, datedFor: string, today: string): Promise<void> {
  const days = daysBetween(datedFor, today);
  if (days === 0) return;
  // One statement, so one transaction and one message to the database's thread. PostgreSQL's
  // catalogue rather than information_schema, whose views take several times longer on a database
  // just opened; a table the demo left empty is not written. The triggers are off only within it
  // (set_config's is_local), and only the embedded database gets here, where the shop is superuser.
  await db.execute(
    sql.raw(`do $move$
declare
  moved record;
begin
  perform set_config('session_replication_role', 'replica', true);
  for moved in
    select format('update %I set %s', c.relname, string_agg(
      case a.atttypid
        when 'date'::regtype then format('%1$I = %1$I + %2$s', a.attname, ${days})
        when 'timestamp'::regtype then format('%1$I = %1$I + interval ''%2$s days''', a.attname, ${days})
        else format('%1$I = (%1$I at time zone ''Europe/Paris'' + interval ''%2$s days'') at time zone ''Europe/Paris''', a.attname, ${days})
      end, ', ')) as statement
    from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
      and a.atttypid in ('date'::regtype, 'timestamp'::regtype, 'timestamptz'::regtype)
      -- Counted by the build's analyze (demo-template.ts): a table it found empty holds nothing to move.
      and c.reltuples <> 0
      and c.relname || '.' || a.attname <> all (array['${CALENDAR_FACTS.join("','")}'])
    group by c.relname
  loop
    execute moved.statement;
  end loop;
end
$move$`),
  );
}

/** What openDatabase needs to start a fresh demo shop on `day` from the build's demo estate (db/connection.ts). */
export const demoCopiedOn = (day: string) => ({ day, moveDates: (db: Database, datedFor: string) => moveDemoDates(db, datedFor, day) });
