import { describe, expect, it } from 'vitest';
import { readConfig } from '~/server/config';

// The one settings module: every environment variable is read and checked there, at start, with
// one clear message per bad value.

const cawl = {
  CAWL_MERCHANT_ID: 'domaine',
  CAWL_API_KEY: 'key',
  CAWL_API_SECRET: 'secret',
  CAWL_WEBHOOK_KEY_ID: 'hook',
  CAWL_WEBHOOK_SECRET: 'hook-secret',
  CAWL_ENDPOINT: 'payment.preprod.cawl-solutions.fr',
};

describe('the shop’s settings', () => {
  it('start the demo estate with nothing set', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      databaseUrl: undefined,
      dataDir: './data',
      publicUrl: 'http://localhost:4321',
      paymentProvider: 'sandbox',
      cawl: null,
      stripe: null,
      sandboxSecret: undefined,
      host: '127.0.0.1',
      port: 4321,
      secureCookies: false,
      shutdownTimeoutMs: 10_000,
    });
  });

  it('take an empty variable as unset, as shells and .env files leave them', () => {
    expect(readConfig({ PORT: '', DATABASE_URL: '', PUBLIC_URL: '' })).toMatchObject({ port: 4321, databaseUrl: undefined, publicUrl: 'http://localhost:4321' });
    // The links the shop mails (an administrator's first password) lead to the port it listens on.
    expect(readConfig({ PORT: '4390' })).toMatchObject({ port: 4390, publicUrl: 'http://localhost:4390', secureCookies: false });
  });

  it('read the CAWL account all or nothing', () => {
    expect(readConfig(cawl).cawl).toEqual({
      merchantId: 'domaine',
      apiKey: 'key',
      apiSecret: 'secret',
      webhookKeyId: 'hook',
      webhookSecret: 'hook-secret',
      endpoint: 'payment.preprod.cawl-solutions.fr',
    });
    expect(readConfig({ ...cawl, CAWL_API_SECRET: '' }).cawl).toBeNull();
    expect(readConfig({ ...cawl, PAYMENT_PROVIDER: 'cawl' }).paymentProvider).toBe('cawl');
  });

  it('read the Stripe account: its three keys, and the API address Stripe’s unless set', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_estate', STRIPE_PUBLISHABLE_KEY: 'pk_test_estate', STRIPE_WEBHOOK_SECRET: 'whsec_estate' };
    expect(readConfig({ ...stripe, PAYMENT_PROVIDER: 'stripe' })).toMatchObject({
      paymentProvider: 'stripe',
      stripe: { secretKey: 'sk_test_estate', publishableKey: 'pk_test_estate', webhookSecret: 'whsec_estate', apiBase: 'https://api.stripe.com' },
    });
    expect(readConfig({ ...stripe, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripe?.apiBase).toBe('http://127.0.0.1:12111');
    expect(readConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: '' }).stripe).toBeNull();
    expect(() => readConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_estate' })).toThrow(
      'Invalid shop configuration: STRIPE_PUBLISHABLE_KEY: required with PAYMENT_PROVIDER=stripe; STRIPE_WEBHOOK_SECRET: required with PAYMENT_PROVIDER=stripe',
    );
  });

  it('refuse real payments half-configured, naming each missing variable', () => {
    expect(() => readConfig({ PAYMENT_PROVIDER: 'cawl', CAWL_MERCHANT_ID: 'domaine', CAWL_ENDPOINT: 'payment.cawl-solutions.fr' })).toThrow(
      'Invalid shop configuration: CAWL_API_KEY: required with PAYMENT_PROVIDER=cawl; CAWL_API_SECRET: required with PAYMENT_PROVIDER=cawl; ' +
        'CAWL_WEBHOOK_KEY_ID: required with PAYMENT_PROVIDER=cawl; CAWL_WEBHOOK_SECRET: required with PAYMENT_PROVIDER=cawl',
    );
  });

  it('say which value is wrong, one message each', () => {
    const problems = (env: Record<string, string>) => {
      try {
        readConfig(env);
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    expect(problems({ PORT: 'http' })).toMatch(/^Invalid shop configuration: PORT: /);
    expect(problems({ PORT: '70000' })).toMatch(/^Invalid shop configuration: PORT: /);
    expect(problems({ PAYMENT_PROVIDER: 'paypal' })).toMatch(/^Invalid shop configuration: PAYMENT_PROVIDER: /);
    expect(problems({ STRIPE_SECRET_KEY: 'pk_test_public' })).toBe('Invalid shop configuration: STRIPE_SECRET_KEY: a secret key, sk_live_… or sk_test_… (or a restricted rk_… key)');
    expect(problems({ STRIPE_API_BASE: 'api.stripe.com' })).toMatch(/^Invalid shop configuration: STRIPE_API_BASE: /);
    expect(problems({ LOG_LEVEL: 'loud' })).toMatch(/^Invalid shop configuration: LOG_LEVEL: /);
    expect(problems({ PUBLIC_URL: 'www.domaine.fr' })).toMatch(/^Invalid shop configuration: PUBLIC_URL: /);
    expect(problems({ PAYMENT_SANDBOX_SECRET: 'short' })).toBe('Invalid shop configuration: PAYMENT_SANDBOX_SECRET: at least 16 characters');
    expect(problems({ CAWL_ENDPOINT: 'not a host' })).toBe('Invalid shop configuration: CAWL_ENDPOINT: the API host, e.g. payment.cawl-solutions.fr');
    expect(problems({ PORT: 'x', LOG_LEVEL: 'loud' }).split('; ')).toHaveLength(2);
    expect(problems({ TRACKING_POLL_MS: '10' })).toMatch(/^Invalid shop configuration: TRACKING_POLL_MS: /);
    expect(problems({ CARRIER_TRACKING_EVERY_MS: '0' })).toMatch(/^Invalid shop configuration: CARRIER_TRACKING_EVERY_MS: /);
  });

  it('follow the parcels every 15 minutes at each carrier’s pace, unless told otherwise', () => {
    expect(readConfig({})).toMatchObject({ trackingPollMs: 900_000, labels: { checkEveryMs: null } });
    expect(readConfig({ TRACKING_POLL_MS: '5000', CARRIER_TRACKING_EVERY_MS: '60000' })).toMatchObject({ trackingPollMs: 5_000, labels: { checkEveryMs: 60_000 } });
  });
});
