import { asc, eq } from 'drizzle-orm';
import type { AdminPopup, AdminPopupList, PopupText, StoredPopupText } from '~/lib/admin/content/popups';
import type { Lang } from '~/lib/locale';
import type { Database } from '../../../db/connection';
import { popup, popupTranslation } from '../../../db/schema';
import { cleanOwnerHtml } from '../../owner-html';
import { inLang } from '../../translations';
import { assertPicture, notFoundProblem, pictureOf, type ContentDeps, lockSaved } from './shared';

// The popups from the back office. Browsers ask for the popups on each page (GET /popup), so no
// cached page holds them and a change needs no invalidation.

export interface PopupValues {
  texts: { fr_FR: PopupText; en_US?: PopupText | null };
  isPublished: boolean;
  showOnEveryReload: boolean;
  delaySeconds: number;
  startsAt: string | null;
  endsAt: string | null;
  position: number;
  mediaId: number | null;
}

const findPopups = (db: Database, id?: number) =>
  db.query.popup.findMany({
    where: id === undefined ? undefined : eq(popup.id, id),
    with: { translations: true, media: { columns: { id: true, filename: true, url: true } } },
    orderBy: [asc(popup.position), asc(popup.id)],
  });

function present(row: Awaited<ReturnType<typeof findPopups>>[number], lang: Lang): AdminPopup {
  const textOf = (textLang: Lang): StoredPopupText | null => {
    const text = row.translations.find((tr) => tr.lang === textLang);
    return text ? { title: text.title ?? '', content: text.content ?? '', buttonLabel: text.buttonLabel, buttonLink: text.buttonLink } : null;
  };
  return {
    id: row.id,
    title: inLang(row.translations, lang)?.title ?? '',
    isPublished: row.isValid,
    showOnEveryReload: row.showOnEveryReload,
    delaySeconds: row.delaySeconds,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    position: row.position,
    picture: pictureOf(row.media),
    texts: { fr_FR: textOf('fr_FR') ?? { title: '', content: '', buttonLabel: null, buttonLink: null }, en_US: textOf('en_US') },
  };
}

export async function adminPopups(db: Database, lang: Lang): Promise<AdminPopupList> {
  return { popups: (await findPopups(db)).map((row) => present(row, lang)) };
}

export async function adminPopup(db: Database, lang: Lang, id: number): Promise<AdminPopup> {
  const [row] = await findPopups(db, id);
  if (!row) throw notFoundProblem();
  return present(row, lang);
}

const rowValues = (values: PopupValues) => ({
  isValid: values.isPublished,
  showOnEveryReload: values.showOnEveryReload,
  delaySeconds: values.delaySeconds,
  startsAt: values.startsAt === null ? null : new Date(values.startsAt),
  endsAt: values.endsAt === null ? null : new Date(values.endsAt),
  position: values.position,
  mediaId: values.mediaId,
});

export async function savePopup(deps: ContentDeps, lang: Lang, id: number | null, values: PopupValues): Promise<AdminPopup> {
  const saved = await deps.db.transaction(async (tx) => {
    await lockSaved(tx, popup, popup.id, id);
    await assertPicture(tx, values.mediaId);
    const popupId = id === null ? (await tx.insert(popup).values(rowValues(values)).returning({ id: popup.id }))[0].id : id;
    if (id !== null) await tx.update(popup).set(rowValues(values)).where(eq(popup.id, id));
    await tx.delete(popupTranslation).where(eq(popupTranslation.popupId, popupId));
    const rows = (['fr_FR', 'en_US'] as const).flatMap((textLang) => {
      const text = values.texts[textLang];
      return text ? [{ popupId, lang: textLang, title: text.title, content: cleanOwnerHtml(text.content) || null, buttonLabel: text.buttonLabel ?? null, buttonLink: text.buttonLink ?? null }] : [];
    });
    await tx.insert(popupTranslation).values(rows);
    return popupId;
  });
  return adminPopup(deps.db, lang, saved);
}

export async function deletePopup(deps: ContentDeps, id: number): Promise<{ id: number }> {
  const [row] = await deps.db.delete(popup).where(eq(popup.id, id)).returning({ id: popup.id });
  if (!row) throw notFoundProblem();
  return { id };
}
