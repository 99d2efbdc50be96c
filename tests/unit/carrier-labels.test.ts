import { describe, expect, it } from 'vitest';
import { multipartParts } from '~/server/services/shipping/colissimo-labels';
import { mondialRelayText } from '~/server/services/shipping/mondial-relay-labels';

describe('what the carriers are sent and answer', () => {
  it('writes an address as Mondial Relay takes it: upper case, no accents, its alphabet, 32 characters', () => {
    expect(mondialRelayText('Hélène Lefèvre-Dupré')).toBe('HELENE LEFEVRE-DUPRE');
    expect(mondialRelayText('12 rue de l’Église & co (bât. B)')).toBe("12 RUE DE L'EGLISE CO BAT. B");
    expect(mondialRelayText('Château de la Grande-Rivière-sur-Loire et Dépendances')).toHaveLength(32);
    expect(mondialRelayText(null)).toBe('');
    expect(mondialRelayText('Saint-Cyr-en-Bourg', 26)).toMatch(/^[0-9A-Z_\-'., /]{1,26}$/);
  });

  it('reads the parts of Colissimo’s multipart answer by Content-ID, binary kept as sent', () => {
    const boundary = 'uuid:1234';
    const pdf = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x0d, 0x0a, 0x42]);
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Type: application/json\r\nContent-ID: <jsonInfos>\r\n\r\n{"messages":[]}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Type: application/octet-stream\r\nContent-ID: <label>\r\n\r\n`),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const parts = multipartParts(new Uint8Array(body), `multipart/mixed; boundary="${boundary}"; start="<jsonInfos>"`);
    expect(new TextDecoder().decode(parts.get('jsonInfos'))).toBe('{"messages":[]}');
    expect(Buffer.from(parts.get('label')!)).toEqual(pdf);
    expect(multipartParts(new Uint8Array(body), 'application/json').size).toBe(0);
  });
});
