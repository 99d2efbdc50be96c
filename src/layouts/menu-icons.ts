// The icons of the menu entries (a page's menuIcon): a Font Awesome name the owner picked
// ('fa-house'), drawn with the frame's own line icons so that no icon font is loaded, or the
// address of an SVG stored on the site, inlined through POST /image/load-svg so that it takes the
// menu's colour. MENU_ICON_SIZE sets their size.
import { ICONS } from '~/components/frame/icons';
import type { ApiClient } from '~/lib/api';
import { siteApi } from '~/lib/api/site';

const LINE_ICONS: Record<string, string> = {
  house: '<path d="M3 11.5 12 4l9 7.5"/><path d="M5.5 10v10h13V10"/><path d="M10 20v-5.5h4V20"/>',
  'wine-bottle': '<path d="M10 2.5h4V7c0 1.2 2.5 2 2.5 5.5V20a1.5 1.5 0 0 1-1.5 1.5H9A1.5 1.5 0 0 1 7.5 20v-7.5C7.5 9 10 8.2 10 7V2.5Z"/><path d="M7.5 13.5h9"/>',
  'wine-glass': '<path d="M7 3h10l-.4 5.2a4.6 4.6 0 0 1-9.2 0L7 3Z"/><path d="M12 13v7.5M8.5 21h7"/>',
  'person-hiking': '<circle cx="13" cy="4.5" r="1.8"/><path d="m10.5 21 2.2-6.5-2.4-2.2 1.2-4.8 2.8 3 2.7.5"/><path d="m8.6 13.5-1.6 7.5"/><path d="M18 11.5V21"/>',
  newspaper: '<rect x="3" y="5" width="14.5" height="14.5" rx="1.5"/><path d="M17.5 9H21v8.8a1.7 1.7 0 0 1-3.5 0"/><path d="M6.5 9h7.5M6.5 12.5h7.5M6.5 16h5"/>',
  feather: '<path d="M20 4c-7.5 0-13 4.8-13 12.5V20"/><path d="M7 16.5c6.6 0 11.5-4 13-12.5"/><path d="M10 13.5h5"/>',
  images: '<rect x="3" y="5" width="18" height="14" rx="2"/><circle cx="9" cy="10" r="1.8"/><path d="m21 16-5-5-9 8"/>',
  camera: '<path d="M4 8h3l1.5-2.5h7L17 8h3v11H4V8Z"/><circle cx="12" cy="13" r="3.5"/>',
  'calendar-days': '<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/>',
  leaf: '<path d="M5 19C5 10 10 5 20 4c0 9-5 15-13 15"/><path d="M5 19c3-5 6-8 10-10"/>',
  envelope: ICONS.mail,
  phone: ICONS.phone,
  'location-dot': ICONS.pin,
  'cart-shopping': ICONS.bag,
  'bag-shopping': ICONS.bag,
  user: ICONS.user,
  'magnifying-glass': ICONS.search,
  link: ICONS.link,
};
LINE_ICONS.calendar = LINE_ICONS['calendar-days']!;
LINE_ICONS.image = LINE_ICONS.images!;

const ICON_CLASS = 'menu-icon inline-block shrink-0 align-[-0.2em]';
const size = (px: number) => `width="${px}" height="${px}"`;

/** 'fa-solid fa-house', 'fa-house' or 'house' -> its line icon, if the frame draws it. */
function lineIcon(name: string, px: number): string | null {
  const key = name.split(/\s+/).map((part) => part.replace(/^fa-/, '')).find((part) => part in LINE_ICONS && !/^(solid|regular|light|thin|duotone|brands)$/.test(part));
  if (!key) return null;
  return `<svg class="${ICON_CLASS}" ${size(px)} viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${LINE_ICONS[key]}</svg>`;
}

/** A stored SVG's markup sized for the menu; its own size attributes give way to the menu's. */
function storedIcon(svg: string, px: number): string {
  return svg.replace(/^<svg\b([^>]*)>/i, (_, attributes: string) => {
    const kept = attributes.replace(/\s(width|height|class|aria-hidden|focusable)="[^"]*"/gi, '');
    return `<svg class="${ICON_CLASS}" ${size(px)} aria-hidden="true" focusable="false"${kept}>`;
  });
}

const isAddress = (icon: string) => icon.startsWith('/') || /^https?:/i.test(icon);

/** The markup of every icon the menu names, by menuIcon value; an icon that cannot be drawn is left out. */
export async function menuIcons(api: ApiClient, names: string[], px: number): Promise<Map<string, string>> {
  const icons = new Map<string, string>();
  await Promise.all(
    [...new Set(names)].map(async (name) => {
      const markup = isAddress(name)
        ? await siteApi(api).svgIcon(name).then((svg) => storedIcon(svg, px), () => null)
        : lineIcon(name, px);
      if (markup) icons.set(name, markup);
    }),
  );
  return icons;
}
