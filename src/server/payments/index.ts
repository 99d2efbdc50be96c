import type { Database } from '../db/connection';
import { createCawlProvider, type CawlSettings } from './cawl';
import type { PaymentProvider } from './provider';
import { createSandboxProvider, type SandboxProvider } from './sandbox';

/** The payment providers of one shop: the one new payments go to, and any by name for the payments already open. */
export interface PaymentProviders {
  current: PaymentProvider;
  sandbox: SandboxProvider;
  named(name: string): PaymentProvider | null;
}

/** From the shop's settings (config.ts), which refuses PAYMENT_PROVIDER=cawl without its account. */
export interface PaymentSettings {
  /** PAYMENT_PROVIDER: the sandbox by default. */
  provider: 'sandbox' | 'cawl';
  cawl?: CawlSettings | null;
  /** PAYMENT_SANDBOX_SECRET; unset, a secret kept in the database. */
  sandboxSecret?: string;
}

/**
 * The providers of the shop on `db`. A shop configured for real payments never falls back to test
 * cards: without the CAWL account, PAYMENT_PROVIDER=cawl is an error, raised at start.
 */
export function createPaymentProviders(deps: { db: Database; now: () => Date }, settings: PaymentSettings): PaymentProviders {
  const sandbox = createSandboxProvider({ db: deps.db, now: deps.now, secret: settings.sandboxSecret });
  const cawl = settings.cawl ? createCawlProvider(settings.cawl) : null;
  if (settings.provider === 'cawl' && !cawl) throw new Error('PAYMENT_PROVIDER=cawl needs the CAWL_* settings.');
  const named = (name: string): PaymentProvider | null => (name === 'sandbox' ? sandbox : name === 'cawl' ? cawl : null);
  return { current: named(settings.provider)!, sandbox, named };
}
