import { and, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import { clubMembership, order } from '../../db/schema';

// The owner's measure of a member (docs/club.md, "The owner's views"), a column of the members' list.

/** What a member's orders brought, in cents: paid, neither cancelled nor refunded since (as the customers' list counts them). */
export const lifetimeValue = sql<number>`coalesce((select sum(${order.total}) from ${order} where ${and(
  eq(order.userId, clubMembership.userId),
  isNotNull(order.paidAt),
  notInArray(order.status, ['CANCELLED', 'REFUNDED']),
)}), 0)::int`;
