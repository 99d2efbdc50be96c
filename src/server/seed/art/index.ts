/**
 * The demo estate's pictures, drawn as SVG by code: bottles, cases and cards for the shop, scenes
 * for news, blog, albums and services, logos, meal-pairing icons and award medals. Every function
 * is pure: the same arguments always give the same document.
 */
export { bottleImage, type BottleCapacity, type BottleImageOptions, type WineColour } from './bottles.ts';
export {
  boxImage,
  customLabelImage,
  engravedCaseImage,
  giftCardImage,
  tastingVoucherImage,
  type BoxImageOptions,
  type CaseSize,
} from './packaging.ts';
export { sceneImage, sceneKinds, type SceneKind } from './scenes.ts';
export { logoImage, type LogoType } from './logos.ts';
export { mealIcon, mealKeys, medalImage, type MealKey, type Medal } from './icons.ts';
export { ESTATE_NAME } from './palette.ts';
