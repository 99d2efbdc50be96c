import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium (a test tool's own browser download cannot work here); CHROMIUM_PATH overrides it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export function url(path: string): string {
  return `${inject('baseUrl')}${path}`;
}

export async function newPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'fr-FR' });
  return context.newPage();
}
