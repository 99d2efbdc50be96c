import { describe, expect, it } from 'vitest';
import { catalogueSettings } from '~/components/catalogue/settings';
import { frameFixture } from '../fixtures/frame';

const withParameters = (parameters: Record<string, string | null>) => {
  const frame = frameFixture('fr_FR');
  return catalogueSettings({ ...frame, parameters: { ...frame.parameters, ...parameters } });
};

describe('catalogueSettings', () => {
  it('reads the owner’s catalogue parameters', () => {
    const settings = withParameters({
      PRODUCT_DISPLAY: 'list',
      PRODUCT_ORDER: 'NAME',
      PRODUCT_ASPECT_RATIO: '3/4',
      HIDE_PRODUCT_PRICES: 'true',
      PRODUCT_HIDE_PERCENTAGE_DISCOUNT: 'true',
      HANDLE_STOCK: 'true',
      STOCK_LIMIT_DISPLAY: '12',
      SWITCH_WINE_NAME_AND_APPELLATION: 'true',
      PRODUCT_PAGE_STYLE: 'WIDE',
      FEATURES_PRODUCT_STYLE: 'ICONS',
      DETAIL_PAGE_MARGIN_TOP: '40',
      NOT_IN_STOCK_LABEL: 'Épuisé au domaine',
    });
    expect(settings).toMatchObject({
      display: 'LIST',
      defaultOrder: 'name',
      aspectRatio: '3 / 4',
      hidePrices: true,
      hidePercentage: true,
      showStock: true,
      lowStockLimit: 12,
      appellationFirst: true,
      pageStyle: 'WIDE',
      featuresStyle: 'ICONS',
      detailMarginTop: 40,
      soldOutLabel: 'Épuisé au domaine',
    });
  });

  it('falls back to the specification’s defaults on blank or odd values', () => {
    const settings = withParameters({
      PRODUCT_DISPLAY: null,
      PRODUCT_ORDER: 'RANDOM',
      PRODUCT_ASPECT_RATIO: 'tall',
      DETAIL_PAGE_MARGIN_TOP: 'beaucoup',
      HANDLE_STOCK: 'false',
      IN_STOCK_LABEL: ' ',
    });
    expect(settings).toMatchObject({
      display: 'GRID',
      defaultOrder: 'price',
      aspectRatio: '2 / 3',
      detailMarginTop: 28,
      showStock: false,
      inStockLabel: null,
    });
  });
});
