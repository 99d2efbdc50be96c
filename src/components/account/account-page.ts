import type { AstroGlobal } from 'astro';
import { loadFrame, signedInFrame } from '~/layouts/load-frame';
import type { FrameData } from '~/layouts/frame-data';
import { authApi } from '~/lib/api/account';
import { localizedPath } from '~/lib/locale';
import type { Profile } from '~/lib/ui/account/types';

/**
 * What every page of the customer area starts with: the signed-in customer, or a 302 to /auth that
 * brings them back here afterwards. These pages show one person's data: never cached, anywhere.
 */
export async function accountPage(astro: AstroGlobal): Promise<{ frame: FrameData; profile: Profile } | Response> {
  const { api, lang, pathname } = astro.locals;
  astro.response.headers.set('Cache-Control', 'private, no-store');
  const profile = await authApi(api).me();
  if (!profile) {
    const back = localizedPath(lang, pathname) + astro.url.search;
    return astro.redirect(localizedPath(lang, `/auth?redirect=${encodeURIComponent(back)}`), 302);
  }
  return { frame: signedInFrame(await loadFrame(astro.locals), profile), profile };
}
