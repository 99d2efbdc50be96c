import { escapeXml } from './art/svg';
import type { FooterLogo } from './data';

// The footer shows the labels the estate holds. Their official logos are trademarks the estate
// would upload itself; the demo draws a plain roundel for each instead.

const looks: Record<FooterLogo['badge'], { initials: string; ring: string; fill: string; ink: string }> = {
  organic: { initials: 'AB', ring: '#0E8D45', fill: '#F1F8F3', ink: '#0A6332' },
  'terra-vitis': { initials: 'TV', ring: '#6D4C41', fill: '#FBF6EC', ink: '#4E342E' },
  'independent-winegrowers': { initials: 'VI', ring: '#B71C1C', fill: '#FFF7F5', ink: '#7A1111' },
  hve: { initials: 'HVE', ring: '#2E7D32', fill: '#F4FAF4', ink: '#1B5E20' },
};

/** A 240 × 240 roundel: the label's initials in the middle, its name around the rim. */
export function badgeImage(badge: FooterLogo['badge'], name: string): string {
  const look = looks[badge];
  const rim = escapeXml(name.toUpperCase());
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img">` +
    `<title>${escapeXml(name)}</title>` +
    `<defs><path id="rim" d="M 120 120 m -84 0 a 84 84 0 1 1 168 0 a 84 84 0 1 1 -168 0"/></defs>` +
    `<circle cx="120" cy="120" r="112" fill="${look.fill}" stroke="${look.ring}" stroke-width="8"/>` +
    `<circle cx="120" cy="120" r="68" fill="none" stroke="${look.ring}" stroke-width="2"/>` +
    `<text font-family="Montserrat, Arial, sans-serif" font-size="17" font-weight="600" letter-spacing="2" fill="${look.ink}">` +
    `<textPath href="#rim" startOffset="50%" text-anchor="middle">${rim}</textPath></text>` +
    `<text x="120" y="138" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${look.initials.length > 2 ? 40 : 52}" font-weight="700" fill="${look.ring}">${look.initials}</text>` +
    `</svg>`
  );
}
