import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestShop, type TestShop } from './harness';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

describe('page cache invalidation', () => {
  it('reaches the route cache through NOTIFY once the change is committed', async () => {
    await shop.deps.pageCache.invalidate(shop.db, ['product:7', 'catalogue']);
    await vi.waitUntil(() => shop.invalidated.some((tags) => tags.includes('product:7')), { timeout: 3000 });
    expect(shop.invalidated.at(-1)).toEqual(['product:7', 'catalogue']);
  });

  it('says nothing when the change is rolled back', async () => {
    const before = shop.invalidated.length;
    await expect(
      shop.db.transaction(async (tx) => {
        await shop.deps.pageCache.invalidate(tx, ['product:8']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await shop.deps.pageCache.invalidate(shop.db, ['after']);
    await vi.waitUntil(() => shop.invalidated.some((tags) => tags.includes('after')), { timeout: 3000 });
    expect(shop.invalidated.slice(before)).toEqual([['after']]);
  });
});
