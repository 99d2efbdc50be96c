// /robots.txt, pointing crawlers to the sitemap at the shop's public address.
import type { APIRoute } from 'astro';
import { robotsTxt } from '~/lib/robots';

export const GET: APIRoute = ({ locals }) =>
  new Response(robotsTxt(locals.publicUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
