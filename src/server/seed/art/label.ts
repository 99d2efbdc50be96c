import type { Box } from './bottle.ts';
import { crest } from './motifs.ts';
import { ESTATE_NAME, house } from './palette.ts';
import { fitFontSize, grainFilter, linearGradientUser, r, text, wrapWords } from './svg.ts';

export interface LabelText {
  name: string;
  appellation: string;
  year?: number | null;
}

export interface LabelScheme {
  /** The colour that tells the wine apart: bands, rules, appellation. */
  accent: string;
  /** The crest's grapes: red for red and rosé wines, gold or green otherwise. */
  grape: string;
  grapeHighlight: string;
}

/** Cream paper with a fine grain, framed by a double rule: the estate's classic label. */
export function estateLabel(id: string, box: Box, content: LabelText, scheme: LabelScheme, capacity: string): { defs: string; body: string } {
  const { x, y, width: w, height: h } = box;
  const cx = x + w / 2;
  const defs =
    linearGradientUser(`${id}-paper`, [
      { offset: 0, colour: house.paper },
      { offset: 1, colour: '#efe4cf' },
    ], 0, y, 0, y + h) + grainFilter(`${id}-grain`, 0.9, 0.22, 7);
  const inset = w * 0.06;
  const parts: string[] = [
    `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="url(#${id}-paper)" filter="url(#${id}-grain)"/>`,
    `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h * 0.028)}" fill="${scheme.accent}"/>`,
    `<rect x="${r(x)}" y="${r(y + h * 0.972)}" width="${r(w)}" height="${r(h * 0.028)}" fill="${scheme.accent}"/>`,
    `<rect x="${r(x + inset)}" y="${r(y + h * 0.06)}" width="${r(w - inset * 2)}" height="${r(h * 0.88)}" fill="none" stroke="${house.gold}" stroke-width="${r(Math.max(0.8, w * 0.006))}"/>`,
    `<rect x="${r(x + inset * 1.35)}" y="${r(y + h * 0.06 + inset * 0.35)}" width="${r(w - inset * 2.7)}" height="${r(h * 0.88 - inset * 0.7)}" fill="none" stroke="${house.gold}" stroke-width="${r(Math.max(0.5, w * 0.003))}"/>`,
  ];
  const crestSize = Math.min(h * 0.2, w * 0.32);
  parts.push(
    crest(cx, y + h * 0.085 + crestSize / 2, crestSize, {
      ring: scheme.accent,
      disc: house.paper,
      leaf: house.vine,
      leafVeins: '#8fd1aa',
      grape: scheme.grape,
      grapeHighlight: scheme.grapeHighlight,
      stem: house.vineDeep,
    }),
  );
  const inner = w - inset * 4;
  const estateSize = fitFontSize(ESTATE_NAME.toUpperCase(), inner, w * 0.075, 'serif', 0.14);
  const estateY = y + h * 0.39;
  parts.push(text(ESTATE_NAME.toUpperCase(), { x: cx, y: estateY, size: estateSize, fill: house.ink, tracking: 0.14 }));
  const ruleY = estateY + h * 0.045;
  const diamond = w * 0.022;
  parts.push(
    `<path d="M${r(cx - inner * 0.36)} ${r(ruleY)}H${r(cx - diamond * 2)}M${r(cx + diamond * 2)} ${r(ruleY)}H${r(cx + inner * 0.36)}" stroke="${scheme.accent}" stroke-width="${r(Math.max(0.6, w * 0.005))}"/>`,
    `<path d="M${r(cx)} ${r(ruleY - diamond)}l${r(diamond)} ${r(diamond)}l${r(-diamond)} ${r(diamond)}l${r(-diamond)} ${r(-diamond)}z" fill="${scheme.accent}"/>`,
  );
  const lines = wrapWords(content.name, 18, 2);
  const longest = lines.reduce((a, b) => (b.length > a.length ? b : a), '');
  const nameSize = fitFontSize(longest, inner, w * (lines.length > 1 ? 0.115 : 0.135), 'serif');
  const nameTop = y + h * (lines.length > 1 ? 0.54 : 0.59);
  lines.forEach((line, i) => {
    parts.push(text(line, { x: cx, y: nameTop + i * nameSize * 1.12, size: nameSize, fill: house.ink, italic: true }));
  });
  const appellation = content.appellation.toUpperCase();
  const appellationSize = fitFontSize(appellation, inner, w * 0.05, 'sans', 0.16);
  parts.push(
    text(appellation, { x: cx, y: y + h * 0.735, size: appellationSize, fill: scheme.accent, family: 'sans', weight: 600, tracking: 0.16 }),
  );
  if (content.year) {
    parts.push(text(String(content.year), { x: cx, y: y + h * 0.84, size: w * 0.1, fill: house.ink, tracking: 0.08 }));
  }
  const smallSize = w * 0.036;
  parts.push(
    text(capacity, { x: x + inset * 1.9, y: y + h * 0.915, size: smallSize, fill: house.inkSoft, family: 'sans', anchor: 'start' }),
    text('Val de Loire', { x: x + w - inset * 1.9, y: y + h * 0.915, size: smallSize, fill: house.inkSoft, family: 'sans', anchor: 'end' }),
  );
  return { defs, body: parts.join('') };
}

/** The collar on the neck of a still wine, with the vintage. */
export function neckCollar(box: Box, accent: string, year: number | null | undefined): string {
  const { x, y, width: w, height: h } = box;
  return (
    `<rect x="${r(x - 2)}" y="${r(y)}" width="${r(w + 4)}" height="${r(h)}" fill="${house.paper}"/>` +
    `<rect x="${r(x - 2)}" y="${r(y + h * 0.12)}" width="${r(w + 4)}" height="${r(h * 0.76)}" fill="${accent}"/>` +
    (year ? text(String(year), { x: x + w / 2, y: y + h * 0.68, size: h * 0.5, fill: house.paper, tracking: 0.1 }) : '')
  );
}
