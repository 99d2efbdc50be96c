import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
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

/**
 * A page in a fresh context, as a returning visitor who has already seen the owner's popup (a
 * modal that opens 3 s into a first visit and would cover what a test is doing). The popup's own
 * test opens a first visit itself (tests/e2e/engagement.test.ts).
 */
export async function newPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'fr-FR' });
  await markPopupsSeen(context);
  return context.newPage();
}

/** Stores the popups on now as opened, the way the popup script does once it has shown them. */
export async function markPopupsSeen(context: BrowserContext, base = inject('baseUrl')): Promise<void> {
  const active = ((await (await fetch(`${base}/api/popup?active=1`)).json()) as { data: { id: number }[] }).data;
  const seen = JSON.stringify(Object.fromEntries(active.map((popup) => [popup.id, Date.now()])));
  await context.addInitScript((value) => {
    // Frames without storage (a sandboxed video player) have nothing to remember.
    try {
      localStorage.setItem('popups-opened', value);
    } catch {}
  }, seen);
}

/**
 * The two cookies of a sign-in: the session's, and the readable site one that tells the pages'
 * scripts a customer signed in (the wine pages' member price asks the session only then).
 */
export async function addSignInCookies(context: BrowserContext, token: string, base = inject('baseUrl')): Promise<void> {
  await context.addCookies([
    { name: 'token', value: token, url: base, httpOnly: true, sameSite: 'Lax' },
    { name: 'idSite', value: '1', url: base, sameSite: 'Lax' },
  ]);
}

/**
 * A page of a fresh context signed in with the session `token` (the cookie the sign-in form sets),
 * as a returning visitor who has seen the popups, with the script errors it throws.
 */
export async function signedInPage(
  browser: Browser,
  token: string,
  options: { viewport?: { width: number; height: number }; locale?: string; javaScriptEnabled?: boolean; acceptDownloads?: boolean; base?: string } = {},
): Promise<{ page: Page; errors: string[] }> {
  const { viewport = DESKTOP, locale = 'fr-FR', base = inject('baseUrl'), ...rest } = options;
  const context = await browser.newContext({ viewport, locale, ...rest });
  await markPopupsSeen(context, base);
  await addSignInCookies(context, token, base);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** A page visited at `path` as a returning visitor, with the script errors it threw and its status. */
export async function openPage(
  browser: Browser,
  path: string,
  viewport = DESKTOP,
): Promise<{ page: Page; errors: string[]; status: number | undefined }> {
  const page = await newPage(browser, viewport);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(url(path), { waitUntil: 'networkidle' });
  return { page, errors, status: response?.status() };
}
