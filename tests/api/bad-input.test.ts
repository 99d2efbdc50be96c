import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './harness';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const bodies: unknown[] = ['', 'null', '[]', '"text"', '{"email":', '{}', { email: 42, password: [] }, { email: 'x'.repeat(5000), password: 'y'.repeat(5000) }, { token: null }];

describe('bad input to the endpoints of the foundation', () => {
  it('gets a 4xx with a message, never a 500', async () => {
    const posts = ['/register', '/register/confirm', '/login', '/logout'];
    for (const path of posts) {
      for (const body of bodies) {
        const answer = await shop.post(path, body);
        if (path === '/logout') {
          expect(answer.status).toBe(200);
          continue;
        }
        expect({ path, body, status: answer.status < 500 && answer.status >= 400 }).toEqual({ path, body, status: true });
        expect(answer.json.success).toBe(false);
        expect(answer.json.message).toEqual(expect.any(String));
      }
    }
    const gets = [
      '/news?page=abc',
      '/news?nbItem=-1',
      '/news?id=lt:',
      '/news/0',
      '/news/abc',
      '/news/999999',
      '/element/UPPER',
      '/element/logo-footer?orderBy=;drop',
      '/element/logo-footer/abc',
      '/element/logo-footer/999999',
      `/site/visit/${'x'.repeat(300)}`,
      '/external-app/%00/config/public',
      '/page/abc',
      '/page/999999',
      '/page/url/nowhere',
      '/media/abc/x.svg',
      '/media/999999/x.svg',
    ];
    for (const path of gets) {
      const answer = await shop.get(path);
      expect({ path, clientError: answer.status >= 400 && answer.status < 500 }).toEqual({ path, clientError: true });
      expect(answer.json).toMatchObject({ success: false, data: null, message: expect.any(String) });
    }
  });

  it('answers a wrong method on a known path as a 404 in the envelope', async () => {
    const answer = await shop.put('/site/info', {});
    expect(answer.status).toBe(404);
    expect(answer.json.success).toBe(false);
  });

  it('refuses a session token that is forged or malformed', async () => {
    for (const cookie of ['token=forged', 'token=%E0%A4%A', 'token=']) {
      const answer = await shop.get('/user', { cookie });
      expect(answer.status).toBe(200);
      expect(answer.json.data).toBeNull();
    }
    expect((await shop.get('/user', { headers: { authorization: 'Bearer ' } })).json.data).toBeNull();
  });
});
