// The files Astro builds under /_astro/ never change (their names carry their hash), so they are
// compressed once, at build, at the strongest settings, instead of on every request: an Astro
// integration writes `file.br` and `file.gz` beside each text file, and `precompressedAssets`
// serves them to the browsers that accept them (scripts/serve.mjs).
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};
// Fonts in WOFF/WOFF2 and pictures are compressed already.
const ENCODINGS = [
  { name: 'br', suffix: '.br', compress: (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }) },
  { name: 'gzip', suffix: '.gz', compress: (bytes) => gzipSync(bytes, { level: 9 }) },
];

/** The integration, for astro.config.mjs. */
export function precompressAssets() {
  return {
    name: 'precompress-assets',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const assets = join(fileURLToPath(dir), '_astro');
        const names = (await readdir(assets)).filter((name) => TYPES[extname(name)]);
        for (const name of names) {
          const bytes = await readFile(join(assets, name));
          for (const encoding of ENCODINGS) {
            // A file of a few bytes comes out larger: it is sent as it is.
            const compressed = encoding.compress(bytes);
            if (compressed.length < bytes.length) await writeFile(join(assets, name + encoding.suffix), compressed);
          }
        }
        logger.info(`${names.length} files of /_astro/ compressed with brotli and gzip`);
      },
    },
  };
}

/**
 * A handler for the server: answers a GET or HEAD of a precompressed /_astro/ file with its
 * compressed bytes when the browser accepts them (true), or leaves the request to the rest (false).
 * The list of files is read once: they only change with a new build, which a restart serves.
 */
export async function precompressedAssets(clientDir) {
  const assets = join(clientDir, '_astro');
  const names = await readdir(assets).catch(() => []);
  // Each file with its size, for Content-Length.
  const present = new Map(await Promise.all(names.map(async (name) => [name, (await stat(join(assets, name))).size])));
  return (req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith('/_astro/')) return false;
    const path = new URL(req.url ?? '/', 'http://shop.invalid').pathname;
    const name = path.startsWith('/_astro/') ? path.slice('/_astro/'.length) : '';
    const type = TYPES[extname(name)];
    if (!type || name.includes('/') || !present.has(name)) return false;
    const accepted = new Negotiator(req).encodings(ENCODINGS.map((encoding) => encoding.name), { preferred: ENCODINGS.map((encoding) => encoding.name) });
    const encoding = ENCODINGS.find((candidate) => candidate.name === accepted[0] && present.has(name + candidate.suffix));
    res.setHeader('Vary', 'Accept-Encoding');
    if (!encoding) return false;
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', encoding.name);
    res.setHeader('Content-Length', present.get(name + encoding.suffix));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    if (req.method === 'HEAD') res.end();
    // A file gone since start (a new build written under a running server): the answer is cut, not the server.
    else createReadStream(join(assets, name + encoding.suffix)).once('error', () => res.destroy()).pipe(res);
    return true;
  };
}
