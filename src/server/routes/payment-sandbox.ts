import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { formatPrice } from '~/lib/catalogue-format';
import { t as translator } from '~/lib/i18n';
import { escapeHtml } from '~/lib/text';
import type { ShopEnv } from '../http/context';
import type { ShopDeps } from '../deps';
import { cspHash } from '../http/security-headers';
import { SANDBOX_CARDS, SANDBOX_KEPT_CARDS, sandboxStatus, type SandboxCard, type SandboxPayment } from '../payments/sandbox';
import { receiveNotification } from '../services/orders/notification';
import { notFound } from '../services/errors';

// The sandbox's hosted payment page, mounted only while the sandbox is the configured provider
// (routes/index.ts). It delivers its notifications by calling the shop's handler in-process
// (receiveNotification, with the signed body and headers it would POST): the shop verifies them
// exactly as it verifies a real provider's.

const PAGE_STYLE = `body{font-family:system-ui,sans-serif;background:#f4f4f5;color:#18181b;margin:0;padding:24px}main{max-width:440px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 4px #0002}
label{display:block;margin:16px 0 4px;font-weight:600}input{width:100%;box-sizing:border-box;padding:10px;font-size:16px;border:1px solid #a1a1aa;border-radius:4px}
button{margin-top:16px;width:100%;padding:12px;font-size:16px;border-radius:4px;border:0;background:#1d4ed8;color:#fff;cursor:pointer}button.secondary{background:#fff;color:#1d4ed8;border:1px solid #1d4ed8}
.amount{font-size:28px;font-weight:700;margin:8px 0}ul{padding-left:18px;font-size:14px}p.note{font-size:13px;color:#52525b}`;

/** The page's own policy: its one inline style by hash, its forms posting back here, no script at all. */
const PAGE_POLICY = `default-src 'none'; style-src '${cspHash(PAGE_STYLE)}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

/** The page of an open payment, or, once its time is over, only the way back to the shop. */
function paymentPage(payment: SandboxPayment, open: boolean, keptCard: string | null) {
  const reference = payment.reference;
  const t = translator(payment.lang);
  const action = `/api/payment/sandbox/pay/${escapeHtml(reference)}`;
  // Each test card says what it does, and once kept, what it does to the next payments.
  const cards = Object.entries(SANDBOX_CARDS)
    .map(([number, outcome]) => `<li><code>${number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> — ${escapeHtml(t(`order:sandbox.cards.${SANDBOX_KEPT_CARDS[number as SandboxCard] ?? outcome}`))}</li>`)
    .join('');
  // A kept card's payment the bank wants the customer to confirm: no number to type.
  // A card-setup page (nothing to pay): the card is checked and kept, which the page says.
  const setup = payment.amount === 0;
  const form = keptCard
    ? `<p>${escapeHtml(t('order:sandbox.authenticate', { card: keptCard }))}</p><form method="post" action="${action}"><button type="submit" name="action" value="pay">${escapeHtml(t('order:sandbox.confirm'))}</button></form>`
    : `<form method="post" action="${action}">
<label for="card">${escapeHtml(t('order:sandbox.card'))}</label><input id="card" name="card" inputmode="numeric" autocomplete="off" required value="4242 4242 4242 4242">
<button type="submit" name="action" value="pay">${escapeHtml(t(setup ? 'order:sandbox.saveCard' : 'order:sandbox.pay'))}</button>
</form>`;
  return `<!doctype html><html lang="${payment.lang === 'fr_FR' ? 'fr' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(t('order:sandbox.title'))}</title><meta name="robots" content="noindex">
<style>${PAGE_STYLE}</style></head>
<body><main><h1>${escapeHtml(t('order:sandbox.title'))}</h1>
${setup ? `<p>${escapeHtml(t('order:sandbox.setup'))}</p>` : `<p>${escapeHtml(t('order:sandbox.order', { number: payment.orderNumber }))}</p><p class="amount">${escapeHtml(formatPrice(payment.amount, payment.lang))}</p>`}
${open ? form : `<p role="alert">${escapeHtml(t(setup ? 'order:sandbox.setupClosed' : 'order:sandbox.expired'))}</p>`}
<form method="post" action="${action}"><button class="secondary" type="submit" name="action" value="cancel">${escapeHtml(t(open ? 'order:sandbox.cancel' : 'order:sandbox.back'))}</button></form>
${open && !keptCard ? `<h2>${escapeHtml(t('order:sandbox.testCards'))}</h2><ul>${cards}</ul>` : ''}<p class="note">${escapeHtml(t('order:sandbox.note'))}</p></main></body></html>`;
}

/** Hands a notification to the shop's handler, as the provider's POST would; a failure is the provider's to retry. */
function deliver(deps: ShopDeps, siteId: number, notification: { headers: Record<string, string>; body: string }) {
  return receiveNotification(deps, siteId, deps.payments.sandbox, notification.headers, notification.body);
}

export function sandboxPaymentRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.get('/payment/sandbox/pay/:reference', async (c) => {
    const deps = c.get('deps');
    const payment = await deps.payments.sandbox.payment(c.req.param('reference'));
    if (!payment) throw notFound();
    c.header('cache-control', 'no-store');
    c.header('content-security-policy', PAGE_POLICY);
    const open = payment.status === 'PENDING' && payment.settlesAt === null && sandboxStatus(payment, deps.now()) === 'PENDING';
    const card = payment.cardToken && payment.idempotencyKey ? await deps.payments.sandbox.card(payment.cardToken) : null;
    return c.html(paymentPage(payment, open, card ? `${card.brand} •••• ${card.last4}` : null));
  });

  app.post('/payment/sandbox/pay/:reference', async (c: Context<ShopEnv>) => {
    const form = z.object({ card: z.string().max(40).optional(), action: z.enum(['pay', 'cancel']).default('pay') }).safeParse(await c.req.parseBody());
    const action = form.success ? form.data : { action: 'pay' as const, card: '' };
    const deps = c.get('deps');
    const submitted = await deps.payments.sandbox.submit(c.req.param('reference') ?? '', action.action === 'cancel' ? null : (action.card ?? ''));
    if (!submitted) throw notFound();
    const siteId = c.get('siteId');
    if (submitted.now) await deliver(deps, siteId, submitted.now);
    if (submitted.later) {
      const later = submitted.later;
      // The pending card's payment goes through a few seconds on; the shop may be gone by then.
      setTimeout(() => void deliver(deps, siteId, later).catch(() => undefined), later.afterMs).unref();
    }
    return c.redirect(submitted.returnUrl, 303);
  });

  return app;
}
