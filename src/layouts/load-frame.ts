import { elementsApi } from '~/lib/api/content';
import { siteApi } from '~/lib/api/site';
import type { PageNode } from '~/lib/contracts/site';
import { pagePath, SHOWN_PAGE_TYPES, switchedOffPageTypes } from '~/lib/site-pages';
import { numberSetting, type ParameterKey, type ParameterMap } from '~/lib/site-parameters';
import type { FrameData, MenuItem } from './frame-data';
import { menuIcons } from './menu-icons';
import { carriesOwnerCode } from './owner-code';


const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
const SOCIAL_NETWORKS: [string, ParameterKey][] = [
  ['facebook', 'FACEBOOK_URL'],
  ['instagram', 'INSTAGRAM_URL'],
  ['twitter', 'TWITTER_URL'],
  ['linkedin', 'LINKEDIN_URL'],
  ['tiktok', 'TIKTOK_URL'],
  ['youtube', 'YOUTUBE_URL'],
  ['tripadvisor', 'TRIPADVISOR_URL'],
  ['google', 'GOOGLE_REVIEW_URL'],
];

interface MenuScope {
  switchedOff: Set<string>;
  isECommerce: boolean;
  /** Whether the page may run the owner's code: a menu entry that runs a script is owner code too (owner-code.ts). */
  ownerCode: boolean;
}

/**
 * The menu: pages shown in it whose route exists and is switched on; shop pages only on a site that
 * sells; entries that run the owner's script only where the owner's code may run.
 */
function menuItems(pages: PageNode[], scope: MenuScope): MenuItem[] {
  return pages
    .filter((page) => page.showInMenu && page.type !== null && SHOWN_PAGE_TYPES.has(page.type) && !scope.switchedOff.has(page.type))
    .filter((page) => scope.isECommerce || !page.isEcommercePage)
    .filter((page) => scope.ownerCode || page.link.type !== 'JS')
    .map((page) => {
      const external = page.type === 'LINK' || page.link.type === 'EXTERNAL';
      const script = page.link.type === 'JS';
      return {
        id: page.id,
        title: page.menuTitle,
        href: script ? null : external ? page.link.url : pagePath(page),
        icon: page.menuIcon,
        iconSvg: null,
        isFixedOnRight: page.isFixedOnRight,
        linkType: script ? 'JS' : external ? 'EXTERNAL' : 'INTERNAL',
        jsCode: script ? page.link.jsCode : null,
        children: menuItems(page.children, scope),
      };
    });
}

/** The menu with each entry's icon drawn, at MENU_ICON_SIZE. */
async function withIcons(api: App.Locals['api'], menu: MenuItem[], parameters: ParameterMap): Promise<MenuItem[]> {
  const all = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...all(item.children)]);
  const size = numberSetting(parameters, 'MENU_ICON_SIZE', { min: 8, max: 64 });
  const icons = await menuIcons(api, all(menu).flatMap((item) => (item.icon ? [item.icon] : [])), size);
  const draw = (items: MenuItem[]): MenuItem[] =>
    items.map((item) => ({ ...item, iconSvg: (item.icon && icons.get(item.icon)) || null, children: draw(item.children) }));
  return draw(menu);
}

/** 'HH:MM-HH:MM, HH:MM-HH:MM' as the OPENING_HOURS_<DAY> parameters hold them; blank is closed. */
function openingHours(parameters: ParameterMap): FrameData['openingHours'] {
  return WEEKDAYS.map((day, index) => ({
    weekday: index + 1,
    slots: (parameters[`OPENING_HOURS_${day}` as const] ?? '')
      .split(',')
      .map((range) => range.trim().match(/^(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})$/))
      .filter((match): match is RegExpMatchArray => match !== null)
      .map((match) => ({ opens: match[1], closes: match[2] })),
  }));
}

/** Everything the page frame shows, from the storefront's start-up calls, in parallel. */
export async function loadFrame(locals: App.Locals): Promise<FrameData> {
  const { api, lang, pathname } = locals;
  const [parameterList, site, pages, footerLogos, footerLinks] = await Promise.all([
    siteApi(api).parameters(),
    siteApi(api).info(),
    siteApi(api).pages(),
    elementsApi(api).footer('logo-footer'),
    elementsApi(api).footer('link-footer'),
  ]);
  const parameters: ParameterMap = Object.fromEntries(parameterList.map((p) => [p.type, p.value]));
  const scope = { switchedOff: switchedOffPageTypes(parameters), isECommerce: site.isECommerce, ownerCode: carriesOwnerCode(pathname) };
  const menu = await withIcons(api, menuItems(pages, scope), parameters);
  return {
    lang,
    pathname,
    parameters,
    site: {
      name: parameters.COMPANY_NAME ?? site.name,
      // Canonical links name the address customers use, whatever the owner typed in the site record.
      url: locals.publicUrl,
      isECommerce: site.isECommerce,
      isBuilding: site.isBuilding,
      fonts: site.fonts.map((font) => ({ ...font, weight: font.weight === null ? null : String(font.weight) })),
    },
    logos: site.logos,
    menu,
    company: {
      name: parameters.COMPANY_NAME ?? site.name,
      address: parameters.COMPANY_ADDRESS ?? '',
      phone: parameters.COMPANY_PHONE ?? null,
      email: parameters.COMPANY_EMAIL ?? null,
    },
    openingHours: openingHours(parameters),
    footerLogos: footerLogos.items.map((e) => ({ id: e.id, title: e.title, imageUrl: e.image?.url ?? null, width: e.image?.width ?? null, height: e.image?.height ?? null, link: e.link })),
    footerLinks: footerLinks.items.filter((e) => e.link).map((e) => ({ id: e.id, title: e.title, link: e.link! })),
    socials: SOCIAL_NETWORKS.flatMap(([network, type]) => (parameters[type] ? [{ network, url: parameters[type]! }] : [])),
    user: null,
  };
}

/** The frame of a page that shows one signed-in person's data (never cached): the header knows them. */
export function signedInFrame(frame: FrameData, profile: { firstname: string | null; email: string; role: string }): FrameData {
  return { ...frame, user: { firstname: profile.firstname, email: profile.email, isAdmin: profile.role === 'ADMIN' || profile.role === 'SUPER_ADMIN' } };
}
