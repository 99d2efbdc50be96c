import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from './catalogue-fixtures';
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

  it('refuses ids, pages and filters beyond what an integer column holds, in the caller language', async () => {
    const customer = await signedIn(shop, 'CUSTOMER', 'grands-nombres@example.fr');
    const answers = [
      await shop.get('/product/2147483648'),
      await shop.get('/product?year=99999999999999999999'),
      await shop.get('/product?year=gte:2147483648'),
      await shop.get('/news?id=1.5'),
      await shop.post('/order/validate', { idCart: 2147483648 }, { cookie: customer }),
      await shop.get('/site/info', { headers: { idSite: '2147483648' } }),
    ];
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400, 400]);
    const page = await shop.get('/news?page=99999999999999999999', { lang: 'en_US' });
    expect({ status: page.status, message: page.json.message }).toEqual({ status: 400, message: 'The page number cannot exceed 10000.' });
    expect((await shop.get('/news?page=10000')).status).toBe(200);
  });

  it('refuses a NUL character in the path, the query or the body with a 400 in the caller language', async () => {
    const customer = await signedIn(shop, 'CUSTOMER', 'caractere-nul@example.fr');
    const answers = [
      await shop.get('/product?tags=%00'),
      await shop.get('/site/visit/%00'),
      await shop.post('/order/discount', { code: 'VENDANGES\u0000' }, { cookie: customer }),
      await shop.post('/order/discount', '{"code":"VENDANGES\\u0000"}', { cookie: customer }),
      await shop.post('/login', { email: 'a\u0000@example.fr', password: 'x' }),
    ];
    expect(answers.map((a) => ({ status: a.status, message: a.json.message }))).toEqual(
      answers.map(() => ({ status: 400, message: "La requête contient un caractère nul (U+0000), qui n’est accepté dans aucun champ." })),
    );
    const english = await shop.get('/news?title=lk:%00', { lang: 'en_US' });
    expect(english.json.message).toBe('The request contains a NUL character (U+0000), which no field accepts.');
    // The six characters \u0000 written as text are no NUL: the route judges them.
    expect((await shop.get('/product?tags=%5Cu0000')).status).toBe(200);
  });
});
