import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

let axeSource: Promise<string> | undefined;

/** axe-core's browser bundle, read once per test file. */
function loadAxeSource(): Promise<string> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

/** One line per violation: rule, impact, help and the first offending elements. */
function describeViolations(results: AxeResults): string[] {
  return results.violations.map((violation) => {
    const targets = violation.nodes
      .slice(0, 5)
      .map((node) => node.target.join(' '))
      .join(' | ');
    return `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} → ${targets}`;
  });
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules) on the page as it is now and fails with the list of
 * violations. Call it once the page has rendered what it should show. `bestPractice` adds axe's
 * best-practice rules (landmarks named apart, roles allowed on their elements…), as Lighthouse
 * counts them.
 */
export async function expectNoAxeViolations(page: Page, { bestPractice = false } = {}): Promise<void> {
  const content = await loadAxeSource();
  const alreadyLoaded = await page.evaluate(() => 'axe' in window);
  // Evaluated by the browser's devtools rather than added as a <script>: the page's
  // Content-Security-Policy rightly refuses an inline script it has no hash for.
  if (!alreadyLoaded) await page.evaluate(content);
  // axe measures colours as they are on screen: an entrance still fading in (a panel, a message)
  // would read fainter than it stays, so the finite animations running now are let finish first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', ...(bestPractice ? ['best-practice'] : [])];
  const results = await page.evaluate(
    (values) => (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, { runOnly: { type: 'tag', values } }),
    tags,
  );
  expect(describeViolations(results), `axe violations on ${page.url()}`).toEqual([]);
}
