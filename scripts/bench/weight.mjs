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

/**
 * Prints the JavaScript of the shop's kinds of pages against the budgets of docs/architecture.md#tests (a content page
 * 25 KB, a page with a cart or checkout island 120 KB); returns the pages over theirs. `customer`:
 * the headers of a signed-in customer who has ordered, to weigh the checkout's pages as they see them.
 */
export async function javaScriptWeights(base, { winePage, newsItem, album, customer }) {
  const pages = [
    ['home (fr)', '/', 25],
    ['home (en)', '/en_US', 25],
    ['CMS page', '/notre-histoire', 25],
    ['sign-in', '/auth', 120],
    ['wine list', '/nos-vins', 25],
    ['wine page', winePage, 120],
    ['cart', '/cart', 120],
    ['news item', newsItem, 25],
    ['album', album, 25],
    ['checkout address', '/cart/address', 120, customer],
    ['checkout delivery', '/cart/shipping', 120, customer],
    ['checkout payment', '/cart/payment', 120, customer],
    ['payment result', '/order/cawl/result', 120, customer],
    ['order success', '/order/success', 120, customer],
  ];
  const rows = [['page'.padEnd(17), 'path'.padEnd(50), 'up front'.padStart(9), 'files', 'budget'.padStart(7), 'on demand']];
  const over = [];
  for (const [name, path, budgetKb, headers] of pages) {
    const { files, kb, lazyKb } = await scriptsOf(base, path, headers);
    if (kb > budgetKb) over.push(name);
    rows.push([
      name.padEnd(17),
      path.padEnd(50),
      `${kb.toFixed(1)} KB`.padStart(9),
      String(files).padStart(5),
      `${budgetKb} KB`.padStart(7),
      `${lazyKb > 0 ? `${lazyKb.toFixed(1)} KB` : '-'}${kb > budgetKb ? '  OVER BUDGET' : ''}`,
    ]);
  }
  console.log('\nJavaScript shipped per page (gzip), against the budget:');
  console.log(rows.map((cells) => `  ${cells.join('  ')}`).join('\n'));
  console.log('  (on demand: code loaded only when used, e.g. the slider on its first opening)');
  return over;
}
