import type { Page } from 'playwright-core';
import { t, type Lang } from '~/lib/i18n';

// For the checkout's browser tests: the end of the payment step and the sandbox's payment page.

/** The sandbox's test cards (src/server/payments/sandbox.ts). */
export const CARDS = { paid: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', pending: '4000 0000 0000 3063' };

/** Text as read, whatever its spaces (line breaks, no-break spaces of prices). */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Both ticks, then the pay button; on the sandbox's hosted payment page, the card. */
export async function payWith(page: Page, lang: Lang, card: string) {
  const tr = t(lang);
  const form = page.getByTestId('payment-form');
  await form.getByLabel(tr('checkout-payment:consent.adult')).check();
  await form.locator('#payment-salesTerms').check();
  await form.getByRole('button', { name: /^(Payer|Pay) / }).click();
  await page.waitForURL(/\/api\/payment\/sandbox\/pay\/sbx_\w+$/);
  await page.getByLabel(tr('order:sandbox.card')).fill(card);
  await page.getByRole('button', { name: tr('order:sandbox.pay'), exact: true }).click();
}
