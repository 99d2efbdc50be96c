// Lighthouse's mobile scores of a page (its default: a mid-range phone on a slow 4G, simulated),
// with the system's Chromium (CHROMIUM_PATH overrides it, as for the browser tests), headless and
// quiet: no first-run, sync, component updates or background traffic that would skew the timing.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The four scores (0–100) of `url`, and its Largest Contentful Paint (ms) and Cumulative Layout Shift. */
export async function lighthouseScores(url) {
  const { stdout } = await promisify(execFile)(
    resolve('node_modules/.bin/lighthouse'),
    [
      url,
      `--chrome-path=${CHROMIUM_PATH}`,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
    ],
    { maxBuffer: 512 * 1024 * 1024, timeout: 180_000 },
  );
  const report = JSON.parse(stdout);
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((name) => [name, Math.round((report.categories[name]?.score ?? 0) * 100)]));
  return {
    scores,
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? null,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? null,
    warnings: report.runWarnings ?? [],
  };
}
