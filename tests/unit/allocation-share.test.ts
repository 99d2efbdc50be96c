import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHARE_RULES, serviceOrder, shareOut, type ShareAsk, type ShareTerms } from '~/lib/rules/allocation-share';

// The share-out of an allocation (src/lib/rules/allocation-share.ts): whatever the members ask,
// the rule never gives more than the stock, nor less than the minimum to anyone it serves, nor
// more than asked to those who did not say "more if possible"; and the same seed gives the same grants.

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

const terms = fc
  .record({
    min: fc.integer({ min: 1, max: 6 }),
    span: fc.integer({ min: 0, max: 12 }),
    stock: fc.integer({ min: 1, max: 200 }),
    rule: fc.constantFrom(...SHARE_RULES),
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  })
  .map(({ min, span, ...rest }): ShareTerms => ({ ...rest, min, max: min + span }));

/** Requests as the server accepts them: a quantity within the terms; distinct ids, seniorities that may tie. */
const asksWithin = (shareTerms: ShareTerms) =>
  fc
    .array(fc.record({ quantity: fc.integer({ min: shareTerms.min, max: shareTerms.max }), moreIfPossible: fc.boolean(), since: fc.integer({ min: 0, max: 40 }) }), { maxLength: 40 })
    .map((asks): ShareAsk[] => asks.map((ask, index) => ({ ...ask, id: index + 1 })));

const scenario = terms.chain((shareTerms) => asksWithin(shareTerms).map((asks) => ({ terms: shareTerms, asks })));

describe('sharing out an allocation', () => {
  it('never gives more than the stock, and each member nothing or between the minimum and what they may take', () => {
    fc.assert(
      fc.property(scenario, ({ terms: shareTerms, asks }) => {
        const { grants } = shareOut(asks, shareTerms);
        expect(sum(grants.values())).toBeLessThanOrEqual(shareTerms.stock);
        expect([...grants.keys()].sort((a, b) => a - b)).toEqual(asks.map((ask) => ask.id));
        for (const ask of asks) {
          const granted = grants.get(ask.id) ?? 0;
          if (granted === 0) continue;
          expect(granted).toBeGreaterThanOrEqual(shareTerms.min);
          expect(granted).toBeLessThanOrEqual(ask.moreIfPossible ? shareTerms.max : ask.quantity);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('gives everyone what they asked when the stock is enough', () => {
    fc.assert(
      fc.property(scenario, ({ terms: shareTerms, asks }) => {
        fc.pre(sum(asks.map((ask) => ask.quantity)) <= shareTerms.stock);
        const { grants } = shareOut(asks, shareTerms);
        for (const ask of asks) expect(grants.get(ask.id)).toBeGreaterThanOrEqual(ask.quantity);
      }),
    );
  });

  it('leaves nothing on the shelf that someone could still take, when the minimum is one bottle', () => {
    fc.assert(
      fc.property(scenario, ({ terms: shareTerms, asks }) => {
        const oneBottle = { ...shareTerms, min: 1 };
        const could = sum(asks.map((ask) => (ask.moreIfPossible ? oneBottle.max : ask.quantity)));
        expect(sum(shareOut(asks, oneBottle).grants.values())).toBe(Math.min(oneBottle.stock, could));
      }),
    );
  });

  it('is the same share-out given the same seed, whatever order the requests come in', () => {
    fc.assert(
      fc.property(scenario, fc.integer(), ({ terms: shareTerms, asks }, shuffle) => {
        const reordered = [...asks].sort((a, b) => ((a.id * 7919 + shuffle) % 97) - ((b.id * 7919 + shuffle) % 97));
        const first = shareOut(asks, shareTerms);
        expect(shareOut(reordered, shareTerms)).toEqual(first);
      }),
    );
  });

  it('by seniority: a member served less than asked means no newer member got any', () => {
    fc.assert(
      fc.property(scenario, ({ terms: shareTerms, asks }) => {
        const seniority = { ...shareTerms, rule: 'SENIORITY' as const };
        const { grants, order } = shareOut(asks, seniority);
        const ranked = order.map((id) => asks.find((ask) => ask.id === id)!);
        for (let i = 1; i < ranked.length; i++) expect(ranked[i - 1].since).toBeLessThanOrEqual(ranked[i].since);
        ranked.forEach((ask, rank) => {
          if ((grants.get(ask.id) ?? 0) >= ask.quantity) return;
          for (const newer of ranked.slice(rank + 1)) {
            // Only a remainder under the minimum can be left past a member served short.
            expect(grants.get(newer.id)).toBe(0);
          }
        });
      }),
    );
  });

  it('at random: the draw is the recorded seed’s, serving members in the order it drew', () => {
    fc.assert(
      fc.property(scenario, ({ terms: shareTerms, asks }) => {
        const random = { ...shareTerms, rule: 'RANDOM' as const };
        const { grants, order } = shareOut(asks, random);
        expect(order).toEqual(serviceOrder(asks, 'RANDOM', random.seed).map((ask) => ask.id));
        const ranked = order.map((id) => asks.find((ask) => ask.id === id)!);
        ranked.forEach((ask, rank) => {
          if ((grants.get(ask.id) ?? 0) >= ask.quantity) return;
          for (const later of ranked.slice(rank + 1)) expect(grants.get(later.id)).toBe(0);
        });
      }),
    );
  });

  it('in proportion: with everyone above the minimum, each share is within a bottle of the exact proportion', () => {
    fc.assert(
      fc.property(scenario, ({ terms: shareTerms, asks }) => {
        const proportion = { ...shareTerms, rule: 'PROPORTION' as const, min: 1 };
        const wanted = sum(asks.map((ask) => ask.quantity));
        fc.pre(wanted > proportion.stock && asks.every((ask) => !ask.moreIfPossible));
        const { grants } = shareOut(asks, proportion);
        fc.pre(asks.every((ask) => (grants.get(ask.id) ?? 0) > 0));
        for (const ask of asks) expect(Math.abs((grants.get(ask.id) ?? 0) - (proportion.stock * ask.quantity) / wanted)).toBeLessThan(1);
      }),
    );
  });

  it('in proportion: an example the owner can check by hand (largest remainders)', () => {
    const asks: ShareAsk[] = [
      { id: 1, quantity: 6, moreIfPossible: false, since: 1 },
      { id: 2, quantity: 3, moreIfPossible: false, since: 2 },
      { id: 3, quantity: 3, moreIfPossible: false, since: 3 },
    ];
    // 10 bottles for 12 asked: 5, 2.5, 2.5 → 5, 2, 2 and the last bottle to the senior of the two halves.
    expect(shareOut(asks, { stock: 10, min: 1, max: 6, rule: 'PROPORTION', seed: 0 }).grants).toEqual(
      new Map([
        [1, 5],
        [2, 3],
        [3, 2],
      ]),
    );
  });
});
