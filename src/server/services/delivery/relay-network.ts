import type { CarrierNetwork } from '~/lib/order';
import { colissimoNetwork } from './colissimo';
import { demoRelayNetwork } from './demo-relay';
import { mondialRelayNetwork } from './mondial-relay';
import type { RelayNetwork, RelaySettings } from './relay-types';

/** A PICKUP carrier service as the relay network needs it: its code, and the company behind it (chosen in the back office). */
export interface RelayService {
  serviceCode: string;
  network: CarrierNetwork;
}

/**
 * The network of a carrier service: the carrier's own when the service names it and its account is
 * set; otherwise the demo network, whose points say they are a demo.
 */
export function relayNetworkFor(service: RelayService, settings: RelaySettings | undefined, now: () => Date): RelayNetwork {
  if (service.network === 'MONDIAL_RELAY' && settings?.mondialRelay) return mondialRelayNetwork(settings.mondialRelay, settings.timeoutMs);
  if (service.network === 'COLISSIMO' && settings?.colissimo) return colissimoNetwork(settings.colissimo, settings.timeoutMs, now);
  return demoRelayNetwork(service.serviceCode);
}
