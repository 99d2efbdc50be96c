import { describe, expect, it } from 'vitest';
import { cropText, cropToSentences, excerpt, stripHtml } from '~/lib/text';

describe('cropText', () => {
  const sentence = 'Un vin rouge charpenté aux arômes de fruits noirs, élevé douze mois en fûts de chêne.';

  it('returns short text untouched, without an ellipsis', () => {
    expect(cropText('Rosé de Provence')).toBe('Rosé de Provence');
    expect(cropText(sentence, sentence.length)).toBe(sentence);
  });

  it('cuts on a word boundary and adds an ellipsis', () => {
    expect(cropText(sentence, 30)).toBe('Un vin rouge charpenté aux…');
    expect(cropText(sentence, 30).length).toBeLessThanOrEqual(31);
  });

  it('keeps a word that ends exactly at the limit', () => {
    expect(cropText('Cuvée des Trois Chênes', 15)).toBe('Cuvée des Trois…');
  });

  it('does not leave a comma before the ellipsis', () => {
    expect(cropText(sentence, 52)).toBe('Un vin rouge charpenté aux arômes de fruits noirs…');
  });

  it('cuts inside a single word longer than the limit', () => {
    expect(cropText('Anticonstitutionnellement', 10)).toBe('Anticonsti…');
  });

  it('defaults to 120 characters', () => {
    const long = 'mot '.repeat(60);
    const cropped = cropText(long);
    expect(cropped.endsWith('…')).toBe(true);
    expect(cropped.length).toBeLessThanOrEqual(121);
  });

  it('collapses whitespace and handles empty text', () => {
    expect(cropText('  Domaine \n\n des   Chênes ')).toBe('Domaine des Chênes');
    expect(cropText('')).toBe('');
  });
});

describe('cropToSentences', () => {
  const presentation =
    'Domaine familial de 28 hectares à Varrains. Depuis quatre générations, la famille Moreau cultive le cabernet franc. En bio depuis 2023.';

  it('keeps as many whole sentences as fit', () => {
    expect(cropToSentences(presentation, 100)).toBe('Domaine familial de 28 hectares à Varrains.');
    expect(cropToSentences(presentation, 115)).toBe(
      'Domaine familial de 28 hectares à Varrains. Depuis quatre générations, la famille Moreau cultive le cabernet franc.',
    );
  });

  it('returns text that fits untouched', () => {
    expect(cropToSentences(presentation, 500)).toBe(presentation);
  });

  it('falls back to a word boundary when the first sentence is too long', () => {
    expect(cropToSentences(presentation, 20)).toBe('Domaine familial de…');
  });

  it('does not take a decimal point for the end of a sentence', () => {
    expect(cropToSentences('Un vin de 12.5 degrés servi frais au caveau', 30)).toBe('Un vin de 12.5 degrés servi…');
  });
});

describe('stripHtml', () => {
  it('keeps the words and separates blocks', () => {
    expect(stripHtml('<h2>Le domaine</h2><p>Depuis <strong>1887</strong>,<br>notre famille…</p>')).toBe(
      'Le domaine Depuis 1887, notre famille…',
    );
  });

  it('drops scripts, styles and comments with their content', () => {
    expect(stripHtml('<style>p{color:red}</style><p>Vin</p><script>alert(1)</script><!-- note -->')).toBe('Vin');
  });

  it('decodes entities, named and numeric', () => {
    expect(stripHtml('Caf&eacute; &amp; vins&nbsp;: l&#39;&#xE9;t&#233; &lt;3')).toBe("Café & vins\u00a0: l'été <3");
    expect(stripHtml('&unknown; &#0;')).toBe('&unknown; &#0;');
  });

  it('gives an excerpt of HTML', () => {
    expect(excerpt('<p>Millésime 2020 : une année solaire, des vins amples et généreux.</p>', 40)).toBe(
      'Millésime 2020 : une année solaire, des…',
    );
  });
});
