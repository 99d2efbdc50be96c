import type { FakeColissimo } from '../fakes/colissimo';
import type { FakeMondialRelay } from '../fakes/mondial-relay';

/** The shop's settings for the carriers' accounts, pointed at their local fakes. */
export const carrierAccounts = (mondial: FakeMondialRelay, colissimo: FakeColissimo, timeoutMs: number): Record<string, string> => ({
  MONDIAL_RELAY_MERCHANT_ID: mondial.merchantId,
  MONDIAL_RELAY_PRIVATE_KEY: mondial.privateKey,
  MONDIAL_RELAY_ENDPOINT: mondial.url,
  MONDIAL_RELAY_LABEL_HOST: mondial.labelHost,
  COLISSIMO_ACCOUNT_NUMBER: colissimo.accountNumber,
  COLISSIMO_PASSWORD: colissimo.password,
  COLISSIMO_POINTS_ENDPOINT: colissimo.url,
  COLISSIMO_LABEL_ENDPOINT: colissimo.labelUrl,
  LAPOSTE_TRACKING_KEY: colissimo.trackingKey,
  LAPOSTE_TRACKING_ENDPOINT: colissimo.trackingUrl,
  CARRIER_TIMEOUT_MS: String(timeoutMs),
});
