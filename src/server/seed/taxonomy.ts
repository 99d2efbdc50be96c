import type { Database } from '../db/connection';
import {
  componentConf,
  feature,
  featureTranslation,
  mealIcon,
  mealIconTranslation,
  variation,
  variationDetail,
  variationDetailTranslation,
  variationTranslation,
} from '../db/schema';
import { mealIcon as mealIconImage } from './art';
import { mealIcons, tags, variations, type ProductFeature } from './data';
import { storeSvg } from './media';
import { byKey, perLang } from './rows';

// What products share: the kinds of variation, the dishes a wine goes with, the characteristics
// their sheets list, and the tags the wine list filters on.

export interface VariationDetailRef {
  id: number;
  /** The French label, which the declination keeps as its variation text. */
  label: string;
}

export interface Taxonomy {
  variationId: (key: string) => number;
  variationDetail: (variationKey: string, detailKey: string) => VariationDetailRef;
  mealIconId: (key: string) => number;
  featureId: (kind: Omit<ProductFeature, 'value'>) => Promise<number>;
}

async function seedVariations(db: Database) {
  const ids = new Map<string, number>();
  const details = new Map<string, VariationDetailRef>();
  for (const [position, entry] of variations.entries()) {
    const [{ id }] = await db.insert(variation).values({ position }).returning({ id: variation.id });
    ids.set(entry.key, id);
    await db.insert(variationTranslation).values(perLang({ name: entry.name }, { variationId: id }));
    for (const [detailPosition, detail] of entry.details.entries()) {
      const [row] = await db.insert(variationDetail).values({ variationId: id, position: detailPosition }).returning({ id: variationDetail.id });
      await db.insert(variationDetailTranslation).values(perLang({ label: detail.label }, { detailId: row.id }));
      details.set(`${entry.key}/${detail.key}`, { id: row.id, label: detail.label.fr_FR });
    }
  }
  const detailOf = byKey(details, 'variation detail');
  return { variationId: byKey(ids, 'variation'), variationDetail: (key: string, detailKey: string) => detailOf(`${key}/${detailKey}`) };
}

/** Meal icons are drawn by the seed; their `icon` is where the browser finds the drawing. */
async function seedMealIcons(db: Database) {
  const ids = new Map<string, number>();
  for (const [position, entry] of mealIcons.entries()) {
    const stored = await storeSvg(db, mealIconImage(entry.key), `meal-${entry.key}`, entry.label);
    const [{ id }] = await db.insert(mealIcon).values({ key: entry.key, icon: stored.url, position }).returning({ id: mealIcon.id });
    await db.insert(mealIconTranslation).values(perLang({ label: entry.label }, { mealIconId: id }));
    ids.set(entry.key, id);
  }
  return byKey(ids, 'meal icon');
}

/** A characteristic is created the first time a product lists it, then shared. */
function featureRegistry(db: Database) {
  const ids = new Map<string, Promise<number>>();
  return (kind: Omit<ProductFeature, 'value'>) => {
    const key = `${kind.icon}/${kind.label.fr_FR}`;
    let id = ids.get(key);
    if (!id) {
      id = (async () => {
        const [row] = await db.insert(feature).values({ icon: kind.icon, position: ids.size }).returning({ id: feature.id });
        await db.insert(featureTranslation).values(perLang({ label: kind.label }, { featureId: row.id }));
        return row.id;
      })();
      ids.set(key, id);
    }
    return id;
  };
}

export async function seedTaxonomy(db: Database): Promise<Taxonomy> {
  const { variationId, variationDetail: detail } = await seedVariations(db);
  const mealIconId = await seedMealIcons(db);
  // Tag labels for the wine list's filters; products store the keys.
  await db.insert(componentConf).values({ slug: 'product-tags', conf: { tags: tags.map((t) => ({ key: t.key, label: t.label })) } });
  return { variationId, variationDetail: detail, mealIconId, featureId: featureRegistry(db) };
}
