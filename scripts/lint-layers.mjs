// npm run lint: the layers of docs/architecture.md ("Layers"), checked by dependency-cruiser with
// .dependency-cruiser.cjs. dependency-cruiser reads no .astro file (its parsers know TypeScript and
// JavaScript), and the pages are where a stray import of the server is easiest to write. So before it
// runs, each .astro file's frontmatter (server code) and its bundled <script>s (browser code) are
// copied as TypeScript under .lint/astro/, at the file's own path, their imports pointed back at the
// real files (and at the copies of the .astro files they import). The report names the .astro files
// again, and the copies are removed whatever the outcome.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const MIRROR = '.lint/astro';

/** Every .astro file under `folder`, as paths relative to the repository. */
function astroFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return astroFiles(path);
    return entry.name.endsWith('.astro') ? [path] : [];
  });
}

/** The frontmatter of an .astro source, and the bodies of its bundled (not is:inline) scripts. */
export function astroParts(source) {
  const frontmatter = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  const scripts = [...source.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bis:inline\b|\bset:html\b|type=["']application\/(ld\+)?json/.test(attributes))
    .map(([, , body]) => body);
  return { frontmatter, scripts };
}

/** The copy's import of `specifier`, written from the copy of `file`: same target, or the target's copy. */
function pointed(specifier, file) {
  const copyFolder = dirname(join(MIRROR, file));
  let target;
  if (specifier.startsWith('.')) target = join(dirname(file), specifier);
  else if (specifier.startsWith('~/')) target = join('src', specifier.slice(2));
  else return specifier;
  const to = target.endsWith('.astro') ? join(MIRROR, `${target}.ts`) : target;
  const path = relative(copyFolder, to);
  return path.startsWith('.') ? path : `./${path}`;
}

/** `code` with every module specifier of its imports, exports and dynamic imports pointed from the copy. */
export function repoint(code, file) {
  return code.replace(/(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\2/g, (_, lead, quote, specifier) =>
    `${lead}${quote}${pointed(specifier, file)}${quote}`,
  );
}

function writeCopies(root) {
  rmSync(join(root, MIRROR), { recursive: true, force: true });
  for (const file of astroFiles('src')) {
    const { frontmatter, scripts } = astroParts(readFileSync(join(root, file), 'utf8'));
    const copy = join(root, MIRROR, `${file}.ts`);
    mkdirSync(dirname(copy), { recursive: true });
    writeFileSync(copy, repoint(frontmatter, file));
    if (scripts.length) writeFileSync(join(root, MIRROR, `${file}.client.ts`), repoint(scripts.join('\n'), file));
  }
}

/** The report with the copies named as the .astro files they were taken from. */
function readable(report) {
  return report
    .replaceAll(`${MIRROR}/`, '')
    .replace(/\.astro\.client\.ts\b/g, '.astro (<script>)')
    .replace(/\.astro\.ts\b/g, '.astro');
}

if (import.meta.url === `file://${resolve(process.argv[1])}`) {
  const root = process.cwd();
  let status = 1;
  try {
    writeCopies(root);
    const run = spawnSync(
      process.execPath,
      [join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'), 'src', MIRROR, '--config', '.dependency-cruiser.cjs', ...process.argv.slice(2)],
      { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    process.stdout.write(readable(run.stdout ?? ''));
    process.stderr.write(readable(run.stderr ?? ''));
    status = run.status ?? 1;
  } finally {
    rmSync(join(root, '.lint'), { recursive: true, force: true });
  }
  process.exit(status);
}
