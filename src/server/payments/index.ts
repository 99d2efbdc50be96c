import type { Database } from '../db/connection';
import { createCawlProvider, type CawlSettings } from './cawl';
import type { PaymentProvider } from './provider';
import { createSandboxProvider, type SandboxProvider } from './sandbox';
import { createStripeProvider, type StripeSettings } from './stripe';

/** The payment providers of one shop: the one new payments go to, and any by name for the payments already open. */
export interface PaymentProviders {
  current: PaymentProvider;
  sandbox: SandboxProvider;
  named(name: string): PaymentProvider | null;
}

/** From the shop's settings (config.ts), which refuses PAYMENT_PROVIDER=cawl or stripe without its account. */
export interface PaymentSettings {
  /** PAYMENT_PROVIDER: the sandbox by default. */
  provider: 'sandbox' | 'cawl' | 'stripe';
  cawl?: CawlSettings | null;
  stripe?: StripeSettings | null;
  /** PAYMENT_SANDBOX_SECRET; unset, a secret kept in the database. */
  sandboxSecret?: string;
}

/**
 * The providers of the shop on `db`. A shop configured for real payments never falls back to test
 * cards: without its account, PAYMENT_PROVIDER=cawl or stripe is an error, raised at start.
 */
export function createPaymentProviders(deps: { db: Database; now: () => Date }, settings: PaymentSettings): PaymentProviders {
  const sandbox = createSandboxProvider({ db: deps.db, now: deps.now, secret: settings.sandboxSecret });
  const cawl = settings.cawl ? createCawlProvider(settings.cawl) : null;
  const stripe = settings.stripe ? createStripeProvider(settings.stripe) : null;
  if (settings.provider === 'cawl' && !cawl) throw new Error('PAYMENT_PROVIDER=cawl needs the CAWL_* settings.');
  if (settings.provider === 'stripe' && !stripe) throw new Error('PAYMENT_PROVIDER=stripe needs the STRIPE_* settings.');
  const byName: Record<string, PaymentProvider | null> = { sandbox, cawl, stripe };
  const named = (name: string): PaymentProvider | null => (Object.hasOwn(byName, name) ? byName[name] : null);
  return { current: named(settings.provider)!, sandbox, named };
}
