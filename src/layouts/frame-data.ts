// What the page frame needs to render, gathered once per request from the API (parameters, site
// info, menus, company, footer elements, the visitor). Texts are already in `lang`.
import type { Lang, TranslatedPaths } from '~/lib/locale';
import type { ParameterMap } from '~/lib/site-parameters';

export interface FrameData {
  lang: Lang;
  /** The current path without its language prefix ('/auth', '/'). */
  pathname: string;
  /** The page's own path in each language when it differs (a CMS page's translated url). */
  translatedPaths?: TranslatedPaths;
  /** Site parameters by type (PRIMARY_COLOR, SHOW_SEARCHBAR…); visitor texts already in `lang`. */
  parameters: ParameterMap;
  site: {
    name: string;
    url: string;
    isECommerce: boolean;
    isBuilding: boolean;
    fonts: {
      type: 'TITLE' | 'CONTENT' | 'MENU';
      family: string;
      color: string | null;
      size: string | null;
      weight: string | null;
      style: string | null;
    }[];
    /** Font files uploaded by the owner, by family; each file's weight and style come from its name. */
    customFonts?: { family: string; files: string[] }[];
  };
  logos: {
    type: 'LOGO' | 'LOGO_LIGHT_THEME' | 'LOGO_DARK_THEME' | 'LOGO_FOOTER' | 'LOGO_FAVICON';
    url: string;
    /** Its proportions, so that the header keeps its room before the logo arrives. */
    width?: number | null;
    height?: number | null;
    alt: string;
  }[];
  menu: MenuItem[];
  company: { name: string; address: string; phone: string | null; email: string | null };
  openingHours: { weekday: number /* 1 = Monday */; slots: { opens: string; closes: string }[] }[];
  footerLogos: { id: number; title: string; imageUrl: string | null; width?: number | null; height?: number | null; link: string | null }[];
  footerLinks: { id: number; title: string; link: string }[];
  socials: { network: string; url: string }[];
  user: { firstname: string | null; email: string; isAdmin: boolean } | null;
}

export interface MenuItem {
  id: number;
  title: string;
  href: string | null;
  icon: string | null;
  /** The icon drawn before the title (menu-icons.ts), or null. */
  iconSvg: string | null;
  isFixedOnRight: boolean;
  linkType: 'INTERNAL' | 'EXTERNAL' | 'JS';
  jsCode: string | null;
  children: MenuItem[];
}

/** The props every layout takes. */
export interface LayoutProps {
  frame: FrameData;
  title: string;
  description?: string;
  noIndex?: boolean;
  jsonLd?: object[];
}
