// Line icons of the product pages (24×24, currentColor strokes), inlined like the frame's. The
// owner names feature icons in Font Awesome's words (fa-mountain…): those the shop draws are
// mapped here, any other falls back to a neutral mark.

export const CATALOGUE_ICONS = {
  mountain: '<path d="m3 19 6.5-11 4 6.5 2.5-4 5 8.5H3Z"/><path d="m8 11 1.5 1.5L11 11"/>',
  seedling: '<path d="M12 21v-9"/><path d="M12 12c0-4 3-7 8-7 0 4-3 7-8 7Z"/><path d="M12 14c0-3.5-2.5-6-7-6 0 3.5 2.5 6 7 6Z"/>',
  harvest: '<path d="M4 14h3l3 2h4a1.5 1.5 0 0 1 0 3H9"/><path d="M4 21h11l5.5-4a1.5 1.5 0 0 0-2-2.3L14 17"/><circle cx="14" cy="6" r="1.6"/><circle cx="11.5" cy="8.5" r="1.6"/><circle cx="16.5" cy="8.5" r="1.6"/><circle cx="14" cy="11" r="1.6"/><path d="M14 4.4V3"/>',
  hourglass: '<path d="M6 3h12M6 21h12"/><path d="M7 3c0 5 10 5 10 9s-10 4-10 9"/><path d="M17 3c0 5-10 5-10 9s10 4 10 9"/>',
  scale: '<path d="M12 4v16M7 20h10M5 7h14"/><path d="m5 7-2.5 6a2.5 2.5 0 0 0 5 0L5 7ZM19 7l-2.5 6a2.5 2.5 0 0 0 5 0L19 7Z"/>',
  map: '<path d="M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2Z"/><path d="M9 4v14M15 6v14"/>',
  droplet: '<path d="M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11Z"/>',
  cubes: '<rect x="4" y="13" width="7" height="7" rx="1"/><rect x="13" y="13" width="7" height="7" rx="1"/><rect x="8.5" y="5" width="7" height="7" rx="1"/>',
  bottle: '<path d="M10 2h4M10.5 2v5.5C8.5 8.5 8 10 8 12v8.5a1.5 1.5 0 0 0 1.5 1.5h5a1.5 1.5 0 0 0 1.5-1.5V12c0-2-.5-3.5-2.5-4.5V2"/><path d="M8 14h8"/>',
  calendar: '<rect x="3.5" y="5" width="17" height="15" rx="2"/><path d="M3.5 10h17M8 3v4M16 3v4"/><path d="m9 15 2 2 4-4"/>',
  box: '<path d="M3 8l9-4 9 4v9l-9 4-9-4V8Z"/><path d="m3 8 9 4 9-4M12 12v9"/>',
  hammer: '<path d="m14 6 4 4-9.5 9.5a2 2 0 0 1-2.8-2.8L15 7"/><path d="m12 4 2-1 5 5-1 2"/>',
  clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>',
  eye: '<path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z"/><circle cx="12" cy="12" r="3"/>',
  nose: '<path d="M4 9c3-1 5 0 7 1M4 13c3-1 6 0 8 1.5M4 17c3-1 5-.5 7 .5"/><path d="M15 6c2.5 1 4.5 3.5 4.5 6.5S17.5 18 15 18"/>',
  glass: '<path d="M7 3h10l-.5 6a4.5 4.5 0 0 1-9 0L7 3Z"/><path d="M12 13.5V20M8 21h8"/><path d="M7.3 7h9.4"/>',
  thermometer: '<path d="M10 14.5V5a2 2 0 0 1 4 0v9.5a4 4 0 1 1-4 0Z"/><path d="M12 9v7"/>',
  percent: '<path d="M19 5 5 19"/><circle cx="7" cy="7" r="2.5"/><circle cx="17" cy="17" r="2.5"/>',
  grape: '<circle cx="9" cy="10" r="2.2"/><circle cx="14" cy="10" r="2.2"/><circle cx="11.5" cy="14" r="2.2"/><circle cx="7" cy="14" r="2"/><circle cx="16" cy="14" r="2"/><circle cx="11.5" cy="18.5" r="2"/><path d="M11.5 7.8V4c1.5 0 3-.7 4-2"/>',
  download: '<path d="M12 4v11M7 10l5 5 5-5"/><path d="M5 20h14"/>',
  label: '<rect x="5" y="3" width="14" height="18" rx="2"/><path d="M8.5 8h7M8.5 12h7M8.5 16h4"/>',
  zoom: '<circle cx="11" cy="11" r="7"/><path d="m20 20-3.5-3.5M11 8v6M8 11h6"/>',
  play: '<circle cx="12" cy="12" r="9"/><path d="m10 8.5 5.5 3.5-5.5 3.5v-7Z"/>',
  tag: '<path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9Z"/><circle cx="7.5" cy="7.5" r="1.5"/>',
  mark: '<circle cx="12" cy="12" r="3"/><circle cx="12" cy="12" r="8.5"/>',
} as const;

export type CatalogueIconName = keyof typeof CATALOGUE_ICONS;

const FONT_AWESOME: Record<string, CatalogueIconName> = {
  'fa-mountain': 'mountain',
  'fa-seedling': 'seedling',
  'fa-hand-holding-heart': 'harvest',
  'fa-hourglass-half': 'hourglass',
  'fa-hourglass': 'hourglass',
  'fa-scale-balanced': 'scale',
  'fa-map-location-dot': 'map',
  'fa-map': 'map',
  'fa-droplet': 'droplet',
  'fa-cubes-stacked': 'cubes',
  'fa-wine-bottle': 'bottle',
  'fa-wine-glass': 'glass',
  'fa-calendar-check': 'calendar',
  'fa-box-open': 'box',
  'fa-hammer': 'hammer',
  'fa-clock': 'clock',
  'fa-temperature-half': 'thermometer',
  'fa-tag': 'tag',
};

/** The icon names the shop draws, for the owner to choose from. */
export const FEATURE_ICON_NAMES = Object.keys(FONT_AWESOME);

/** The drawing for an owner's icon name ('fa-mountain', 'fa-solid fa-mountain'). */
export function featureIcon(name: string | null): CatalogueIconName {
  const key = name?.split(/\s+/).find((part) => part in FONT_AWESOME);
  return key ? FONT_AWESOME[key]! : 'mark';
}
