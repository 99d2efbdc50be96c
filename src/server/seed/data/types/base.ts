export type Lang = 'fr_FR' | 'en_US';

/** Every text a visitor reads exists in French and in English. */
export type Localized = Record<Lang, string>;

/**
 * ISO 8601 date-time with its offset, e.g. 2026-10-12T09:00:00Z, written as seen on 20/11/2026:
 * the seed moves it by as many days as it runs after that (../../calendar.ts).
 */
export type IsoDate = string;

/** 1 = Monday … 7 = Sunday (ISO weekday). */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** 'HH:MM', local time of the estate (Europe/Paris). */
export type ClockTime = string;

// Pictures: the seed draws every image itself, so content names what the picture shows and the
// loader chooses the drawing.

export type SceneKey =
  | 'vineyard-spring'
  | 'vineyard-summer'
  | 'vineyard-autumn'
  | 'vineyard-winter'
  | 'harvest'
  | 'harvest-crates'
  | 'press'
  | 'tufa-cellar'
  | 'barrels'
  | 'tasting-room'
  | 'tasting-glasses'
  | 'estate-house'
  | 'family'
  | 'loire-landscape'
  | 'pruning'
  | 'flowering'
  | 'bottling'
  | 'food-pairing'
  | 'cheese-board'
  | 'picnic'
  | 'sunset-vines'
  | 'horse-ploughing'
  | 'open-days'
  | 'workshop';

export interface ScenePicture {
  scene: SceneKey;
  alt: Localized;
}
