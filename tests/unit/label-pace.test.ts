import { describe, expect, it } from 'vitest';
import { labelServiceFor } from '~/server/services/shipping/label-service';

// How often one parcel is asked about: each carrier's own pace, or CARRIER_TRACKING_EVERY_MS for
// every carrier when set (a pre-production account, the browser test of a whole order).

const HOUR = 3_600_000;
const mondialRelay = { merchantId: 'BDTEST13', privateKey: 'PrivateK', endpoint: 'http://127.0.0.1:9/WebService.asmx', labelHost: 'http://127.0.0.1:9' };
const now = () => new Date('2026-03-02T10:00:00Z');

describe('the pace of the parcels’ tracking', () => {
  it('is the carrier’s own unless the setting says otherwise', () => {
    expect(labelServiceFor('MONDIAL_RELAY', { timeoutMs: 1000, mondialRelay, colissimo: null }, now).checkEveryMs).toBe(4 * HOUR);
    expect(labelServiceFor('MONDIAL_RELAY', { timeoutMs: 1000, checkEveryMs: null, mondialRelay, colissimo: null }, now).checkEveryMs).toBe(4 * HOUR);
    const paced = labelServiceFor('MONDIAL_RELAY', { timeoutMs: 1000, checkEveryMs: 1000, mondialRelay, colissimo: null }, now);
    expect(paced).toMatchObject({ checkEveryMs: 1000, carrier: expect.any(String), isDemo: false });
    expect(labelServiceFor('COLISSIMO', { timeoutMs: 1000, checkEveryMs: 1000, mondialRelay: null, colissimo: null }, now)).toMatchObject({ checkEveryMs: 1000, isDemo: true });
  });
});
