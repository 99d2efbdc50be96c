import { cawlSettings, createCawlProvider } from './cawl';
import type { PaymentProvider } from './provider';
import { createSandboxProvider, type SandboxProvider } from './sandbox';

// One instance of each provider per process: the sandbox keeps its payments in memory, as a real
// provider keeps them on its side.

let sandbox: SandboxProvider | null = null;
let cawl: PaymentProvider | null = null;

export function sandboxProvider(): SandboxProvider {
  sandbox ??= createSandboxProvider();
  return sandbox;
}

/** A provider by name, or null when the shop does not know it. */
export function providerNamed(name: string): PaymentProvider | null {
  if (name === 'sandbox') return sandboxProvider();
  if (name !== 'cawl') return null;
  const settings = cawlSettings();
  if (!settings) return null;
  cawl ??= createCawlProvider(settings);
  return cawl;
}

/**
 * The provider new payments go to: PAYMENT_PROVIDER, the sandbox by default. A shop configured
 * for real payments never falls back to test cards: an incomplete CAWL configuration is an error.
 */
export function currentProvider(): PaymentProvider {
  const name = process.env.PAYMENT_PROVIDER || 'sandbox';
  const provider = providerNamed(name);
  if (!provider) {
    throw new Error(
      name === 'cawl'
        ? 'PAYMENT_PROVIDER=cawl needs CAWL_MERCHANT_ID, CAWL_API_KEY, CAWL_API_SECRET, CAWL_WEBHOOK_KEY_ID, CAWL_WEBHOOK_SECRET and CAWL_ENDPOINT.'
        : `Unknown PAYMENT_PROVIDER "${name}": use sandbox or cawl.`,
    );
  }
  return provider;
}
