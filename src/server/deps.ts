// What the shop's code runs with: its dependencies, and who is calling. Services and routes alike
// take them; they say nothing of HTTP.
import type { ShopConfig } from './config';
import type { Database } from './db/connection';
import type { PageCache } from './page-cache';
import type { Remembered } from './remembered';
import type { PaymentProviders } from './payments';
import type { Throttle } from './services/throttle';

/** The shop's dependencies: what every service and route handler can reach. */
export interface ShopDeps {
  db: Database;
  config: ShopConfig;
  /** Cached pages to drop when what they show changes. */
  pageCache: PageCache;
  /** What nearly every call reads but seldom changes, forgotten with the cached pages that show it. */
  remembered: Remembered;
  /** The card payment providers: PAYMENT_PROVIDER for new payments, any by name for open ones. */
  payments: PaymentProviders;
  /** The time now; tests move it to check expiries. */
  now: () => Date;
  /** How often a caller may sign in, write, register…: counters shared by every process. */
  throttle: Throttle;
  /** True once the process has begun to stop: /api/ready then answers 503 (scripts/serve.mjs). */
  draining?: () => boolean;
}

export interface Caller {
  userId: number;
  sessionId: number;
  role: 'CUSTOMER' | 'ADMIN' | 'SUPER_ADMIN';
  /** The club member price's discount on wines, in basis points; 0 for a customer outside the club. */
  memberDiscount: number;
}

export const isAdmin = (caller: Caller | null): boolean =>
  caller !== null && (caller.role === 'ADMIN' || caller.role === 'SUPER_ADMIN');
