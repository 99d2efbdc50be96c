// The site parameters that change how the catalogue looks, read once per page.
import type { FrameData } from '~/layouts/frame-data';
import { chosen, isOn, numberParameter, parameter } from '~/layouts/parameters';

export const PRODUCT_DISPLAYS = ['GRID', 'LIST'] as const;
export type ProductDisplay = (typeof PRODUCT_DISPLAYS)[number];

/** PRODUCT_ORDER as the owner names it, and the list order it means. */
const DEFAULT_ORDERS = { PRICE: 'price', NAME: 'name', YEAR: '-year' } as const;

export interface CatalogueSettings {
  hidePrices: boolean;
  hidePercentage: boolean;
  /** HANDLE_STOCK: stock badges are shown at all. */
  showStock: boolean;
  lowStockLimit: number;
  /** SWITCH_WINE_NAME_AND_APPELLATION: the appellation is the title, the cuvée under it. */
  appellationFirst: boolean;
  display: ProductDisplay;
  defaultOrder: (typeof DEFAULT_ORDERS)[keyof typeof DEFAULT_ORDERS];
  /** CSS aspect-ratio of product pictures, from PRODUCT_ASPECT_RATIO ('2/3'). */
  aspectRatio: string;
  pageStyle: 'CLASSIC' | 'WIDE';
  featuresStyle: 'TABLE' | 'ICONS';
  grapeDisplay: 'PERCENTAGE' | 'LIST';
  showGrapePercentage: boolean;
  showNutrition: boolean;
  /** DETAIL_PAGE_MARGIN_TOP, in px (28 by default, on small screens too). */
  detailMarginTop: number;
  /** The owner's IN_STOCK_LABEL and NOT_IN_STOCK_LABEL, when set. */
  inStockLabel: string | null;
  soldOutLabel: string | null;
}

function aspectRatio(value: string | null): string {
  const match = value?.match(/^\s*(\d+(?:\.\d+)?)\s*[/:x]\s*(\d+(?:\.\d+)?)\s*$/);
  return match && Number(match[1]) > 0 && Number(match[2]) > 0 ? `${match[1]} / ${match[2]}` : '2 / 3';
}

export function catalogueSettings(frame: FrameData): CatalogueSettings {
  return {
    hidePrices: isOn(frame, 'HIDE_PRODUCT_PRICES'),
    hidePercentage: isOn(frame, 'PRODUCT_HIDE_PERCENTAGE_DISCOUNT'),
    showStock: isOn(frame, 'HANDLE_STOCK'),
    lowStockLimit: numberParameter(frame, 'STOCK_LIMIT_DISPLAY', 0, 100_000),
    appellationFirst: isOn(frame, 'SWITCH_WINE_NAME_AND_APPELLATION'),
    display: chosen(frame.parameters, 'PRODUCT_DISPLAY'),
    defaultOrder: DEFAULT_ORDERS[chosen(frame.parameters, 'PRODUCT_ORDER')],
    aspectRatio: aspectRatio(parameter(frame, 'PRODUCT_ASPECT_RATIO')),
    pageStyle: chosen(frame.parameters, 'PRODUCT_PAGE_STYLE'),
    featuresStyle: chosen(frame.parameters, 'FEATURES_PRODUCT_STYLE'),
    grapeDisplay: chosen(frame.parameters, 'GRAPE_VARIETY_DISPLAY'),
    showGrapePercentage: parameter(frame, 'SHOW_GRAPE_VARIETY_PERCENTAGE') === null || isOn(frame, 'SHOW_GRAPE_VARIETY_PERCENTAGE'),
    showNutrition: parameter(frame, 'SHOW_NUTRITIONAL_TABLE') === null || isOn(frame, 'SHOW_NUTRITIONAL_TABLE'),
    detailMarginTop: numberParameter(frame, 'DETAIL_PAGE_MARGIN_TOP', 0, 400),
    inStockLabel: parameter(frame, 'IN_STOCK_LABEL'),
    soldOutLabel: parameter(frame, 'NOT_IN_STOCK_LABEL'),
  };
}
