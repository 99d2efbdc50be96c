// Which of the owner's logos goes where: the theme's own logo in the header, the footer logo
// (or the one made for dark grounds) in the footer.
import type { FrameData } from './frame-data';

type Logo = FrameData['logos'][number];

function first(frame: FrameData, types: Logo['type'][]): Logo | null {
  for (const type of types) {
    const logo = frame.logos.find((candidate) => candidate.type === type && candidate.url);
    if (logo) return logo;
  }
  return null;
}

export function headerLogo(frame: FrameData, dark: boolean): Logo | null {
  return first(frame, dark ? ['LOGO_DARK_THEME', 'LOGO'] : ['LOGO_LIGHT_THEME', 'LOGO']);
}

export function footerLogo(frame: FrameData, darkFooter: boolean): Logo | null {
  return first(frame, darkFooter ? ['LOGO_FOOTER', 'LOGO_DARK_THEME', 'LOGO'] : ['LOGO_FOOTER', 'LOGO_LIGHT_THEME', 'LOGO']);
}

export function favicon(frame: FrameData): Logo | null {
  return first(frame, ['LOGO_FAVICON']);
}
