import type { AstroGlobal } from 'astro';
import type { TFunction } from 'i18next';
import type { Profile } from '~/lib/ui/account/types';
import { authApi } from '~/lib/api/account';
import { t, type Lang } from '~/lib/i18n';
import { localizedPath } from '~/lib/locale';

export interface AdminPage {
  lang: Lang;
  tr: TFunction;
  profile: Profile;
}

/**
 * What every back-office page starts with: the signed-in administrator; a visitor goes to the
 * sign-in page and comes back here after, a customer gets the not-found page (403 would tell that
 * the back office is there). Every call the page makes is checked again by the API.
 */
export async function adminPage(astro: AstroGlobal): Promise<AdminPage | Response> {
  const { api, lang, pathname } = astro.locals;
  astro.response.headers.set('Cache-Control', 'private, no-store');
  const profile = await authApi(api).me();
  if (!profile) {
    const back = localizedPath(lang, pathname) + astro.url.search;
    return astro.redirect(localizedPath(lang, `/auth?redirect=${encodeURIComponent(back)}`), 302);
  }
  if (profile.role !== 'ADMIN' && profile.role !== 'SUPER_ADMIN') return astro.rewrite('/404');
  astro.locals.adminEmail = profile.email;
  return { lang, tr: t(lang), profile };
}
