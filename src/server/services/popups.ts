import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { ActivePopup, Popup } from '~/lib/contracts/content';
import type { Lang } from '~/lib/i18n';
import type { Database } from '../db/connection';
import { popup } from '../db/schema';
import { presentImage } from './images';
import { inLang } from './translations';
import { notFound } from './errors';

// Announcements shown over the page. Which popup a visitor has already seen is the browser's to
// remember (docs/architecture.md#the-browser), so the server only says which ones are on and what they show.

const isOnAt = (now: Date) =>
  and(eq(popup.isValid, true), or(isNull(popup.startsAt), lte(popup.startsAt, now)), or(isNull(popup.endsAt), gt(popup.endsAt, now)));

/** GET /popup?active=1: the popups on at this moment, in the owner's order, without their content. */
export async function activePopups(db: Database, now: Date): Promise<ActivePopup[]> {
  const rows = await db
    .select({ id: popup.id, delaySeconds: popup.delaySeconds, showOnEveryReload: popup.showOnEveryReload, endsAt: popup.endsAt })
    .from(popup)
    .where(isOnAt(now))
    .orderBy(asc(popup.position), asc(popup.id));
  return rows.map((row) => ({ ...row, endsAt: row.endsAt?.toISOString() ?? null }));
}

/** GET /popup/{id}: a popup and its content in `lang`. */
export async function getPopup(db: Database, lang: Lang, id: number): Promise<Popup> {
  const row = await db.query.popup.findFirst({
    where: and(eq(popup.id, id), eq(popup.isValid, true)),
    with: { translations: true, media: { with: { translations: true } } },
  });
  if (!row) throw notFound('engagement:errors.popupNotFound');
  const text = inLang(row.translations, lang);
  return {
    id: row.id,
    title: text?.title ?? null,
    content: text?.content ?? null,
    buttonLabel: text?.buttonLabel ?? null,
    buttonLink: text?.buttonLink ?? null,
    image: presentImage(row.media ?? null, lang, ''),
    delaySeconds: row.delaySeconds,
    showOnEveryReload: row.showOnEveryReload,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}
