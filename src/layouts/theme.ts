// The site's look as CSS custom properties (`--shop-*`), computed from the site parameters and
// fonts. global.css maps them to Tailwind colours (bg-primary, text-on-header…), so components
// never read parameters for colours. Every variable is always set: pages need no CSS fallbacks.
import { fontFormat, fontWeightFromFilename, isItalicFilename } from '~/lib/fonts';
import { cssColor, groundFor, inkOn, readableOn } from './colors';
import { SITE_PARAMETERS, type ParameterKey } from '~/lib/site-parameters';
import type { FrameData } from './frame-data';
import { isOn, numberParameter, parameter } from './parameters';

const DEFAULT_FAMILY = 'Montserrat';
const SANS_FALLBACK = 'ui-sans-serif, system-ui, sans-serif';

/** Surfaces of the light and dark themes when the owner left a colour empty. */
const SURFACES = {
  light: { background: '#fbf8f3', text: '#2b2522', header: '#ffffff', footer: '#2e2420' },
  dark: { background: '#161312', text: '#ece6df', header: '#1e1a18', footer: '#0f0c0b' },
};

type FontType = FrameData['site']['fonts'][number]['type'];

function color(frame: FrameData, type: ParameterKey, fallback: string): string {
  return cssColor(parameter(frame, type)) ?? fallback;
}

function fontOf(frame: FrameData, type: FontType) {
  return frame.site.fonts.find((font) => font.type === type);
}

function quotedFamily(family: string): string {
  return `"${family.replace(/["\\;{}<>]/g, '').trim()}"`;
}

function familyStack(family: string | null | undefined): string {
  const name = family?.trim() || DEFAULT_FAMILY;
  return name === DEFAULT_FAMILY
    ? `${quotedFamily(DEFAULT_FAMILY)}, ${SANS_FALLBACK}`
    : `${quotedFamily(name)}, ${quotedFamily(DEFAULT_FAMILY)}, ${SANS_FALLBACK}`;
}

const LENGTH = /^\d+(\.\d+)?(px|rem|em|%)$/;
const WEIGHT = /^([1-9]00|normal|bold)$/;

function safe(value: string | number | null | undefined, pattern: RegExp, fallback: string): string {
  const text = value == null ? '' : String(value).trim();
  return pattern.test(text) ? text : fallback;
}

/** The families the frame uses, so the layout knows whether the bundled Montserrat is needed. */
export function fontFamilies(frame: FrameData): string[] {
  const base = parameter(frame, 'FONT_FAMILY') ?? DEFAULT_FAMILY;
  return (['CONTENT', 'TITLE', 'MENU'] as const).map((type) => fontOf(frame, type)?.family?.trim() || base);
}

/** Whether the theme is dark: the DARK_THEME parameter. */
export function isDarkTheme(frame: FrameData): boolean {
  return isOn(frame, 'DARK_THEME');
}

/** The site's custom properties ('--shop-footer' → '#3e2723'), plus its color-scheme. */
export function themeVariables(frame: FrameData): Record<string, string> {
  const dark = isDarkTheme(frame);
  const surface = dark ? SURFACES.dark : SURFACES.light;
  // In the dark theme the page, header and drawer surfaces are the dark ones: owner colours chosen
  // for the light theme would otherwise give light text on light grounds. Brand colours stay.
  const surfaceColor = (type: ParameterKey, fallback: string) => (dark ? fallback : color(frame, type, fallback));

  const primary = color(frame, 'PRIMARY_COLOR', SITE_PARAMETERS.PRIMARY_COLOR.default);
  const accent = color(frame, 'ACCENT_COLOR', SITE_PARAMETERS.ACCENT_COLOR.default);
  const background = surfaceColor('BACKGROUND_COLOR', surface.background);
  const [content, title, menu] = [fontOf(frame, 'CONTENT'), fontOf(frame, 'TITLE'), fontOf(frame, 'MENU')];
  const text = surfaceColor('FONT_COLOR', dark ? surface.text : (cssColor(content?.color) ?? surface.text));
  const header = surfaceColor('HEADER_COLOR', surface.header);
  const headerText = readableOn(header, text);
  const menuText = inkOn(surfaceColor('MENU_COLOR', dark ? headerText : (cssColor(menu?.color) ?? headerText)), header);
  const drawer = surfaceColor('MOBILE_MENU_COLOR', header);
  const drawerText = inkOn(surfaceColor('MOBILE_MENU_FONT_COLOR', readableOn(drawer, text)), drawer);
  const footer = color(frame, 'FOOTER_COLOR', surface.footer);
  const infoBar = color(frame, 'TOP_MENU_INFO_BAR_COLOR', primary);
  const infoText = color(frame, 'TOP_MENU_INFO_BAR_FONT_COLOR', readableOn(infoBar));
  const onPrimary = readableOn(primary);
  const onAccent = readableOn(accent);
  const [contentFamily, titleFamily, menuFamily] = fontFamilies(frame) as [string, string, string];

  const variables: Record<string, string> = {
    'color-scheme': dark ? 'dark' : 'light',
    // Brand colours as grounds are nudged, if need be, so that their text reads at 4.5:1.
    '--shop-primary': groundFor(primary, onPrimary),
    '--shop-on-primary': onPrimary,
    '--shop-primary-ink': inkOn(primary, background),
    '--shop-accent': groundFor(accent, onAccent),
    '--shop-on-accent': onAccent,
    '--shop-accent-ink': inkOn(accent, background),
    '--shop-bg': background,
    '--shop-text': inkOn(text, background),
    '--shop-header': header,
    '--shop-on-header': headerText,
    '--shop-menu': menuText,
    '--shop-menu-active': inkOn(color(frame, 'ACTIVE_MENU_COLOR', primary), header),
    '--shop-link-hover': inkOn(color(frame, 'ACTIVE_FONT_COLOR', primary), background),
    '--shop-drawer': drawer,
    '--shop-on-drawer': drawerText,
    '--shop-drawer-active': inkOn(color(frame, 'ACTIVE_MENU_COLOR', primary), drawer),
    '--shop-footer': footer,
    '--shop-on-footer': inkOn(color(frame, 'FOOTER_FONT_COLOR', readableOn(footer)), footer),
    '--shop-info': groundFor(infoBar, infoText),
    '--shop-on-info': infoText,
    '--shop-logo-height': `${numberParameter(frame, 'LOGO_HEIGHT', 24, 400)}px`,
    '--shop-logo-footer-height': `${numberParameter(frame, 'LOGO_FOOTER_HEIGHT', 16, 400)}px`,
    '--shop-logo-mobile-height': `${numberParameter(frame, 'LOGO_MOBILE_HEIGHT', 16, 300)}px`,
    '--shop-font-content': familyStack(contentFamily),
    '--shop-font-title': familyStack(titleFamily),
    '--shop-font-menu': familyStack(menuFamily),
    '--shop-content-size': safe(content?.size, LENGTH, '1rem'),
    '--shop-title-color': inkOn(dark ? surface.text : (cssColor(title?.color) ?? text), background),
    '--shop-title-size': safe(title?.size, LENGTH, '2.25rem'),
    '--shop-title-weight': safe(title?.weight, WEIGHT, '600'),
    '--shop-title-style': title?.style === 'italic' ? 'italic' : 'normal',
    '--shop-menu-size': safe(menu?.size, LENGTH, '0.9375rem'),
    '--shop-menu-weight': safe(menu?.weight, WEIGHT, '500'),
  };
  return variables;
}

/** The `:root { --shop-… }` rule of the site. */
export function themeCss(frame: FrameData): string {
  return `:root{${Object.entries(themeVariables(frame)).map(([name, value]) => `${name}:${value}`).join(';')}}`;
}

/** @font-face rules for the owner's uploaded fonts (one rule per weight and style, woff2 first). */
export function customFontFaces(frame: FrameData): string {
  const rules: string[] = [];
  for (const { family, files } of frame.site.customFonts ?? []) {
    const faces = new Map<string, string[]>();
    for (const file of files) {
      const format = fontFormat(file);
      if (!format) continue;
      const key = `${fontWeightFromFilename(file)} ${isItalicFilename(file) ? 'italic' : 'normal'}`;
      faces.set(key, [...(faces.get(key) ?? []), `url("${file.replace(/["\\\n\r]/g, '')}") format("${format}")`]);
    }
    for (const [key, sources] of faces) {
      const [weight, style] = key.split(' ');
      sources.sort((a, b) => Number(b.includes('"woff2"')) - Number(a.includes('"woff2"')));
      rules.push(
        `@font-face{font-family:${quotedFamily(family)};src:${sources.join(',')};font-weight:${weight};font-style:${style};font-display:swap}`,
      );
    }
  }
  return rules.join('\n');
}
