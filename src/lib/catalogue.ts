/**
 * What the catalogue API answers (GET /product, GET /product/{id}…), shared by the server that
 * builds it and the pages and islands that show it: the types of the catalogue contract
 * (src/lib/contracts/catalogue.ts), and the product's path. Zod-free, so islands may import it.
 */
import type { ProductType } from './contracts/catalogue';

export type {
  Award,
  CapacityUnit,
  Declination,
  Discount,
  ELabel,
  GalleryItem,
  MealIcon,
  Nutrition,
  NutritionValues,
  ProductDetail,
  ProductList,
  ProductSummary,
  ProductType,
  WineColour,
} from './contracts/catalogue';
export type { PresentedImage } from './contracts/image';

/** The page of a product, without language prefix. */
export function productPath(product: { type: ProductType; slug: string; id: number }): string {
  return `/${product.type === 'WINE' ? 'wines' : 'products'}/${product.slug}/${product.id}`;
}
