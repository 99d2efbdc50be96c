// Owner colours are free text in the back office: keep what CSS can use, and derive text colours
// that stay readable (WCAG AA, 4.5:1) on whatever background the owner chose.

type Rgb = [number, number, number];

const SAFE_COLOR =
  /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(?:rgba?|hsla?|oklch|oklab|lab|lch)\([0-9a-z.,%\s/+-]*\)|[a-z]{3,30})$/i;

/** The colour if CSS can take it as is, else null (a stray ';' or '}' must not break the page). */
export function cssColor(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed && SAFE_COLOR.test(trimmed) ? trimmed : null;
}

function parseRgb(color: string): Rgb | null {
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((c) => c + c).join('') : hex.slice(0, 6);
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(color);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  if (color.toLowerCase() === 'white') return [255, 255, 255];
  if (color.toLowerCase() === 'black') return [0, 0, 0];
  return null;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [28, 25, 23];
const AA = 4.5;

/** Near-black or white, whichever reads better on `background`. */
export function readableOn(background: string, fallback = '#ffffff'): string {
  const bg = parseRgb(background);
  if (!bg) return fallback;
  return contrast(WHITE, bg) >= contrast(INK, bg) ? '#ffffff' : toHex(INK);
}

/**
 * `color` used as text on `background`: unchanged when it already reads at 4.5:1, otherwise
 * darkened or lightened just enough (a brand green on cream becomes a deeper green, not black).
 */
export function inkOn(color: string, background: string): string {
  const fg = parseRgb(color);
  const bg = parseRgb(background);
  if (!fg || !bg || contrast(fg, bg) >= AA) return color;
  const target = contrast(WHITE, bg) > contrast(INK, bg) ? WHITE : INK;
  for (let step = 1; step <= 20; step++) {
    const t = step / 20;
    const mixed = fg.map((c, i) => c + (target[i]! - c) * t) as Rgb;
    if (contrast(mixed, bg) >= AA) return toHex(mixed);
  }
  return toHex(target);
}

/**
 * A ground for `text`: unchanged when the pair reads at 4.5:1, otherwise darkened or lightened
 * just enough (white on the estate's green #0E8D45 is 4.3:1; on #0c8240 it passes).
 */
export function groundFor(background: string, text: string): string {
  const bg = parseRgb(background);
  const fg = parseRgb(text);
  if (!bg || !fg || contrast(fg, bg) >= AA) return background;
  const target = luminance(fg) > 0.5 ? INK : WHITE;
  for (let step = 1; step <= 20; step++) {
    const t = step / 20;
    const mixed = bg.map((c, i) => c + (target[i]! - c) * t) as Rgb;
    if (contrast(mixed, fg) >= AA) return toHex(mixed);
  }
  return toHex(target);
}

/** Whether a background is dark enough to call for light text (used to pick the light or dark logo). */
export function isDark(background: string): boolean {
  return readableOn(background, '#000000') === '#ffffff';
}
