import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './harness';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

describe('smoke', () => {
  it('lists', async () => {
    const r = await shop.get('/product?search=cote');
    console.log(JSON.stringify(r.json, null, 1).slice(0, 3000));
    const d = await shop.get('/product/7');
    console.log(JSON.stringify(d.json, null, 1).slice(0, 6000));
  });
});
