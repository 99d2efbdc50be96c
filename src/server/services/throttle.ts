import { lt, sql } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/connection';
import { throttle as throttleTable } from '../db/schema';

/**
 * How often a caller may do something that costs the shop or tempts an attacker. The counters live
 * in the database (rate-limiter-flexible's Drizzle store, one atomic upsert per attempt), so every
 * process behind a load balancer counts the same attempts, and twenty attempts at once spend twenty
 * points: never more get through than the rule allows.
 */
export interface Rule {
  /** Names the rule's counters; a rule's keys say whose attempts they are. */
  name: string;
  points: number;
  durationSeconds: number;
  /** Once over the limit, how long the caller waits (the rest of the window when unset). */
  blockSeconds?: number;
  /** The message that tells the caller to wait: `_one` and `_other` forms with `{{count}}` minutes. */
  refusal: string;
}

const minutes = 60;
const hour = 60 * minutes;

export const RULES = {
  /**
   * Signing in: a wrong password is counted for the address it came from and for the account from
   * that address. Five wrong guesses stop that address for that account, while the account's owner
   * can still sign in from anywhere else, so no one can lock a customer, or the estate, out; an
   * address that keeps guessing across accounts is slowed down for all of them.
   */
  signInByAccountAndAddress: { name: 'sign-in:account+address', points: 5, durationSeconds: 15 * minutes, blockSeconds: 15 * minutes, refusal: 'auth.throttled' },
  signInByAddress: { name: 'sign-in:address', points: 30, durationSeconds: 15 * minutes, blockSeconds: 15 * minutes, refusal: 'auth.throttled' },
  registerByAddress: { name: 'register:address', points: 10, durationSeconds: hour, refusal: 'register.throttled' },
  resetByAccount: { name: 'password-reset:account', points: 3, durationSeconds: hour, refusal: 'account:errors.throttled' },
  resetByAddress: { name: 'password-reset:address', points: 10, durationSeconds: hour, refusal: 'account:errors.throttled' },
  currentPasswordByAccount: { name: 'current-password:account', points: 5, durationSeconds: 15 * minutes, refusal: 'account:errors.throttled' },
  emailChangeByAccount: { name: 'email-change:account', points: 5, durationSeconds: hour, refusal: 'account:errors.throttled' },
  newsletterByEmail: { name: 'newsletter:email', points: 3, durationSeconds: hour, refusal: 'account:errors.throttled' },
  newsletterByAddress: { name: 'newsletter:address', points: 10, durationSeconds: hour, refusal: 'account:errors.throttled' },
  messageByAddress: { name: 'message:address', points: 5, durationSeconds: hour, refusal: 'engagement:errors.messageThrottled' },
  formAnswerByAddress: { name: 'form-answer:address', points: 10, durationSeconds: hour, refusal: 'engagement:errors.formThrottled' },
  bookingByAddress: { name: 'booking:address', points: 10, durationSeconds: hour, refusal: 'engagement:errors.bookingThrottled' },
  eventRegistrationByAddress: { name: 'event-registration:address', points: 20, durationSeconds: hour, refusal: 'content:registration.throttled' },
  eventRegistrationByEmail: { name: 'event-registration:email', points: 5, durationSeconds: hour, refusal: 'content:registration.throttled' },
  /** Gift card codes: an address that keeps typing codes that do not exist is guessing (gift-cards/guess.ts). */
  giftCardGuessByAddress: { name: 'gift-card:address', points: 10, durationSeconds: hour, blockSeconds: hour, refusal: 'gift-card:errors.throttled' },
  /** Discount codes: an address that keeps typing codes that are not valid is guessing (cart/discount-apply.ts). */
  discountCodeGuessByAddress: { name: 'discount-code:address', points: 10, durationSeconds: hour, blockSeconds: hour, refusal: 'cart:discount.throttled' },
} satisfies Record<string, Rule>;

/** One attempt to count: a rule and whose attempt it is (an address, an account, an e-mail…). */
export interface Attempt {
  rule: Rule;
  key: string | number;
}

/** An attempt over its rule's limit: the caller is told `refusal` and may try again after `seconds`. */
export class Throttled extends Error {
  constructor(
    readonly refusal: string,
    readonly seconds: number,
  ) {
    super(`${refusal} (${seconds} s)`);
    this.name = 'Throttled';
  }

  get minutes(): number {
    return Math.max(1, Math.ceil(this.seconds / 60));
  }
}

export interface Throttle {
  /**
   * Spends one point of each attempt, all or none: past a limit nothing is spent and Throttled
   * says how long to wait. Spending before the work, rather than after, is what keeps a burst of
   * attempts at once within the limit.
   */
  take(...attempts: Attempt[]): Promise<void>;
  /**
   * Takes the attempts, then runs `check`: when it refuses (a form with a mistake, say), the points
   * are given back, so that only what gets through counts.
   */
  takeWhenValid<T>(attempts: Attempt[], check: () => Promise<T> | T): Promise<T>;
  /** Gives an attempt's point back: what it was taken for did not count (a good password, a typo). */
  giveBack(...attempts: Attempt[]): Promise<void>;
  /** Forgets an attempt's counter altogether, e.g. the wrong guesses on an account after a success. */
  forget(attempt: Attempt): Promise<void>;
  /** Forgets the counters of a rule whose key starts with `prefix` (an account from every address). */
  forgetStartingWith(rule: Rule, prefix: string): Promise<void>;
}

/** The key of an account+address rule: an e-mail has no space, so the two parts never run together. */
export const accountAtAddress = (email: string, address: string) => `${email} ${address}`;

const storedPrefix = (rule: Rule) => `${rule.name}:`;

export function createThrottle(db: Database): Throttle {
  const limiters = new Map<string, RateLimiterDrizzle>();
  const limiter = (rule: Rule) => {
    let found = limiters.get(rule.name);
    if (!found) {
      found = new RateLimiterDrizzle({
        storeClient: db,
        schema: throttleTable,
        keyPrefix: rule.name,
        points: rule.points,
        duration: rule.durationSeconds,
        blockDuration: rule.blockSeconds ?? 0,
        // The worker clears expired counters (forgetExpiredThrottles), once for every process,
        // instead of a timer per limiter that would outlive the database in tests.
        clearExpiredByTimeout: false,
      });
      limiters.set(rule.name, found);
    }
    return found;
  };

  const giveBack = async (...attempts: Attempt[]) => {
    await Promise.all(attempts.map(({ rule, key }) => limiter(rule).reward(key, 1)));
  };

  const take = async (...attempts: Attempt[]) => {
    const results = await Promise.allSettled(attempts.map(({ rule, key }) => limiter(rule).consume(key, 1)));
    const refused: { rule: Rule; res: RateLimiterRes }[] = [];
    for (const [i, result] of results.entries()) {
      if (result.status === 'fulfilled') continue;
      // A counter that could not be reached is a fault of the database, not of the caller.
      if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
      refused.push({ rule: attempts[i].rule, res: result.reason });
    }
    if (refused.length === 0) return;
    await giveBack(...attempts.filter((_, i) => results[i].status === 'fulfilled'));
    const longest = refused.reduce((a, b) => (b.res.msBeforeNext > a.res.msBeforeNext ? b : a));
    throw new Throttled(longest.rule.refusal, Math.max(1, Math.ceil(longest.res.msBeforeNext / 1000)));
  };

  return {
    take,
    async takeWhenValid(attempts, check) {
      await take(...attempts);
      try {
        return await check();
      } catch (refusal) {
        await giveBack(...attempts);
        throw refusal;
      }
    },
    giveBack,
    async forget({ rule, key }) {
      await limiter(rule).delete(key);
    },
    async forgetStartingWith(rule, prefix) {
      await db.delete(throttleTable).where(sql`starts_with(${throttleTable.key}, ${storedPrefix(rule) + prefix})`);
    },
  };
}

/** Drops the counters that ended over an hour ago: called by the worker's periodic sweep. */
export async function forgetExpiredThrottles(db: Database, now: Date): Promise<void> {
  await db.delete(throttleTable).where(lt(throttleTable.expire, new Date(now.getTime() - hour * 1000)));
}
