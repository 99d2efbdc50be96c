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

/** The provider new payments go to: PAYMENT_PROVIDER ('cawl' needs the CAWL_* variables), the sandbox by default. */
export function currentProvider(): PaymentProvider {
  return providerNamed(process.env.PAYMENT_PROVIDER ?? 'sandbox') ?? sandboxProvider();
}
