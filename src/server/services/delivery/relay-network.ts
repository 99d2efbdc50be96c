import { demoRelayNetwork } from './demo-relay';
import type { RelayNetwork } from './relay-types';

export function relayNetworkFor(serviceCode: string): RelayNetwork {
  return demoRelayNetwork(serviceCode);
}
