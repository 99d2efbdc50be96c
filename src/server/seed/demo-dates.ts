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
 * transaction: each date and timestamp column of the schema (read from the database's own
 * catalogue, so a column added later moves too) but the calendar facts above. A timestamp keeps
 * its time on the estate's clock across a change of summer time, as the seed's dates do
 * (calendar.ts, sameParisTimeLater). The triggers are off meanwhile: every copy of a date (an
 * invoice's paid_at, migrations/0025) moves once, by its own column, not again by its source's.
 */
export async function moveDemoDates(db: Database, datedFor: string, today: string): Promise<void> {
  const days = daysBetween(datedFor, today);
  if (days === 0) return;
  await db.transaction(async (tx) => {
    // Only the embedded database ever gets here (a copy of the build's template), where the shop is its superuser.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql.raw(`do $move$
declare
  moved record;
begin
  for moved in
    select format('update %I set %s', table_name, string_agg(
      case data_type
        when 'date' then format('%1$I = %1$I + %2$s', column_name, ${days})
        when 'timestamp without time zone' then format('%1$I = %1$I + interval ''%2$s days''', column_name, ${days})
        else format('%1$I = (%1$I at time zone ''Europe/Paris'' + interval ''%2$s days'') at time zone ''Europe/Paris''', column_name, ${days})
      end, ', ')) as statement
    from information_schema.columns
    where table_schema = 'public'
      and data_type in ('date', 'timestamp with time zone', 'timestamp without time zone')
      and table_name || '.' || column_name <> all (array['${CALENDAR_FACTS.join("','")}'])
    group by table_name
  loop
    execute moved.statement;
  end loop;
end
$move$`));
  });
}

/** What openDatabase needs to start a fresh demo shop on `day` from the build's demo estate (db/connection.ts). */
export const demoCopiedOn = (day: string) => ({ day, moveDates: (db: Database, datedFor: string) => moveDemoDates(db, datedFor, day) });
