import type { Database } from '../db/connection';
import { cawlSettings, createCawlProvider } from './cawl';
import type { PaymentProvider } from './provider';
import { createSandboxProvider, type SandboxProvider } from './sandbox';

/** The payment providers of one shop: the one new payments go to, and any by name for the payments already open. */
export interface PaymentProviders {
  current: PaymentProvider;
  sandbox: SandboxProvider;
  named(name: string): PaymentProvider | null;
}

export interface PaymentSettings {
  /** PAYMENT_PROVIDER: the sandbox by default. */
  provider: 'sandbox' | 'cawl';
  env?: Record<string, string | undefined>;
}

/**
 * The providers of the shop on `db`. A shop configured for real payments never falls back to test
 * cards: an incomplete CAWL configuration is an error, raised at start.
 */
export function createPaymentProviders(deps: { db: Database; now: () => Date }, settings: PaymentSettings): PaymentProviders {
  const env = settings.env ?? process.env;
  const sandbox = createSandboxProvider({ db: deps.db, now: deps.now, secret: env.PAYMENT_SANDBOX_SECRET || undefined });
  const cawlConfig = cawlSettings(env);
  const cawl = cawlConfig ? createCawlProvider(cawlConfig) : null;
  if (settings.provider === 'cawl' && !cawl) {
    throw new Error('PAYMENT_PROVIDER=cawl needs CAWL_MERCHANT_ID, CAWL_API_KEY, CAWL_API_SECRET, CAWL_WEBHOOK_KEY_ID, CAWL_WEBHOOK_SECRET and CAWL_ENDPOINT.');
  }
  const named = (name: string): PaymentProvider | null => (name === 'sandbox' ? sandbox : name === 'cawl' ? cawl : null);
  return { current: named(settings.provider)!, sandbox, named };
}
