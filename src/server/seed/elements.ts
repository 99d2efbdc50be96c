import type { Database } from '../db/connection';
import { element, elementList, elementTranslation } from '../db/schema';
import type { DemoDate } from './calendar';
import { badgeImage } from './badges';
import { elementRoutes, events, footerLinks, footerLogos } from './data';
import { storeSvg } from './media';
import { scenePicture } from './pictures';
import { perLang, translations } from './rows';

async function listId(db: Database, route: string, name: string): Promise<number> {
  const [row] = await db.insert(elementList).values({ route, name }).returning({ id: elementList.id });
  return row.id;
}

async function seedEvents(db: Database, date: DemoDate) {
  const list = await listId(db, elementRoutes.events, 'Événements');
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
  const list = await listId(db, elementRoutes.footerLogos, 'Logos du pied de page');
  for (const [position, logo] of footerLogos.entries()) {
    const picture = await storeSvg(db, badgeImage(logo.badge, logo.title.fr_FR), `label-${logo.key}`, logo.title);
    const [row] = await db.insert(element).values({ listId: list, position, mediaId: picture.id, link: logo.url }).returning({ id: element.id });
    await db.insert(elementTranslation).values(translations(logo.title, (title) => ({ elementId: row.id, title })));
  }
}

async function seedFooterLinks(db: Database) {
  const list = await listId(db, elementRoutes.footerLinks, 'Liens du pied de page');
  for (const [position, entry] of footerLinks.entries()) {
    const [row] = await db.insert(element).values({ listId: list, position, link: entry.url }).returning({ id: element.id });
    await db.insert(elementTranslation).values(translations(entry.title, (title) => ({ elementId: row.id, title })));
  }
}

/** The element lists: upcoming events, the labels and the links of the footer. */
export async function seedElements(db: Database, date: DemoDate) {
  await seedEvents(db, date);
  await seedFooterLogos(db);
  await seedFooterLinks(db);
}
