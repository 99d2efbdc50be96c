import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { rawRequest } from './raw-http';

// The server compresses what it sends but the answers under 1.4 kB, which leave in one TCP segment
// either way (scripts/serve/process.mjs); an API answer carries its Content-Length so that it can
// tell (src/pages/api/[...path].ts).

const THRESHOLD = 1400;
const get = (path: string, acceptEncoding: string) => rawRequest(path, { 'accept-encoding': acceptEncoding });

describe("the shop's API answers", () => {
  it('are sent as they are, with their length, under 1.4 kB', async () => {
    const path = '/api/product?kind=WINE&nbItem=1';
    const plain = await get(path, 'identity');
    expect(plain.body.length).toBeLessThan(THRESHOLD);
    const answer = await get(path, 'gzip, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('are compressed from 1.4 kB', async () => {
    const path = '/api/product?kind=WINE&nbItem=20';
    const plain = await get(path, 'identity');
    expect(plain.body.length).toBeGreaterThanOrEqual(THRESHOLD);
    const answer = await get(path, 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(gunzipSync(answer.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });
});
