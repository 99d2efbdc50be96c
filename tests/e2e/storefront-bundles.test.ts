import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { url } from './browser';

// The storefront's islands import the API's contracts as types only, so a visitor's browser never
// downloads zod: the back office validates its forms with the schemas, the storefront lets the
// server answer. This follows every script a storefront page loads, and every storefront island,
// import by import.

/** A string zod's core holds and no code of ours writes. */
const ZOD_MARKER = 'invalid_type';
const ASSETS = join('dist', 'client', '_astro');

const STOREFRONT_PAGES = [
  '/',
  '/en_US',
  '/nos-vins',
  '/en_US/wines/les-tuffeaux-saumur-champigny-red/1',
  '/cart',
  '/cart/address',
  '/account',
  '/contact',
  '/oenotourisme',
  '/oenotourisme/visite-des-caves-et-degustation/1',
  '/actualites',
  '/galerie',
];

/** The scripts a page starts: its module scripts and its islands' components and renderers. */
function entriesOf(html: string): string[] {
  const found = [...html.matchAll(/(?:component-url|renderer-url|src)="(\/_astro\/[^"]+\.js)"/g)].map((match) => match[1]!);
  return [...new Set(found)].map((path) => path.slice('/_astro/'.length));
}

/** Every file of `ASSETS` that `entries` reach through their static and dynamic imports. */
async function reached(entries: string[]): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const queue = [...entries];
  while (queue.length) {
    const name = queue.pop()!;
    if (files.has(name)) continue;
    const code = await readFile(join(ASSETS, name), 'utf8');
    files.set(name, code);
    for (const match of code.matchAll(/(?:from|import)\s*\(?\s*["']\.\/([^"']+\.js)["']/g)) queue.push(match[1]!);
  }
  return files;
}

const holdingZod = (files: Map<string, string>) => [...files].filter(([, code]) => code.includes(ZOD_MARKER)).map(([name]) => name);

describe('the storefront’s scripts', () => {
  it('never load zod, which only the back office’s islands use', async () => {
    const entries = new Set<string>();
    for (const path of STOREFRONT_PAGES) {
      const response = await fetch(url(path));
      expect(response.status, path).toBe(200);
      for (const entry of entriesOf(await response.text())) entries.add(entry);
    }
    // And every storefront island, including those only a signed-in customer sees (checkout, account).
    const islands = new Set((await readdir('src/islands', { recursive: true })).filter((path) => /\.tsx$/.test(path) && !path.startsWith('admin')).map((path) => basename(path, '.tsx')));
    for (const name of await readdir(ASSETS)) if (islands.has(name.split('.')[0]!)) entries.add(name);
    const files = await reached([...entries]);
    // Enough to mean something: the islands of the cart, the checkout, the account, the booking calendar…
    expect(files.size).toBeGreaterThan(40);
    expect(holdingZod(files)).toEqual([]);
  });

  it('would see zod where it is: the back office’s form editor reaches it', async () => {
    const editor = (await readdir(ASSETS)).find((name) => /^FormEditor\.[\w-]+\.js$/.test(name));
    expect(editor).toBeDefined();
    expect(holdingZod(await reached([editor!])).length).toBeGreaterThan(0);
  });
});
