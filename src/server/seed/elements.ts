import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { element, elementList, elementTranslation } from '../db/schema';
import type { DemoDate } from './calendar';
import { badgeImage } from './badges';
import { elementRoutes, events, footerLinks, footerLogos } from './data';
import { storeSvg } from './media';
import { scenePicture } from './pictures';
import { perLang, translations } from './rows';

const lists = [
  { route: elementRoutes.events, name: 'Événements' },
  { route: elementRoutes.footerLogos, name: 'Logos du pied de page' },
  { route: elementRoutes.footerLinks, name: 'Liens du pied de page' },
];

/** The element lists the site shows (upcoming events, the footer's labels and links), empty. */
export async function seedElementLists(db: Database) {
  await db.insert(elementList).values(lists);
}

async function listId(db: Database, route: string): Promise<number> {
  const [row] = await db.select({ id: elementList.id }).from(elementList).where(eq(elementList.route, route));
  return row.id;
}

async function seedEvents(db: Database, date: DemoDate) {
  const list = await listId(db, elementRoutes.events);
  for (const [position, event] of events.entries()) {
    const picture = await storeSvg(db, scenePicture(event.picture.scene), `event-${event.key}`, event.picture.alt);
    const [row] = await db
      .insert(element)
      .values({
        listId: list,
        position,
        mediaId: picture.id,
        startsAt: date(event.startsAt),
        endsAt: date(event.endsAt),
        location: event.location,
        price: event.price,
        capacity: event.capacity,
      })
      .returning({ id: element.id });
    await db.insert(elementTranslation).values(
      perLang(
        { title: event.title, subtitle: event.summary, description: event.content, linkLabel: { fr_FR: 'Je m’inscris', en_US: 'Register' } },
        { elementId: row.id },
      ),
    );
  }
}

async function seedFooterLogos(db: Database) {
  const list = await listId(db, elementRoutes.footerLogos);
  for (const [position, logo] of footerLogos.entries()) {
    const picture = await storeSvg(db, badgeImage(logo.badge, logo.title.fr_FR), `label-${logo.key}`, logo.title);
    const [row] = await db.insert(element).values({ listId: list, position, mediaId: picture.id, link: logo.url }).returning({ id: element.id });
    await db.insert(elementTranslation).values(translations(logo.title, (title) => ({ elementId: row.id, title })));
  }
}

async function seedFooterLinks(db: Database) {
  const list = await listId(db, elementRoutes.footerLinks);
  for (const [position, entry] of footerLinks.entries()) {
    const [row] = await db.insert(element).values({ listId: list, position, link: entry.url }).returning({ id: element.id });
    await db.insert(elementTranslation).values(translations(entry.title, (title) => ({ elementId: row.id, title })));
  }
}

/** The demo's elements: upcoming events, the labels and the links of the footer (./data). */
export async function seedElements(db: Database, date: DemoDate) {
  await seedEvents(db, date);
  await seedFooterLogos(db);
  await seedFooterLinks(db);
}
