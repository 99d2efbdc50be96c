import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { parseTrustedProxies, type TrustedProxies } from './http/client-address.ts';
import type { CawlSettings } from './payments/cawl';
import type { RelaySettings } from './services/delivery/relay-types';
import type { StripeSettings } from './payments/stripe';
import type { LabelSettings } from './services/shipping/label-service';

/**
 * The shop's settings, read once from the environment. Everything has a default so that a fresh
 * clone starts the demo estate with no configuration at all; production sets what differs.
 */
/** The CAWL account, all or nothing: the variable and the setting it fills. */
const CAWL_VARIABLES = {
  CAWL_MERCHANT_ID: 'merchantId',
  CAWL_API_KEY: 'apiKey',
  CAWL_API_SECRET: 'apiSecret',
  CAWL_WEBHOOK_KEY_ID: 'webhookKeyId',
  CAWL_WEBHOOK_SECRET: 'webhookSecret',
  CAWL_ENDPOINT: 'endpoint',
} as const satisfies Record<string, keyof CawlSettings>;

/** The Stripe account: these three are required with PAYMENT_PROVIDER=stripe; STRIPE_API_BASE has a default. */
const STRIPE_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

const schema = z.object({
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  // Unset: the address the shop listens on for this machine (http://localhost:PORT).
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'cawl', 'stripe']).default('sandbox'),
  NODE_ENV: z.string().default('development'),
  TRUST_PROXY: z.string().optional().transform((value, ctx) => {
    const trusted = parseTrustedProxies(value);
    if ('problem' in trusted) {
      ctx.addIssue({ code: 'custom', message: trusted.problem });
      return z.NEVER;
    }
    return trusted;
  }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(4321),
  PAYMENT_SANDBOX_SECRET: z.string().min(16, 'at least 16 characters').optional(),
  CAWL_MERCHANT_ID: z.string().optional(),
  CAWL_API_KEY: z.string().optional(),
  CAWL_API_SECRET: z.string().optional(),
  CAWL_WEBHOOK_KEY_ID: z.string().optional(),
  CAWL_WEBHOOK_SECRET: z.string().optional(),
  CAWL_ENDPOINT: z.string().regex(/^(https:\/\/)?[a-z0-9.-]+(:\d+)?\/?$/i, 'the API host, e.g. payment.cawl-solutions.fr').optional(),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'a secret key, sk_live_… or sk_test_… (or a restricted rk_… key)').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'a publishable key, pk_live_… or pk_test_…').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'the signing secret of the webhook endpoint, whsec_…').optional(),
  STRIPE_API_BASE: z.url().default('https://api.stripe.com'),
  DEMO: z.enum(['0', '1']).optional(),
  MONDIAL_RELAY_MERCHANT_ID: z.string().optional(),
  MONDIAL_RELAY_PRIVATE_KEY: z.string().optional(),
  MONDIAL_RELAY_ENDPOINT: z.url().default('https://api.mondialrelay.com/WebService.asmx'),
  COLISSIMO_ACCOUNT_NUMBER: z.string().optional(),
  COLISSIMO_PASSWORD: z.string().optional(),
  COLISSIMO_POINTS_ENDPOINT: z.url().default('https://ws.colissimo.fr/pointretrait-ws-cxf/PointRetraitServiceWS/2.0'),
  COLISSIMO_LABEL_ENDPOINT: z.url().default('https://ws.colissimo.fr/sls-ws/SlsServiceWSRest/2.0'),
  LAPOSTE_TRACKING_KEY: z.string().optional(),
  LAPOSTE_TRACKING_ENDPOINT: z.url().default('https://api.laposte.fr/suivi/v2'),
  MONDIAL_RELAY_LABEL_HOST: z.url().default('https://www.mondialrelay.com'),
  CARRIER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
  // The background worker's look at the parcels due (jobs/worker.ts), and an override of every
  // carrier's own pace between two questions about one parcel (services/shipping/tracking.ts).
  TRACKING_POLL_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(15 * 60_000),
  CARRIER_TRACKING_EVERY_MS: z.coerce.number().int().min(1_000).max(7 * 86_400_000).optional(),
  ADMIN_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).optional(),
  // 'auto': one process per core.
  WEB_CONCURRENCY: z
    .union([z.literal('auto'), z.coerce.number().int().min(1).max(64)])
    .default(1)
    .transform((value) => (value === 'auto' ? availableParallelism() : value)),
});

/** Several processes share one database: the embedded one is held by a single process. */
function oneProcessWithoutPostgres(e: { WEB_CONCURRENCY: number; DATABASE_URL?: string }, ctx: z.RefinementCtx) {
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    ctx.addIssue({ code: 'custom', path: ['WEB_CONCURRENCY'], message: 'several processes need PostgreSQL (DATABASE_URL): the embedded database is held by one process' });
  }
}

/** Every setting, and what they must be together. */
const settings = schema.superRefine((e, ctx) => {
  oneProcessWithoutPostgres(e, ctx);
  // A shop set up for real payments must not start half-configured (and never falls back to test cards).
  const required = e.PAYMENT_PROVIDER === 'cawl' ? (Object.keys(CAWL_VARIABLES) as (keyof typeof CAWL_VARIABLES)[]) : e.PAYMENT_PROVIDER === 'stripe' ? STRIPE_VARIABLES : [];
  for (const variable of required) {
    if (!e[variable]) ctx.addIssue({ code: 'custom', path: [variable], message: `required with PAYMENT_PROVIDER=${e.PAYMENT_PROVIDER}` });
  }
});

export interface ShopConfig {
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  paymentProvider: 'sandbox' | 'cawl' | 'stripe';
  /** The CAWL account when every CAWL_* is set (the payments opened with it are followed even if PAYMENT_PROVIDER changed since). */
  cawl: CawlSettings | null;
  /** The Stripe account when its keys are set (likewise followed after a change of provider). */
  stripe: StripeSettings | null;
  /** Signs the sandbox's returns and notifications; unset, a secret kept in the database. */
  sandboxSecret: string | undefined;
  /** Where the server listens (scripts/serve.mjs). */
  host: string;
  port: number;
  /** Cookies carry the Secure flag when the public URL is https. */
  secureCookies: boolean;
  /** The proxies whose X-Forwarded-For tells the visitor's address (http/client-address.ts). */
  trustedProxies: TrustedProxies;
  /** How long a stopping server waits for the requests in flight before it closes their connections. */
  shutdownTimeoutMs: number;
  /** A new database gets the demo estate, not an empty shop: by default only the embedded one in development. */
  demo: boolean;
  /** How many processes serve the shop (scripts/serve.mjs); more than one only on PostgreSQL. */
  processes: number;
  /** Who becomes the first SUPER_ADMIN of a shop without administrator (a link to choose a password). */
  adminEmail: string | undefined;
  /** The carriers' relay-point accounts; a carrier without one answers from the demo network. */
  relays: RelaySettings;
  /** The carriers' label and tracking accounts; a carrier without one makes the demo's specimen labels. */
  labels: LabelSettings;
  /** How often the background worker looks for the parcels due a question to their carrier. */
  trackingPollMs: number;
}

export interface LogSettings {
  level: z.infer<typeof schema>['LOG_LEVEL'];
  /** JSON lines in production, for the log collector; readable lines elsewhere. */
  pretty: boolean;
}

function parse<T extends z.ZodType>(shape: T, env: Record<string, string | undefined>): z.infer<T> {
  // An empty variable means "not set", as shells and .env files often leave them.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = shape.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid shop configuration: ${problems}`);
  }
  return parsed.data;
}

/**
 * The logger's settings alone: the logger exists before the shop starts, so that it can tell why
 * the rest of the configuration is refused.
 */
export function readLogSettings(env: Record<string, string | undefined> = process.env): LogSettings {
  const e = parse(schema.pick({ LOG_LEVEL: true, NODE_ENV: true }), env);
  return { level: e.LOG_LEVEL, pretty: e.NODE_ENV !== 'production' };
}

/**
 * How many processes to start, for the server's first process, which starts them and loads
 * nothing of the shop itself.
 */
export function readProcessCount(env: Record<string, string | undefined> = process.env): number {
  return parse(schema.pick({ WEB_CONCURRENCY: true, DATABASE_URL: true }).superRefine(oneProcessWithoutPostgres), env).WEB_CONCURRENCY;
}

export function readConfig(env: Record<string, string | undefined> = process.env): ShopConfig {
  const e = parse(settings, env);
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  return {
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    publicUrl: publicUrl.replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    paymentProvider: e.PAYMENT_PROVIDER,
    cawl: cawlSettings(e),
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE }
        : null,
    sandboxSecret: e.PAYMENT_SANDBOX_SECRET,
    host: e.HOST,
    port: e.PORT,
    secureCookies: publicUrl.startsWith('https:'),
    trustedProxies: e.TRUST_PROXY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    demo: e.DEMO ? e.DEMO === '1' : !e.DATABASE_URL && e.NODE_ENV !== 'production',
    adminEmail: e.ADMIN_EMAIL,
    processes: e.WEB_CONCURRENCY,
    relays: {
      timeoutMs: e.CARRIER_TIMEOUT_MS,
      mondialRelay:
        e.MONDIAL_RELAY_MERCHANT_ID && e.MONDIAL_RELAY_PRIVATE_KEY
          ? { merchantId: e.MONDIAL_RELAY_MERCHANT_ID, privateKey: e.MONDIAL_RELAY_PRIVATE_KEY, endpoint: e.MONDIAL_RELAY_ENDPOINT }
          : null,
      colissimo:
        e.COLISSIMO_ACCOUNT_NUMBER && e.COLISSIMO_PASSWORD
          ? { accountNumber: e.COLISSIMO_ACCOUNT_NUMBER, password: e.COLISSIMO_PASSWORD, endpoint: e.COLISSIMO_POINTS_ENDPOINT }
          : null,
    },
    trackingPollMs: e.TRACKING_POLL_MS,
    labels: {
      timeoutMs: e.CARRIER_TIMEOUT_MS,
      checkEveryMs: e.CARRIER_TRACKING_EVERY_MS ?? null,
      mondialRelay:
        e.MONDIAL_RELAY_MERCHANT_ID && e.MONDIAL_RELAY_PRIVATE_KEY
          ? { merchantId: e.MONDIAL_RELAY_MERCHANT_ID, privateKey: e.MONDIAL_RELAY_PRIVATE_KEY, endpoint: e.MONDIAL_RELAY_ENDPOINT, labelHost: e.MONDIAL_RELAY_LABEL_HOST }
          : null,
      colissimo:
        e.COLISSIMO_ACCOUNT_NUMBER && e.COLISSIMO_PASSWORD
          ? {
              accountNumber: e.COLISSIMO_ACCOUNT_NUMBER,
              password: e.COLISSIMO_PASSWORD,
              labelEndpoint: e.COLISSIMO_LABEL_ENDPOINT,
              trackingKey: e.LAPOSTE_TRACKING_KEY || null,
              trackingEndpoint: e.LAPOSTE_TRACKING_ENDPOINT,
            }
          : null,
    },
  };
}

function cawlSettings(e: Partial<Record<keyof typeof CAWL_VARIABLES, string>>): CawlSettings | null {
  const entries = Object.entries(CAWL_VARIABLES).map(([variable, setting]) => [setting, e[variable as keyof typeof CAWL_VARIABLES]]);
  return entries.every(([, value]) => value) ? (Object.fromEntries(entries) as CawlSettings) : null;
}
