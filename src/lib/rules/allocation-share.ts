// Sharing out an allocation's bottles among the members who asked (docs/club.md, "Allocations").
// Pure: the same asks, terms and seed give the same grants, so a share-out can be explained and
// replayed. Every grant is 0 or between the minimum and the maximum per member, never more than
// asked unless the member said "more if possible", and the grants never add up to more than the
// stock.

export const SHARE_RULES = ['SENIORITY', 'RANDOM', 'PROPORTION'] as const;
export type ShareRule = (typeof SHARE_RULES)[number];

export interface ShareAsk {
  /** The request's id: the last tie-break. */
  id: number;
  quantity: number;
  moreIfPossible: boolean;
  /** The member's seniority (when they became a member), as epoch milliseconds: smaller is senior. */
  since: number;
}

export interface ShareTerms {
  stock: number;
  min: number;
  max: number;
  rule: ShareRule;
  /** RANDOM: the draw's seed, recorded with the allocation. */
  seed: number;
}

export interface ShareOut {
  /** Bottles granted per request id (0: none left for them). */
  grants: Map<number, number>;
  /** The order the rule served the members in (by seniority, drawn, or seniority for proportion's ties). */
  order: number[];
}

/** mulberry32: a small seeded generator, the same on every machine. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const bySeniority = (a: ShareAsk, b: ShareAsk) => a.since - b.since || a.id - b.id;

/** The members' order under the rule: seniority, or a Fisher–Yates draw from the seed over the seniority order. */
export function serviceOrder(asks: readonly ShareAsk[], rule: ShareRule, seed: number): ShareAsk[] {
  const ordered = [...asks].sort(bySeniority);
  if (rule !== 'RANDOM') return ordered;
  const next = seeded(seed);
  for (let i = ordered.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [ordered[i], ordered[j]] = [ordered[j], ordered[i]];
  }
  return ordered;
}

/** What a member asked, brought within the terms. */
const wantOf = (ask: ShareAsk, terms: ShareTerms) => Math.min(Math.max(ask.quantity, terms.min), terms.max);

/**
 * Largest remainders (Hamilton): each candidate's exact share of the stock in proportion to what
 * they asked, rounded down, then the bottles left one each to the largest remainders (ties: the order).
 */
function largestRemainders(candidates: ShareAsk[], stock: number, terms: ShareTerms): Map<number, number> {
  const total = candidates.reduce((sum, ask) => sum + wantOf(ask, terms), 0);
  const shares = new Map<number, number>();
  if (total <= stock) {
    for (const ask of candidates) shares.set(ask.id, wantOf(ask, terms));
    return shares;
  }
  const exact = candidates.map((ask, rank) => {
    const numerator = stock * wantOf(ask, terms);
    return { ask, rank, floor: Math.floor(numerator / total), remainder: numerator % total };
  });
  let left = stock - exact.reduce((sum, share) => sum + share.floor, 0);
  for (const share of exact) shares.set(share.ask.id, share.floor);
  const byRemainder = [...exact].sort((a, b) => b.remainder - a.remainder || a.rank - b.rank);
  for (const share of byRemainder) {
    if (left <= 0) break;
    shares.set(share.ask.id, share.floor + 1);
    left--;
  }
  return shares;
}

/** PROPORTION: shares under the minimum drop the smallest one (ties: the newest member) and the rest share again. */
function inProportion(ordered: ShareAsk[], terms: ShareTerms): Map<number, number> {
  const candidates = [...ordered];
  while (candidates.length) {
    const shares = largestRemainders(candidates, terms.stock, terms);
    let worst = -1;
    candidates.forEach((ask, index) => {
      const share = shares.get(ask.id) ?? 0;
      if (share < terms.min && (worst < 0 || share <= (shares.get(candidates[worst].id) ?? 0))) worst = index;
    });
    if (worst < 0) return shares;
    candidates.splice(worst, 1);
  }
  return new Map();
}

export function shareOut(asks: readonly ShareAsk[], terms: ShareTerms): ShareOut {
  const ordered = serviceOrder(asks, terms.rule, terms.seed);
  const grants = new Map<number, number>(ordered.map((ask) => [ask.id, 0]));
  let left = Math.max(0, terms.stock);
  if (terms.rule === 'PROPORTION') {
    for (const [id, share] of inProportion(ordered, { ...terms, stock: left })) {
      grants.set(id, share);
      left -= share;
    }
  }
  // In order, each member still without a grant gets what they asked, or what is left if that is at least the minimum.
  for (const ask of ordered) {
    if (grants.get(ask.id)) continue;
    const give = Math.min(wantOf(ask, terms), left);
    if (give >= terms.min) {
      grants.set(ask.id, give);
      left -= give;
    }
  }
  // "More if possible": what is left, up to the maximum; in order for seniority and the draw, one bottle in turn for proportion.
  const greedy = ordered.filter((ask) => ask.moreIfPossible && (grants.get(ask.id) ?? 0) > 0);
  if (terms.rule === 'PROPORTION') {
    let given = true;
    while (left > 0 && given) {
      given = false;
      for (const ask of greedy) {
        const granted = grants.get(ask.id) ?? 0;
        if (left > 0 && granted < terms.max) {
          grants.set(ask.id, granted + 1);
          left--;
          given = true;
        }
      }
    }
  } else {
    for (const ask of greedy) {
      const granted = grants.get(ask.id) ?? 0;
      const extra = Math.min(terms.max - granted, left);
      if (extra > 0) {
        grants.set(ask.id, granted + extra);
        left -= extra;
      }
    }
  }
  return { grants, order: ordered.map((ask) => ask.id) };
}
