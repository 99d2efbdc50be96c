import { z } from 'zod';
import { parseTrustedProxies, type TrustedProxies } from './http/client-address';

/**
 * The shop's settings, read once from the environment. Everything has a default so that a fresh
 * clone starts the demo estate with no configuration at all; production sets what differs.
 */
const schema = z.object({
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.string().url().default('http://localhost:4321'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'cawl']).default('sandbox'),
  NODE_ENV: z.string().default('development'),
  TRUST_PROXY: z.string().optional().transform((value, ctx) => {
    const trusted = parseTrustedProxies(value);
    if ('problem' in trusted) {
      ctx.addIssue({ code: 'custom', message: trusted.problem });
      return z.NEVER;
    }
    return trusted;
  }),
});

export interface ShopConfig {
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  paymentProvider: 'sandbox' | 'cawl';
  /** Cookies carry the Secure flag when the public URL is https. */
  secureCookies: boolean;
  production: boolean;
  /** The proxies whose X-Forwarded-For tells the visitor's address (http/client-address.ts). */
  trustedProxies: TrustedProxies;
}

export function readConfig(env: Record<string, string | undefined> = process.env): ShopConfig {
  // An empty variable means "not set", as shells and .env files often leave them.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid shop configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    paymentProvider: e.PAYMENT_PROVIDER,
    secureCookies: e.PUBLIC_URL.startsWith('https:'),
    production: e.NODE_ENV === 'production',
    trustedProxies: e.TRUST_PROXY,
  };
}
