import { describe, expect, it } from 'vitest';
import {
  bottleImage,
  boxImage,
  customLabelImage,
  engravedCaseImage,
  ESTATE_NAME,
  giftCardImage,
  logoImage,
  mealIcon,
  mealKeys,
  medalImage,
  sceneImage,
  sceneKinds,
  tastingVoucherImage,
  type LogoType,
  type WineColour,
} from '~/server/seed/art/index.ts';

const entity = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi;

/**
 * A small XML well-formedness check (Node has no DOMParser): the document must be a sequence of
 * tags and text with balanced elements, quoted attributes, no stray `<` or `&`, unique ids, and
 * every `url(#…)` or `href="#…"` pointing at an id that exists.
 */
function checkSvg(svg: string): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" ')).toBe(true);
  expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"[^>]*width="\d+"[^>]*height="\d+"/);
  expect(svg).toMatch(/^<svg [^>]*><title>[^<]+<\/title>/);
  const token = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
  const stack: string[] = [];
  const ids = new Set<string>();
  let position = 0;
  while (position < svg.length) {
    token.lastIndex = position;
    const match = token.exec(svg);
    if (!match) throw new Error(`not well-formed near: ${svg.slice(position, position + 80)}`);
    position = token.lastIndex;
    const [, closing, name, attributes = '', selfClosing, content] = match;
    if (content !== undefined) {
      expect(content.replace(entity, '')).not.toMatch(/[&>]/);
      continue;
    }
    if (closing) {
      expect(stack.pop(), `closing </${name}>`).toBe(name);
      continue;
    }
    const seen = new Set<string>();
    for (const [, attribute, value] of attributes.matchAll(/([\w:-]+)="([^"]*)"/g)) {
      expect(seen.has(attribute), `duplicate ${attribute} on <${name}>`).toBe(false);
      seen.add(attribute);
      expect(value.replace(entity, '')).not.toMatch(/&/);
      if (attribute === 'id') {
        expect(ids.has(value), `duplicate id ${value}`).toBe(false);
        ids.add(value);
      }
    }
    if (!selfClosing) stack.push(name);
  }
  expect(stack).toEqual([]);
  for (const [, reference] of svg.matchAll(/(?:url\(#|href="#)([^)"]+)/g)) {
    expect(ids.has(reference), `reference to missing #${reference}`).toBe(true);
  }
}

const colours: WineColour[] = ['RED', 'WHITE', 'ROSE', 'SPARKLING', 'SWEET'];

describe('bottle images', () => {
  it('draw every colour and size with the label the wine was given, escaped for XML', () => {
    for (const colour of colours) {
      for (const capacityCl of [37.5, 75, 150] as const) {
        const svg = bottleImage({ colour, capacityCl, label: { name: 'Cuvée <Léa> & Tom', appellation: 'Saumur-Champigny', year: 2022 } });
        checkSvg(svg);
        expect(svg).toContain('Cuvée &lt;Léa&gt; &amp; Tom');
        expect(svg).toContain('SAUMUR-CHAMPIGNY');
        expect(svg).toContain('2022');
        expect(svg).toContain(ESTATE_NAME.toUpperCase());
      }
    }
  });

  it('leave the vintage out of a non-vintage wine and name the capacity', () => {
    const svg = bottleImage({ colour: 'SPARKLING', capacityCl: 150, label: { name: 'Fines Bulles', appellation: 'Crémant de Loire', year: null } });
    checkSvg(svg);
    expect(svg).toContain('1,5 L');
    expect(svg).not.toMatch(/>\d{4}</);
  });

  it('are deterministic and differ with the size of the bottle', () => {
    const options = { colour: 'RED', label: { name: 'Les Tilleuls', appellation: 'Saumur', year: 2021 } } as const;
    expect(bottleImage({ ...options, capacityCl: 75 })).toBe(bottleImage({ ...options, capacityCl: 75 }));
    expect(bottleImage({ ...options, capacityCl: 75 })).not.toBe(bottleImage({ ...options, capacityCl: 150 }));
  });
});

describe('packaging images', () => {
  it('draw cases of 3, 6 and 12 bottles with their title', () => {
    for (const bottles of [3, 6, 12] as const) {
      const svg = boxImage({ title: 'Coffret Découverte', bottles, colours: ['RED', 'WHITE', 'SPARKLING'] });
      checkSvg(svg);
      expect(svg).toContain('Coffret Découverte');
      expect(svg).toBe(boxImage({ title: 'Coffret Découverte', bottles, colours: ['RED', 'WHITE', 'SPARKLING'] }));
    }
  });

  it('draw the gift card, the tasting voucher and the two customisable products with their texts', () => {
    const cases: [string, string[]][] = [
      [giftCardImage({ amountLabel: '50 €', title: 'Carte cadeau' }), ['50 €', 'Carte cadeau']],
      [tastingVoucherImage({ title: 'Dégustation en cave' }), ['Dégustation en cave']],
      [engravedCaseImage({ title: 'Caisse gravée', engraving: 'Pour Hélène & Marc' }), ['Caisse gravée', 'Pour Hélène &amp; Marc']],
      [customLabelImage({ title: 'Étiquette personnalisée', message: 'Joyeux anniversaire' }), ['Joyeux anniversaire']],
    ];
    for (const [svg, texts] of cases) {
      checkSvg(svg);
      for (const content of texts) expect(svg).toContain(content);
    }
    expect(giftCardImage({ amountLabel: '50 €', title: 'Carte cadeau' })).toBe(giftCardImage({ amountLabel: '50 €', title: 'Carte cadeau' }));
  });
});

describe('scenes', () => {
  it('draw every kind at 1600×1000, the same each time, and differently for another variant', () => {
    for (const kind of sceneKinds) {
      const first = sceneImage(kind, 0);
      checkSvg(first);
      checkSvg(sceneImage(kind, 1));
      expect(first).toContain('width="1600" height="1000"');
      expect(first).toContain(ESTATE_NAME);
      expect(sceneImage(kind, 0)).toBe(first);
      expect(sceneImage(kind, 1)).not.toBe(first);
    }
  });
});

describe('logos, icons and medals', () => {
  it('draw every logo with the estate name', () => {
    const types: LogoType[] = ['LOGO', 'LOGO_LIGHT_THEME', 'LOGO_DARK_THEME', 'LOGO_FOOTER', 'LOGO_FAVICON'];
    for (const type of types) {
      const svg = logoImage(type);
      checkSvg(svg);
      expect(svg).toContain(`<title>${ESTATE_NAME}</title>`);
      if (type !== 'LOGO_FAVICON') expect(svg).toContain('Tilleuls</text>');
    }
    expect(logoImage('LOGO_FAVICON')).toContain('viewBox="0 0 64 64"');
  });

  it('draw every meal icon as a 64 px line icon with its name', () => {
    expect(mealKeys).toHaveLength(10);
    for (const key of mealKeys) {
      const svg = mealIcon(key);
      checkSvg(svg);
      expect(svg).toContain('width="64" height="64"');
      expect(svg).toContain('stroke="currentColor"');
    }
    expect(mealIcon('cheese')).toContain('<title>Fromage</title>');
  });

  it('draw medals with the competition and the year', () => {
    for (const medal of ['GOLD', 'SILVER', 'BRONZE'] as const) {
      const svg = medalImage({ medal, competition: 'Concours des Vins du Val de Loire', year: 2024 });
      checkSvg(svg);
      expect(svg).toContain('CONCOURS DES VINS DU VAL DE LOIRE');
      expect(svg).toContain('2024');
    }
    expect(medalImage({ medal: 'GOLD', competition: 'Decanter', year: 2023 })).toContain("d&apos;or");
  });
});
