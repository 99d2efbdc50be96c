// The JavaScript a page makes the browser download, gzip-compressed: its <script src>, its
// islands' code and what those import, recursively. Code behind a dynamic import() (the slider,
// loaded on first open) is counted apart: the page pays for it only when it is used.
import { gzipSync } from 'node:zlib';

// Bundlers quote module names with ", ' or ` (rolldown prefers template literals).
const STATIC_IMPORT = /(?:\bimport|\bfrom)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;

async function codeOf(url, seen) {
  if (!seen.has(url)) seen.set(url, await (await fetch(url)).text());
  return seen.get(url);
}

/** Every module reachable from `entries` by static imports, as url → code. */
async function closure(entries, seen) {
  const found = new Map();
  const queue = [...entries];
  for (const url of queue) {
    if (found.has(url)) continue;
    const code = await codeOf(url, seen);
    found.set(url, code);
    for (const [, imported] of code.matchAll(STATIC_IMPORT)) queue.push(new URL(imported, url).href);
  }
  return found;
}

const gzipKb = (codes) => codes.reduce((sum, code) => sum + gzipSync(code).length, 0) / 1024;

/** `headers`: e.g. the Cookie of a signed-in customer, for the pages of the checkout. */
export async function scriptsOf(base, path, headers = {}) {
  const pageUrl = base + path;
  const html = await (await fetch(pageUrl, { headers })).text();
  const entries = new Set();
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) entries.add(match[1]);
  for (const match of html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)) entries.add(match[1]);
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const imported of match[1].matchAll(/(?:import|from)\s*\(?\s*["'`]([^"'`]+\.js)["'`]/g)) entries.add(imported[1]);
  }
  const seen = new Map();
  const upFront = await closure([...entries].map((url) => new URL(url, pageUrl).href), seen);
  const lazyEntries = [...upFront].flatMap(([url, code]) => [...code.matchAll(DYNAMIC_IMPORT)].map(([, imported]) => new URL(imported, url).href));
  const lazy = [...(await closure(lazyEntries, seen))].filter(([url]) => !upFront.has(url));
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
  return { files: upFront.size, kb: gzipKb([...upFront.values(), inline]), lazyKb: gzipKb(lazy.map(([, code]) => code)) };
}
