import type { Database } from '../db/connection';
import {
  award,
  awardTranslation,
  nutrition,
  nutritionTranslation,
  productAward,
  productFeature,
  productFeatureTranslation,
  productGrape,
  productMealIcon,
} from '../db/schema';
import { medalImage } from './art';
import type { Award, Localized, Medal, Product, Wine } from './data';
import { storeSvg } from './media';
import { perLang } from './rows';
import type { Taxonomy } from './taxonomy';

// What a product sheet shows beside the price: features, and for wines the grapes, pairings,
// awards and the e-label (ingredients and nutrition).

const medalNames: Record<Medal, Localized> = {
  PLATINUM: { fr_FR: 'Médaille de platine', en_US: 'Platinum medal' },
  DOUBLE_GOLD: { fr_FR: 'Double médaille d’or', en_US: 'Double gold medal' },
  GOLD: { fr_FR: 'Médaille d’or', en_US: 'Gold medal' },
  SILVER: { fr_FR: 'Médaille d’argent', en_US: 'Silver medal' },
  BRONZE: { fr_FR: 'Médaille de bronze', en_US: 'Bronze medal' },
  COMMENDED: { fr_FR: 'Mention', en_US: 'Commended' },
};

/** 'Médaille d’or – Concours Général Agricole Paris 2026, millésime 2024 (93/100)'. */
function awardName(entry: Award): Localized {
  const score = entry.score === null ? '' : ` (${entry.score}/100)`;
  return {
    fr_FR: `${medalNames[entry.medal].fr_FR} – ${entry.competition} ${entry.year}${entry.vintage ? `, millésime ${entry.vintage}` : ''}${score}`,
    en_US: `${medalNames[entry.medal].en_US} – ${entry.competition} ${entry.year}${entry.vintage ? `, ${entry.vintage} vintage` : ''}${score}`,
  };
}

async function seedAwards(db: Database, productId: number, wine: Wine) {
  for (const [position, entry] of wine.awards.entries()) {
    const name = awardName(entry);
    const medal = entry.medal === 'GOLD' || entry.medal === 'SILVER' || entry.medal === 'BRONZE' ? entry.medal : null;
    const picture = medal
      ? await storeSvg(db, medalImage({ medal, competition: entry.competition, year: entry.year }), `award-${wine.key}-${entry.year}-${position}`, name)
      : null;
    const [row] = await db
      .insert(award)
      .values({
        competition: entry.competition,
        medal: entry.medal,
        year: entry.year,
        score: entry.score,
        scoreOutOf: entry.score === null ? null : 100,
        mediaId: picture?.id ?? null,
      })
      .returning({ id: award.id });
    await db.insert(awardTranslation).values(perLang({ name }, { awardId: row.id }));
    await db.insert(productAward).values({ productId, awardId: row.id, position });
  }
}

/** The EU e-label: ingredients in order of weight, the allergen statement, values per 100 ml. */
async function seedNutrition(db: Database, productId: number, wine: Wine) {
  const values = wine.nutrition;
  const [row] = await db
    .insert(nutrition)
    .values({
      productId,
      energyKj: values.energyKj,
      energyKcal: values.energyKcal,
      fat: values.fat,
      saturatedFat: values.saturates,
      carbohydrates: values.carbohydrates,
      sugars: values.sugars,
      protein: values.protein,
      salt: values.salt,
    })
    .returning({ id: nutrition.id });
  // One sentence: 'Raisins, conservateur : sulfites'.
  const list = (lang: keyof Localized) =>
    wine.ingredients.map((i, index) => (index === 0 ? i.name[lang] : i.name[lang].charAt(0).toLowerCase() + i.name[lang].slice(1))).join(', ');
  const ingredients: Localized = { fr_FR: list('fr_FR'), en_US: list('en_US') };
  await db.insert(nutritionTranslation).values(perLang({ ingredients, allergens: wine.allergenStatement }, { nutritionId: row.id }));
}

async function seedFeatures(db: Database, productId: number, product: Product, taxonomy: Taxonomy) {
  for (const [position, entry] of product.features.entries()) {
    const featureId = await taxonomy.featureId(entry);
    const [row] = await db.insert(productFeature).values({ productId, featureId, position }).returning({ id: productFeature.id });
    await db.insert(productFeatureTranslation).values(perLang({ value: entry.value }, { productFeatureId: row.id }));
  }
}

export async function seedProductDetails(db: Database, productId: number, product: Product, taxonomy: Taxonomy) {
  await seedFeatures(db, productId, product, taxonomy);
  if (product.type !== 'WINE') return;
  await db.insert(productGrape).values(product.grapes.map((g, position) => ({ productId, variety: g.variety, percent: g.percent, position })));
  await db
    .insert(productMealIcon)
    .values(product.pairing.meals.map((meal, position) => ({ productId, mealIconId: taxonomy.mealIconId(meal), position })));
  await seedAwards(db, productId, product);
  await seedNutrition(db, productId, product);
}
