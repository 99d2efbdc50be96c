import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { AdminClubFormula, ClubFormulaChanges, ClubFormulaValues } from '~/lib/admin/club';
import type { ValidatedFile } from '~/lib/cart';
import type { ClubFormula } from '~/lib/contracts/club';
import type { Lang } from '~/lib/i18n';
import type { Database } from '../../db/connection';
import { clubFormula, clubFormulaTranslation, clubMembership, media, type MembershipStatus } from '../../db/schema';
import type { ShopDeps } from '../../deps';
import { invalid, notFound } from '../errors';
import { mediaUrl, storeImage } from '../media';

// The club's formulas (docs/club.md): the owner's list and form, and what the club page shows.
// Each change is one transaction; the club page is private to no one, so it drops the tag 'club'.

export const CLUB_TAG = 'club';

type FormulaRow = typeof clubFormula.$inferSelect;
type Words = { name: string; description: string };

/** The statuses that hold a place in the formula (its cap counts them). */
export const PLACE_HOLDING: MembershipStatus[] = ['ACTIVE', 'PAUSED', 'ON_HOLD'];

async function wordsOf(db: Database, ids: number[]) {
  if (!ids.length) return new Map<string, Words>();
  const rows = await db.select().from(clubFormulaTranslation).where(inArray(clubFormulaTranslation.formulaId, ids));
  return new Map(rows.map((row) => [`${row.formulaId}:${row.lang}`, { name: row.name, description: row.description }]));
}

async function picturesOf(db: Database, rows: FormulaRow[]) {
  const ids = rows.map((row) => row.mediaId).filter((id): id is number => id !== null);
  if (!ids.length) return new Map<number, string>();
  const found = await db.select({ id: media.id, url: media.url, filename: media.filename }).from(media).where(inArray(media.id, ids));
  return new Map(found.map((row) => [row.id, mediaUrl(row)]));
}

/** Members and waiting customers per formula. */
async function headcounts(db: Database, ids: number[]) {
  const counted = new Map<number, { members: number; waiting: number }>();
  if (!ids.length) return counted;
  const rows = await db
    .select({ formulaId: clubMembership.formulaId, status: clubMembership.status, n: count() })
    .from(clubMembership)
    .where(and(inArray(clubMembership.formulaId, ids), ne(clubMembership.status, 'CANCELLED')))
    .groupBy(clubMembership.formulaId, clubMembership.status);
  for (const row of rows) {
    const entry = counted.get(row.formulaId) ?? { members: 0, waiting: 0 };
    if (row.status === 'WAITING') entry.waiting += row.n;
    else entry.members += row.n;
    counted.set(row.formulaId, entry);
  }
  return counted;
}

async function presentAdmin(db: Database, rows: FormulaRow[]): Promise<AdminClubFormula[]> {
  const ids = rows.map((row) => row.id);
  const [words, pictures, counts] = await Promise.all([wordsOf(db, ids), picturesOf(db, rows), headcounts(db, ids)]);
  const none = { name: '', description: '' };
  return rows.map((row) => ({
    id: row.id,
    fr_FR: words.get(`${row.id}:fr_FR`) ?? none,
    en_US: words.get(`${row.id}:en_US`) ?? none,
    picture: row.mediaId === null ? null : (pictures.get(row.mediaId) ?? null),
    bottlesPerShipment: row.bottlesPerShipment,
    shipmentsPerYear: row.shipmentsPerYear,
    selection: row.selection,
    choiceColours: row.choiceColours,
    choiceBudget: row.choiceBudget,
    pricePerShipment: row.pricePerShipment,
    memberDiscount: row.memberDiscount,
    allowsShipping: row.allowsShipping,
    allowsCollection: row.allowsCollection,
    shippingRate: row.shippingRate,
    memberCap: row.memberCap,
    maxSkipsPerYear: row.maxSkipsPerYear,
    giftShipments: row.giftShipments,
    giftPrice: row.giftPrice,
    isEnabled: row.isEnabled,
    position: row.position,
    ...(counts.get(row.id) ?? { members: 0, waiting: 0 }),
  }));
}

/** What a customer reads of formulas, in their language. */
export async function presentFormulas(db: Database, rows: FormulaRow[], lang: Lang): Promise<ClubFormula[]> {
  const ids = rows.map((row) => row.id);
  const [words, pictures, counts] = await Promise.all([wordsOf(db, ids), picturesOf(db, rows), headcounts(db, ids)]);
  return rows.map((row) => {
    const said = words.get(`${row.id}:${lang}`) ?? words.get(`${row.id}:fr_FR`) ?? { name: '', description: '' };
    return {
      id: row.id,
      name: said.name,
      description: said.description,
      picture: row.mediaId === null ? null : (pictures.get(row.mediaId) ?? null),
      bottlesPerShipment: row.bottlesPerShipment,
      shipmentsPerYear: row.shipmentsPerYear,
      selection: row.selection,
      pricePerShipment: row.pricePerShipment,
      memberDiscount: row.memberDiscount,
      allowsShipping: row.allowsShipping,
      allowsCollection: row.allowsCollection,
      shippingRate: row.shippingRate,
      full: row.memberCap !== null && (counts.get(row.id)?.members ?? 0) >= row.memberCap,
      gift: row.giftShipments !== null && row.giftPrice !== null ? { shipments: row.giftShipments, price: row.giftPrice } : null,
    };
  });
}

/** The enabled formulas, in the owner's order. */
export async function enabledFormulas(db: Database, lang: Lang): Promise<ClubFormula[]> {
  const rows = await db.select().from(clubFormula).where(eq(clubFormula.isEnabled, true)).orderBy(asc(clubFormula.position), asc(clubFormula.id));
  return presentFormulas(db, rows, lang);
}

/** GET /admin/club/formula: every formula, in the owner's order. */
export async function adminFormulas(db: Database): Promise<AdminClubFormula[]> {
  return presentAdmin(db, await db.select().from(clubFormula).orderBy(asc(clubFormula.position), asc(clubFormula.id)));
}

export async function adminFormula(db: Database, id: number): Promise<AdminClubFormula> {
  const [row] = await db.select().from(clubFormula).where(eq(clubFormula.id, id));
  if (!row) throw notFound('admin-club:errors.notFound');
  return (await presentAdmin(db, [row]))[0];
}

type Values = Omit<ClubFormulaValues, 'fr_FR' | 'en_US'>;

/** Whether the values fit together (docs/club.md). */
function assertFits(values: Values) {
  if (!values.allowsShipping && !values.allowsCollection) throw invalid('admin-club:errors.noDelivery');
  if ((values.giftShipments === null) !== (values.giftPrice === null)) throw invalid('admin-club:errors.giftPair');
}

const columnsOf = (values: Values) => ({
  bottlesPerShipment: values.bottlesPerShipment,
  shipmentsPerYear: values.shipmentsPerYear,
  selection: values.selection,
  choiceColours: [...new Set(values.choiceColours)],
  choiceBudget: values.choiceBudget,
  pricePerShipment: values.pricePerShipment,
  memberDiscount: values.memberDiscount,
  allowsShipping: values.allowsShipping,
  allowsCollection: values.allowsCollection,
  shippingRate: values.shippingRate,
  memberCap: values.memberCap,
  maxSkipsPerYear: values.maxSkipsPerYear,
  giftShipments: values.giftShipments,
  giftPrice: values.giftPrice,
  isEnabled: values.isEnabled,
  position: values.position,
});

async function writeWords(tx: Database, formulaId: number, lang: Lang, words: Words) {
  await tx
    .insert(clubFormulaTranslation)
    .values({ formulaId, lang, name: words.name, description: words.description })
    .onConflictDoUpdate({ target: [clubFormulaTranslation.formulaId, clubFormulaTranslation.lang], set: { name: words.name, description: words.description } });
}

/** POST /admin/club/formula. */
export async function createFormula(deps: Pick<ShopDeps, 'db' | 'pageCache'>, input: ClubFormulaValues): Promise<AdminClubFormula> {
  const { fr_FR, en_US, ...values } = input;
  assertFits(values);
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(clubFormula).values(columnsOf(values)).returning({ id: clubFormula.id });
    await writeWords(tx, row.id, 'fr_FR', fr_FR);
    await writeWords(tx, row.id, 'en_US', en_US);
    return row.id;
  });
  await deps.pageCache.invalidate(deps.db, [CLUB_TAG]);
  return adminFormula(deps.db, id);
}

/** PUT /admin/club/formula/{id}: the given fields, the others kept. */
export async function changeFormula(deps: Pick<ShopDeps, 'db' | 'pageCache'>, id: number, changes: ClubFormulaChanges): Promise<AdminClubFormula> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(clubFormula).where(eq(clubFormula.id, id)).for('update');
    if (!row) throw notFound('admin-club:errors.notFound');
    const { fr_FR, en_US, ...given } = changes;
    const merged: Values = { ...columnsOf(row as Values), ...Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) };
    assertFits(merged);
    await tx.update(clubFormula).set(columnsOf(merged)).where(eq(clubFormula.id, id));
    if (fr_FR) await writeWords(tx, id, 'fr_FR', fr_FR);
    if (en_US) await writeWords(tx, id, 'en_US', en_US);
  });
  await deps.pageCache.invalidate(deps.db, [CLUB_TAG]);
  return adminFormula(deps.db, id);
}

/** POST /admin/club/formula/{id}/picture: replaces the picture. */
export async function setFormulaPicture(deps: ShopDeps, id: number, file: ValidatedFile, bytes: Uint8Array): Promise<AdminClubFormula> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select({ mediaId: clubFormula.mediaId }).from(clubFormula).where(eq(clubFormula.id, id)).for('update');
    if (!row) throw notFound('admin-club:errors.notFound');
    const stored = await storeImage(tx, file, bytes, true);
    await tx.update(clubFormula).set({ mediaId: stored.id }).where(eq(clubFormula.id, id));
  });
  await deps.pageCache.invalidate(deps.db, [CLUB_TAG]);
  return adminFormula(deps.db, id);
}
