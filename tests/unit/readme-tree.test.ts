import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';

// README's "Where things are" is the map a newcomer follows: every path it names exists, and
// every folder of src/ and src/server/ is on it. A rename that forgets the map fails here.

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
