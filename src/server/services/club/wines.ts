import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AdminClubWine } from '~/lib/admin/club-shipments';
import type { Lang } from '~/lib/i18n';
import type { Database } from '../../db/connection';
import { declination, product, productTranslation } from '../../db/schema';

// The wines a club shipment may hold: the declinations of the shop's wines (a product with a
// colour), named as the member reads them ("Clos des Tilleuls 2022"), with their price and stock.

export interface WineFacts {
  declinationId: number;
  name: string;
  colour: string | null;
  price: number;
  /** Bottles left when the stock is tracked, else null. */
  stock: number | null;
  isValid: boolean;
}

const nameIn = (lang: Lang) =>
  sql<string>`coalesce((select ${productTranslation.name} from ${productTranslation} where ${productTranslation.productId} = ${product.id} order by ${productTranslation.lang} = ${lang} desc, ${productTranslation.lang} = 'fr_FR' desc limit 1), ${declination.reference}, '')`;

async function factsWhere(db: Database, lang: Lang, where: ReturnType<typeof and>): Promise<WineFacts[]> {
  const rows = await db
    .select({ declinationId: declination.id, name: nameIn(lang), year: declination.year, colour: product.colour, price: declination.price, quantity: declination.quantity, tracksStock: declination.tracksStock, isValid: declination.isValid, productValid: product.isValid })
    .from(declination)
    .innerJoin(product, eq(product.id, declination.productId))
    .where(where)
    .orderBy(asc(product.position), asc(product.id), asc(declination.position), asc(declination.id));
  return rows.map((row) => ({
    declinationId: row.declinationId,
    name: row.year ? `${row.name} ${row.year}` : row.name,
    colour: row.colour,
    price: row.price,
    stock: row.tracksStock ? (row.quantity ?? 0) : null,
    isValid: row.isValid && row.productValid,
  }));
}

/** The facts of these declinations, by id. */
export async function wineFacts(db: Database, ids: number[], lang: Lang): Promise<Map<number, WineFacts>> {
  if (!ids.length) return new Map();
  return new Map((await factsWhere(db, lang, and(inArray(declination.id, ids)))).map((wine) => [wine.declinationId, wine]));
}

/** GET /admin/club/wine: the wines the owner may put in a shipment (published wines), in French. */
export async function adminClubWines(db: Database): Promise<AdminClubWine[]> {
  const wines = await factsWhere(db, 'fr_FR', and(eq(product.type, 'WINE'), isNotNull(product.colour), eq(product.isValid, true), eq(declination.isValid, true)));
  return wines.map(({ declinationId, name, colour, price, stock }) => ({ declinationId, name, colour, price, stock }));
}
