import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';

// README's "Where things are" is the map a newcomer follows: every path it names exists, and
// every folder of src/ and src/server/ is on it. A rename that forgets the map fails here. The
// docs/ folder is the rest of what a newcomer reads: every path it names exists, every section a
// comment cites is there, and no comment sends the reader to a file outside the repository.

const README = readFileSync('README.md', 'utf8');

/** The lines of the map: the fenced block under "## Where things are". */
function mapLines(): string[] {
  const section = README.slice(README.indexOf('## Where things are'));
  const block = /```\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('README has no "Where things are" map');
  return block[1].split('\n').filter((line) => line.trim() !== '');
}

/** `tests/unit|api|e2e/` names three folders; `<lang>` stands for each language folder. */
function expand(path: string): string[] {
  const withLang = path.replace('<lang>', 'fr_FR');
  const alternatives = /^(.*\/)?([^/]*\|[^/]*)(\/.*)?$/.exec(withLang);
  if (!alternatives) return [withLang];
  const [, before = '', choices, after = ''] = alternatives;
  return choices.split('|').map((choice) => `${before}${choice}${after}`);
}

/** The paths of a line's first column; a bare file name after a path lives in that path's folder. */
function namedPaths(line: string): string[] {
  if (/^\s/.test(line)) return [];
  const column = line.split(/\s{2,}/)[0];
  let folder = '';
  return column.split(/,\s*/).flatMap((name) => {
    const path = name.includes('/') || folder === '' ? name : posix.join(folder, name);
    folder = path.endsWith('/') ? path : posix.dirname(path) === '.' ? '' : `${posix.dirname(path)}/`;
    return expand(path);
  });
}

/** File paths written in a line's description (serve/process.mjs, services/errors.ts…), with the folders they may be read from. */
function mentionedFiles(line: string): { name: string; from: string[] }[] {
  const [first = ''] = namedPaths(line);
  const description = line.split(/\s{2,}/).slice(/^\s/.test(line) ? 0 : 1).join(' ');
  const names = description.match(/[\w.[\]-]+(?:\/[\w.[\]{}-]+)*\.(?:ts|tsx|mjs|astro|css|json)\b/g) ?? [];
  const lineFolder = first.endsWith('/') ? first : dirname(first);
  return names.map((name) => ({ name, from: ['', lineFolder, 'src', 'src/server', dirname(lineFolder)] }));
}

describe('README "Where things are"', () => {
  const lines = mapLines();

  it('names only paths that exist', () => {
    const named = lines.flatMap(namedPaths);
    expect(named.length).toBeGreaterThan(30);
    expect(named.filter((path) => !existsSync(path))).toEqual([]);
  });

  it('names files in its descriptions that exist', () => {
    const mentioned = lines.flatMap(mentionedFiles);
    expect(mentioned.length).toBeGreaterThan(10);
    const missing = mentioned
      .filter(({ name, from }) => !from.some((folder) => existsSync(join(folder, name))))
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it('shows every folder of src/ and src/server/', () => {
    const named = new Set(lines.flatMap(namedPaths).map((path) => path.replace(/\/$/, '')));
    const folders = ['src', 'src/server'].flatMap((parent) =>
      readdirSync(parent)
        .map((entry) => `${parent}/${entry}`)
        .filter((path) => statSync(path).isDirectory()),
    );
    const onMap = (folder: string) => [...named].some((path) => path === folder || path.startsWith(`${folder}/`));
    expect(folders.filter((folder) => !onMap(folder))).toEqual([]);
  });
});

/** Every file under `folder` (dependencies, builds and data left out). */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(folder, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist', 'data', '.astro'].includes(entry.name) ? [] : filesUnder(path);
    return [path];
  });
}

const DOCS = readdirSync('docs').filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`);
/** Where code, tests and tooling live: their comments may cite docs/. */
const CODE = [...['src', 'tests', 'scripts'].flatMap(filesUnder), '.dependency-cruiser.cjs', 'astro.config.mjs', 'vitest.config.ts'];
const CITING = [...CODE, 'README.md', ...DOCS];

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) => heading.trim().toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-');

/** The anchors of a docs/ file, from its headings. */
function anchors(file: string): Set<string> {
  const headings = readFileSync(file, 'utf8').match(/^#{1,6} .+$/gm) ?? [];
  return new Set(headings.map((line) => slug(line.replace(/^#+ /, ''))));
}

/** The docs/ citations of a text: `docs/rules.md#free-shipping`, or `docs/architecture.md, "Layers"`. */
function citations(text: string): { file: string; anchor: string | null }[] {
  return [...text.matchAll(/\bdocs\/([\w-]+\.md)(?:#([\w-]+)|, "([^"]+)")?/g)].map(([, name, anchor, heading]) => ({
    file: `docs/${name}`,
    anchor: anchor ?? (heading ? slug(heading) : null),
  }));
}

describe('docs/', () => {
  it('has the architecture, the rules and the recipes', () => {
    expect(DOCS).toEqual(expect.arrayContaining(['docs/architecture.md', 'docs/rules.md', 'docs/recipes.md']));
  });

  it('holds every file and section that a comment, the README or another doc cites', () => {
    const cited = CITING.flatMap((file) => citations(readFileSync(file, 'utf8')).map((citation) => ({ ...citation, in: file })));
    expect(cited.filter((citation) => CODE.includes(citation.in)).length).toBeGreaterThan(50);
    const missing = cited
      .filter(({ file, anchor }) => !existsSync(file) || (anchor !== null && !anchors(file).has(anchor)))
      .map(({ file, anchor, in: where }) => `${where}: ${file}${anchor ? `#${anchor}` : ''}`);
    expect(missing).toEqual([]);
  });

  it('names only paths that exist', () => {
    // A path in backticks that starts at the repository's root; `<area>` and `{id}` stand for any
    // name, so the folder before them must exist.
    const named = DOCS.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/`((?:src|tests|scripts|docs|deploy|public)\/[^`\s]*|\.dependency-cruiser\.cjs|astro\.config\.mjs)`/g)].map(
        ([, path]) => ({ path: path.replace(/#.*$/, ''), in: file }),
      ),
    );
    expect(named.length).toBeGreaterThan(40);
    const missing = named
      .map(({ path, in: file }) => ({ checked: /[<{]/.test(path) ? path.slice(0, path.search(/[<{]/)).replace(/[^/]*$/, '') : path, in: file }))
      .filter(({ checked }) => !existsSync(checked))
      .map(({ checked, in: file }) => `${file}: ${checked}`);
    expect(missing).toEqual([]);
  });

  it('is what comments cite: none sends the reader to a specification or design file outside the repository', () => {
    const outside = new RegExp(`\\b(${['SPEC', 'DESIGN'].join('|')})(\\.md\\b|'s\\b|\\s+sections?\\b)`);
    const citing = CODE.filter((file) => /\.(ts|tsx|mjs|cjs|js|astro|css)$/.test(file)).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (outside.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(citing).toEqual([]);
  });
});
