import { describe, expect, it } from 'vitest';
import type { Declination, ProductDetail } from '~/lib/catalogue';
import { breadcrumbJsonLd, declinationLabel, productJsonLd, sitemapXml } from '~/lib/catalogue-seo';

const declination = (id: number, year: number | null, finalPrice: number, quantity: number | null): Declination => ({
  id,
  year,
  capacity: 75,
  capacityUnit: 'CENTILITRE',
  price: finalPrice,
  fixedPrice: null,
  finalPrice,
  discount: null,
  quantity,
  tracksStock: quantity !== null,
  setQuantity: null,
  sellByMultipleOf: 1,
  image: null,
  variations: [],
  reference: `REF-${id}`,
});

const wine = {
  id: 7,
  type: 'WINE',
  name: 'Les Tuffeaux',
  appellation: 'Saumur-Champigny',
  reference: 'TIL-SCT',
  metaDescription: 'Le Saumur-Champigny de tous les jours.',
  shortDescription: null,
  image: null,
  gallery: [{ kind: 'image', id: 1, url: '/api/media/1/tuffeaux.svg', alt: 'Bouteille', width: 600, height: 900 }],
  awards: [{ id: 1, name: 'Médaille d’or', competition: 'Concours Général Agricole', medal: 'GOLD', year: 2026, score: null, scoreOutOf: null, image: null }],
  declinations: [declination(11, 2024, 1350, null), declination(12, 2023, 1290, 0)],
} as unknown as ProductDetail;

const input = {
  product: wine,
  lang: 'fr_FR' as const,
  siteUrl: 'https://www.domaine.example',
  url: 'https://www.domaine.example/wines/les-tuffeaux/7',
  brand: 'Domaine des Tilleuls',
  declinationPath: (d: Declination) => `/wines/les-tuffeaux/7/detail/${d.id}`,
  hidePrices: false,
};

describe('productJsonLd', () => {
  it('describes the product with one offer per declination', () => {
    const data = productJsonLd(input) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Saumur-Champigny Les Tuffeaux',
      url: input.url,
      description: 'Le Saumur-Champigny de tous les jours.',
      image: ['https://www.domaine.example/api/media/1/tuffeaux.svg'],
      brand: { '@type': 'Brand', name: 'Domaine des Tilleuls' },
      award: 'Médaille d’or 2026',
    });
    expect(data.offers).toEqual([
      expect.objectContaining({
        '@type': 'Offer',
        price: '13.50',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: 'https://www.domaine.example/wines/les-tuffeaux/7/detail/11',
        sku: 'REF-11',
      }),
      expect.objectContaining({ price: '12.90', availability: 'https://schema.org/OutOfStock' }),
    ]);
  });

  it('publishes no price the shop hides', () => {
    expect(productJsonLd({ ...input, hidePrices: true })).not.toHaveProperty('offers');
  });
});

describe('declinationLabel', () => {
  it('names a declination by vintage, capacity and variations', () => {
    expect(declinationLabel(declination(1, 2023, 0, null), 'fr_FR').replace(/\u00a0/g, ' ')).toBe('2023 · 75 cl');
    expect(declinationLabel({ year: null, capacity: null, capacityUnit: null, variations: [{ position: 1, idVariation: 1, id: 2, label: 'Or' }] }, 'fr_FR')).toBe('Or');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the steps from one', () => {
    expect(breadcrumbJsonLd([{ label: 'Accueil', url: 'https://x/' }, { label: 'Nos vins', url: 'https://x/nos-vins' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://x/' },
        { '@type': 'ListItem', position: 2, name: 'Nos vins', item: 'https://x/nos-vins' },
      ],
    });
  });
});

describe('sitemapXml', () => {
  it('lists each language’s address with every alternate, French as x-default, escaped', () => {
    const xml = sitemapXml([{ urls: { fr_FR: 'https://x/wines/a&b/1', en_US: 'https://x/en_US/wines/a-b/1' } }]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://x/wines/a&amp;b/1</loc>');
    expect(xml).toContain('<loc>https://x/en_US/wines/a-b/1</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en-US" href="https://x/en_US/wines/a-b/1"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://x/wines/a&amp;b/1"/>');
  });
});
