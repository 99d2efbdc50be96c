import type { ordersApi } from '~/lib/admin/orders';

/** The order page's calls. */
export type OrdersApi = ReturnType<typeof ordersApi>;

/** Runs a change, reloads the order and says `done` (or the server's refusal); answers whether it went through. */
export type Act = (change: () => Promise<unknown>, done?: string) => Promise<boolean>;
