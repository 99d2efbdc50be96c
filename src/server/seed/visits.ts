import type { Database } from '../db/connection';
import { calendar, calendarSlot, service, serviceTranslation } from '../db/schema';
import { services, type ClockTime, type WineTourismService } from './data';
import { storeSvg } from './media';
import { scenePicture } from './pictures';
import { perLang } from './rows';

// Wine tourism: each service books on its own calendar, whose weekly slots follow the service's
// schedule and, for seasonal services, its months.

const pad = (n: number) => String(n).padStart(2, '0');

function endOf(start: ClockTime, minutes: number): ClockTime {
  const [hours, mins] = start.split(':').map(Number);
  const end = hours * 60 + mins + minutes;
  return `${pad(Math.floor(end / 60))}:${pad(end % 60)}`;
}

/** Runs of consecutive months: [2, 3, 4, 9, 10] → [[2, 4], [9, 10]]. */
function monthRuns(months: number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const month of [...months].sort((a, b) => a - b)) {
    const last = runs[runs.length - 1];
    if (last && last[1] === month - 1) last[1] = month;
    else runs.push([month, month]);
  }
  return runs;
}

/**
 * The dates a slot is open: always for a service that runs all year, otherwise its seasons of this
 * year and the next, so that the demo can be booked whenever it is started.
 */
function seasons(months: number[], year: number): { validFrom: string | null; validUntil: string | null }[] {
  if (months.length === 12) return [{ validFrom: null, validUntil: null }];
  return [year, year + 1].flatMap((y) =>
    monthRuns(months).map(([from, to]) => ({
      validFrom: `${y}-${pad(from)}-01`,
      validUntil: `${y}-${pad(to)}-${pad(new Date(Date.UTC(y, to, 0)).getUTCDate())}`,
    })),
  );
}

async function seedCalendar(db: Database, entry: WineTourismService, year: number): Promise<number> {
  const [row] = await db.insert(calendar).values({ name: entry.title.fr_FR }).returning({ id: calendar.id });
  const periods = seasons(entry.months, year);
  await db.insert(calendarSlot).values(
    entry.schedules.flatMap((schedule) =>
      schedule.startTimes.flatMap((start) =>
        periods.map((period) => ({
          calendarId: row.id,
          weekday: schedule.weekday,
          startTime: start,
          endTime: endOf(start, entry.durationMinutes),
          capacity: entry.capacity,
          ...period,
        })),
      ),
    ),
  );
  return row.id;
}

export async function seedVisits(db: Database, now: Date) {
  for (const [position, entry] of services.entries()) {
    const picture = await storeSvg(db, scenePicture(entry.picture.scene), `service-${entry.key}`, entry.picture.alt);
    const calendarId = await seedCalendar(db, entry, now.getUTCFullYear());
    const [row] = await db
      .insert(service)
      .values({
        position,
        tags: entry.tags,
        membersOnly: entry.isMembersOnly,
        price: entry.price,
        durationMinutes: entry.durationMinutes,
        capacity: entry.capacity,
        mediaId: picture.id,
        calendarId,
      })
      .returning({ id: service.id });
    await db
      .insert(serviceTranslation)
      .values(
        perLang(
          { title: entry.title, slug: entry.slug, shortDescription: entry.summary, description: entry.description, metaDescription: entry.summary },
          { serviceId: row.id },
        ),
      );
  }
}
