// /favicon.ico: the owner's favicon (the LOGO_FAVICON logo) as an ICO file, or the shop's default
// glass until they choose one; an icon in a format the ICO file cannot hold is answered by a
// redirect to it. Browsers keep it for a day; outside the route cache, whose headers are those of
// pages that must change within a minute.
import type { APIRoute } from 'astro';
import defaultIcon from '../../public/favicon.svg?raw';
import { siteApi } from '~/lib/api/site';
import { faviconIco, shopForPages } from '~/server/for-pages';

export const GET: APIRoute = async ({ url, locals }) => {
  const info = await siteApi(locals.api).info();
  const owned = info.logos.find((logo) => logo.type === 'LOGO_FAVICON' && logo.url)?.url ?? null;
  let icon = { bytes: new TextEncoder().encode(defaultIcon), contentType: 'image/svg+xml' };
  if (owned) {
    const answer = await (await shopForPages()).fetch(new Request(new URL(owned, url.origin)));
    if (answer.ok) icon = { bytes: new Uint8Array(await answer.arrayBuffer()), contentType: answer.headers.get('content-type') ?? '' };
  }
  const ico = await faviconIco(icon);
  if (!ico) return new Response(null, { status: 302, headers: { Location: owned!, 'Cache-Control': 'public, max-age=3600' } });
  return new Response(ico, { headers: { 'Content-Type': 'image/x-icon', 'Cache-Control': 'public, max-age=86400' } });
};
