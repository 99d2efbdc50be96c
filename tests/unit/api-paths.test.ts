import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// One contract per area (docs/architecture.md#the-api): every API path is written once, in the area's client module
// (src/lib/api/*, the back office's src/lib/admin/*), next to the types it answers. Pages, islands,
// stores, scripts and the other shared code call those typed functions: a path typed anywhere else
// is a call nothing checks against the contract.

const ROOT = join(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');
/** Where paths belong: the server that serves them and the client modules of each area. */
const PATH_HOMES = ['src/server/', 'src/lib/api/', 'src/lib/admin/', 'src/lib/api.ts'];
/** What only names the API's root without calling it: the middleware lets /api/ through, robots.txt hides it, a card set-up never lands back on it. */
const ROOT_MENTIONS = ['src/middleware.ts', 'src/lib/robots.ts', 'src/lib/rules/card-setup.ts'];

/** A client call with a literal path: `api.get('/…')`, `.post<Cart>(\`/cart/${id}\`…)`, over several lines too. */
const LITERAL_CALL = /\.(get|post|put|delete|patch|upload)\s*(<[^()]*?>)?\(\s*['"`]\//g;
/** An address of the API written out: a link or a fetch to `/api/…`. */
const API_ADDRESS = /['"`]\/api\//g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|astro|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** Each `file:line` where `pattern` matches, outside the files allowed to. */
export function pathsWrittenOutside(files: { name: string; text: string }[], pattern: RegExp, allowed: string[]): string[] {
  return files
    .filter((file) => !allowed.some((home) => file.name.startsWith(home)))
    .flatMap((file) => [...file.text.matchAll(pattern)].map((match) => `${file.name}:${file.text.slice(0, match.index).split('\n').length}`));
}

const files = sourceFiles(SRC).map((path) => ({ name: relative(ROOT, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }));

describe('API paths', () => {
  it('are found by the rule, on one line or several', () => {
    const sample = [
      { name: 'src/islands/Sample.tsx', text: "api.get<Profile | null>('/user');\napi\n  .post<{ valid: boolean; errors: Record<string, string> }>(`/forms/${id}/answer/validate`, body);" },
      { name: 'src/pages/sample.astro', text: "const href = `/api/order/${id}/invoice`;\nconst page = pagesApi(api).atUrl('contact');" },
      { name: 'src/lib/api/sample.ts', text: "api.get('/user')" },
    ];
    expect(pathsWrittenOutside(sample, LITERAL_CALL, PATH_HOMES)).toEqual(['src/islands/Sample.tsx:1', 'src/islands/Sample.tsx:3']);
    expect(pathsWrittenOutside(sample, API_ADDRESS, PATH_HOMES)).toEqual(['src/pages/sample.astro:1']);
  });

  it('are written only in the client modules of their area', () => {
    expect(pathsWrittenOutside(files, LITERAL_CALL, PATH_HOMES)).toEqual([]);
  });

  it('are not written out as /api/ addresses by pages, islands or scripts', () => {
    expect(pathsWrittenOutside(files, API_ADDRESS, [...PATH_HOMES, ...ROOT_MENTIONS])).toEqual([]);
  });
});
