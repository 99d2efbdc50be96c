import { serif, sans } from './palette.ts';

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Rounds a coordinate so documents stay small and identical from run to run. */
export function r(value: number): number {
  return Math.round(value * 10) / 10;
}

export interface SvgDocument {
  width: number;
  height: number;
  title: string;
  defs?: string;
  body: string;
  /** Extra attributes of the root element, e.g. a default `color` for line icons. */
  rootAttributes?: string;
}

/** A standalone SVG file: served as an image, so it carries its own size, title and definitions. */
export function svgDocument({ width, height, title, defs = '', body, rootAttributes = '' }: SvgDocument): string {
  const extra = rootAttributes ? ` ${rootAttributes}` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"${extra}>` +
    `<title>${escapeXml(title)}</title>` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>'
  );
}

export interface TextOptions {
  x: number;
  y: number;
  size: number;
  fill: string;
  family?: 'serif' | 'sans';
  anchor?: 'start' | 'middle' | 'end';
  weight?: number;
  italic?: boolean;
  /** Letter spacing in em, for the small capitals of labels. */
  tracking?: number;
  opacity?: number;
}

export function text(content: string, o: TextOptions): string {
  const anchor = o.anchor ?? 'middle';
  // Letter spacing also follows the last letter: shift centred text back by half of it.
  const x = o.tracking && anchor === 'middle' ? o.x + (o.tracking * o.size) / 2 : o.x;
  const attributes = [
    `x="${r(x)}"`,
    `y="${r(o.y)}"`,
    `font-family="${o.family === 'sans' ? sans : serif}"`,
    `font-size="${r(o.size)}"`,
    `fill="${o.fill}"`,
    `text-anchor="${anchor}"`,
  ];
  if (o.weight) attributes.push(`font-weight="${o.weight}"`);
  if (o.italic) attributes.push('font-style="italic"');
  if (o.tracking) attributes.push(`letter-spacing="${r(o.tracking * o.size)}"`);
  if (o.opacity !== undefined) attributes.push(`opacity="${o.opacity}"`);
  return `<text ${attributes.join(' ')}>${escapeXml(content)}</text>`;
}

/**
 * Average glyph advance in em, measured loosely on Georgia and Montserrat: enough to choose a size
 * that keeps a name inside its label without a text-measuring engine.
 */
const averageAdvance = { serif: 0.5, sans: 0.6 } as const;

export function fitFontSize(
  content: string,
  maxWidth: number,
  maxSize: number,
  family: 'serif' | 'sans' = 'serif',
  tracking = 0,
): number {
  const emWidth = content.length * (averageAdvance[family] + tracking);
  return Math.min(maxSize, emWidth > 0 ? maxWidth / emWidth : maxSize);
}

/** Splits a name into at most `maxLines` lines of whole words, as even as the words allow. */
export function wrapWords(content: string, maxCharsPerLine: number, maxLines: number): string[] {
  const words = content.trim().split(/\s+/).filter(Boolean);
  const wanted = Math.min(maxLines, words.length, Math.ceil(content.length / maxCharsPerLine));
  if (wanted < 2) return [words.join(' ')];
  const target = content.length / wanted;
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    const closerWithout = Math.abs(current.length - target) <= Math.abs(candidate.length - target);
    if (current && closerWithout && lines.length < wanted - 1) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  lines.push(current);
  return lines;
}

/** A soft drop shadow filter; `id` must be unique within the document. */
export function softShadow(id: string, blur: number, dy: number, opacity: number, colour = '#2b1d14'): string {
  return (
    `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%">` +
    `<feGaussianBlur in="SourceAlpha" stdDeviation="${blur}"/>` +
    `<feOffset dy="${dy}" result="offset"/>` +
    `<feFlood flood-color="${colour}" flood-opacity="${opacity}"/>` +
    '<feComposite in2="offset" operator="in"/>' +
    '<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>' +
    '</filter>'
  );
}

/** A plain blur, with room around the shape for thin things (floor shadows, streaks) to spread. */
export function blurFilter(id: string, deviation: number): string {
  return `<filter id="${id}" x="-50%" y="-150%" width="200%" height="400%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;
}

/** Paper or wood grain: fractal noise, tinted and kept faint, laid over a shape through a filter. */
export function grainFilter(id: string, frequency: number, opacity: number, seed = 3): string {
  return (
    `<filter id="${id}" x="0" y="0" width="100%" height="100%">` +
    `<feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="3" seed="${seed}" result="noise"/>` +
    '<feColorMatrix in="noise" type="matrix" values="0 0 0 0 0.35  0 0 0 0 0.25  0 0 0 0 0.15  0 0 0 0.9 0" result="tint"/>' +
    `<feComponentTransfer in="tint" result="faint"><feFuncA type="linear" slope="${opacity}"/></feComponentTransfer>` +
    '<feComposite in="faint" in2="SourceGraphic" operator="in" result="grain"/>' +
    '<feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="grain"/></feMerge>' +
    '</filter>'
  );
}

export interface Stop {
  offset: number;
  colour: string;
  opacity?: number;
}

function stops(list: Stop[]): string {
  return list
    .map((s) => `<stop offset="${s.offset}" stop-color="${s.colour}"${s.opacity === undefined ? '' : ` stop-opacity="${s.opacity}"`}/>`)
    .join('');
}

/** A linear gradient from (x1,y1) to (x2,y2) in the shape's bounding box (0..1). */
export function linearGradient(id: string, list: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
}

export function radialGradient(id: string, list: Stop[], cx = 0.5, cy = 0.5, radius = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${radius}">${stops(list)}</radialGradient>`;
}

/** A gradient in user space, for shapes drawn in pieces that must share one light. */
export function linearGradientUser(id: string, list: Stop[], x1: number, y1: number, x2: number, y2: number): string {
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${r(x1)}" y1="${r(y1)}" x2="${r(x2)}" y2="${r(y2)}">${stops(list)}</linearGradient>`;
}

export function radialGradientUser(id: string, list: Stop[], cx: number, cy: number, radius: number): string {
  return `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}">${stops(list)}</radialGradient>`;
}
