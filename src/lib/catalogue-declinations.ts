// Choosing what is sold of a product: the declination a page shows (from its URL), and the choices
// of the picker (vintage, capacity, up to three variations), each pointing at the declination it
// would show. Pure, so the page works without script and the rules are tested on their own.
import type { Declination, ProductType } from './catalogue';
import { capacityInCentilitres } from './catalogue-format';

/** One axis a product's declinations differ on. */
export type Dimension = 'year' | 'capacity' | 'variation1' | 'variation2' | 'variation3';

type Choosable = Pick<Declination, 'id' | 'year' | 'capacity' | 'capacityUnit' | 'variations' | 'tracksStock' | 'quantity'>;

const DIMENSIONS: Dimension[] = ['year', 'capacity', 'variation1', 'variation2', 'variation3'];

/** A declination's value on one axis, comparable with ===; null when it has none. */
export function valueOn(declination: Choosable, dimension: Dimension): number | null {
  switch (dimension) {
    case 'year':
      return declination.year;
    case 'capacity':
      return declination.capacity === null ? null : capacityInCentilitres(declination.capacity, declination.capacityUnit);
    default: {
      const position = Number(dimension.slice(-1));
      return declination.variations.find((v) => v.position === position)?.id ?? null;
    }
  }
}

const isSoldOut = (d: Choosable) => d.tracksStock && d.quantity !== null && d.quantity <= 0;

/** The first declination that can be bought, else the first one: what a product page opens on. */
export function defaultDeclination<T extends Choosable>(declinations: readonly T[]): T | null {
  return declinations.find((d) => !isSoldOut(d)) ?? declinations[0] ?? null;
}

/** What /wines/{slug}/{id}/{year} shows: the default declination of that vintage, or null. */
export function declinationOfYear<T extends Choosable>(declinations: readonly T[], year: number): T | null {
  return defaultDeclination(declinations.filter((d) => d.year === year));
}

/** The axes on which this product's declinations actually differ, in picker order. */
export function dimensionsOf(declinations: readonly Choosable[]): Dimension[] {
  return DIMENSIONS.filter((dimension) => new Set(declinations.map((d) => valueOn(d, dimension))).size > 1);
}

export interface Choice<T extends Choosable> {
  value: number | null;
  /** The declination this choice leads to: the one agreeing most with the current selection. */
  target: T;
  isCurrent: boolean;
  /** False when choosing it also changes another axis (a magnum that exists only in 2023). */
  keepsOtherChoices: boolean;
}

/**
 * The choices on one axis: every value a declination has, each leading to the declination that
 * keeps as many of the other current choices as possible (declination order breaks ties).
 */
export function choicesOn<T extends Choosable>(declinations: readonly T[], selected: T, dimension: Dimension): Choice<T>[] {
  const others = dimensionsOf(declinations).filter((d) => d !== dimension);
  const agreement = (d: T) => others.filter((other) => valueOn(d, other) === valueOn(selected, other)).length;
  const values = [...new Set(declinations.map((d) => valueOn(d, dimension)))];
  const ordered = dimension === 'year' ? values.sort((a, b) => (b ?? 0) - (a ?? 0)) : dimension === 'capacity' ? values.sort((a, b) => (a ?? 0) - (b ?? 0)) : values;
  return ordered.map((value) => {
    const candidates = declinations.filter((d) => valueOn(d, dimension) === value);
    const best = Math.max(...candidates.map(agreement));
    const matching = candidates.filter((d) => agreement(d) === best);
    const target = value === valueOn(selected, dimension) ? selected : (matching.find((d) => !isSoldOut(d)) ?? matching[0]!);
    return { value, target, isCurrent: target.id === selected.id, keepsOtherChoices: best === others.length };
  });
}

/**
 * The address of a product page showing `target`, without language prefix: the bare product path
 * for the declination it opens on, the vintage path when that vintage opens on it, else the
 * declination's detail path (wines) or `?declination=` (other products, which have no detail route).
 */
export function declinationPath<T extends Choosable>(
  product: { type: ProductType; path: string },
  declinations: readonly T[],
  target: T,
): string {
  if (defaultDeclination(declinations)?.id === target.id) return product.path;
  if (product.type !== 'WINE') return `${product.path}?declination=${target.id}`;
  if (target.year !== null && declinationOfYear(declinations, target.year)?.id === target.id) return `${product.path}/${target.year}`;
  return `${product.path}/detail/${target.id}`;
}
