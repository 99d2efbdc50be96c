// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { precompressAssets } from './scripts/precompress.mjs';
import { pgliteTemplate } from './scripts/pglite-template.mjs';

export default defineConfig({
  // Several builds side by side (parallel work, CI) can each have their own folder.
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  output: 'server',
  // The app alone, without a server or static files of its own: scripts/serve/process.mjs serves it
  // behind the build's files (scripts/serve/static-files.mjs). Not streamed: a page's
  // Content-Security-Policy header lists the hashes of what its components write inline
  // (src/layouts/csp.ts), so it can only be sent once the whole page is rendered.
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  integrations: [react(), precompressAssets(), pgliteTemplate()],
  // Cached pages are kept as ready bytes and served before Astro runs (src/server/page-store.ts).
  cache: { provider: { name: 'shop-pages', entrypoint: './src/server/page-store-provider.ts' } },
  // The stylesheets (about 5 KB compressed in all) come inside the page: a phone paints the page
  // from its first response instead of waiting for three or four more requests.
  build: { inlineStylesheets: 'always' },
  // Every page's Content-Security-Policy, sent as a header (frame-ancestors works only there). Astro
  // adds the hashes of its own scripts and styles; src/layouts/csp.ts adds what pages write inline
  // and the analytics hosts the owner configured. The other headers: src/server/http/security-headers.ts.
  security: {
    // The shop applies its own rule against cross-site writes to pages and API alike
    // (src/server/http/origin.ts): Astro's compares the Origin with the address the server was
    // reached at, which behind a TLS-terminating proxy is http:// while the browser says https://,
    // and it refuses a script's call without an Origin.
    checkOrigin: false,
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        // Payment pages are reached by navigation (PayForm), never by a form posting to the provider.
        "form-action 'self'",
        "frame-ancestors 'none'",
        // Owner content and the wines' pictures may come from other https hosts.
        "img-src 'self' data: blob: https:",
        "media-src 'self' blob: https:",
        "font-src 'self' data:",
        "connect-src 'self'",
        // The video players the galleries embed (src/scripts/slider-view.ts).
        "frame-src https://www.youtube-nocookie.com https://player.vimeo.com",
      ],
      scriptDirective: { resources: ["'self'"] },
      // Style attributes (server-rendered islands, owner HTML) cannot carry a hash; they cannot run
      // code either. Stylesheets stay 'self' and hashes (Astro's default).
      styleDirective: { resources: [{ resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
  // No Markdown here; Shiki's inline styles would need 'unsafe-inline' under the policy above.
  markdown: { syntaxHighlight: false },
  vite: {
    plugins: [tailwindcss()],
    // Drizzle in the server's bundle rather than loaded file by file from node_modules at each start:
    // Node looked up, for each of its few hundred files, the package's 180 kB package.json (about
    // 0.7 s of a start's CPU, see README "Performance").
    ssr: { noExternal: ['drizzle-orm'] },
  },
});
