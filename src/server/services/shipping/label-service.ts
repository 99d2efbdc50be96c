import type { CarrierNetwork } from '~/lib/order';
import { colissimoLabelService, type ColissimoLabelSettings } from './colissimo-labels';
import { demoLabelService } from './demo-labels';
import type { LabelService } from './label-types';
import { mondialRelayLabelService, type MondialRelayLabelSettings } from './mondial-relay-labels';

/** From the environment (config.ts): a carrier without its account makes the demo's specimen labels. */
export interface LabelSettings {
  timeoutMs: number;
  /**
   * CARRIER_TRACKING_EVERY_MS: the wait between two questions about one parcel for every carrier,
   * instead of each one's own pace (a pre-production account, a test); null, each carrier's.
   */
  checkEveryMs?: number | null;
  mondialRelay: MondialRelayLabelSettings | null;
  colissimo: ColissimoLabelSettings | null;
}

/** The label service of a carrier service's company: its own when its account is set, else the demo's. */
export function labelServiceFor(network: CarrierNetwork, settings: LabelSettings | undefined, now: () => Date): LabelService {
  const service = carrierLabelService(network, settings, now);
  // The pace decides when a shipment is next due (its nextCheckAt, written at its label and at each
  // question): docs/architecture.md, labels and tracking.
  return settings?.checkEveryMs ? { ...service, checkEveryMs: settings.checkEveryMs } : service;
}

function carrierLabelService(network: CarrierNetwork, settings: LabelSettings | undefined, now: () => Date): LabelService {
  if (network === 'COLISSIMO' && settings?.colissimo) return colissimoLabelService(settings.colissimo, settings.timeoutMs);
  if (network === 'MONDIAL_RELAY' && settings?.mondialRelay) return mondialRelayLabelService(settings.mondialRelay, settings.timeoutMs);
  return demoLabelService(now);
}
