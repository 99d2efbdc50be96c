import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instant } from './columns';
import { user } from './users';

/**
 * Who changed what in the back office, and when: one row per change an administrator made through
 * the API (src/server/http/admin/audit.ts). The administrator's e-mail is copied in, so that the
 * log still names them after their account is gone.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: id(),
    at: instant('at').notNull().defaultNow(),
    userId: integer('user_id').references(() => user.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    method: text('method').notNull(),
    /** The API route as declared, e.g. '/api/admin/order/:id/status'. */
    route: text('route').notNull(),
    /** Its path parameters, e.g. { id: '12' }. */
    target: jsonb('target').$type<Record<string, string>>().notNull(),
    /** What was sent, passwords and secrets taken out and long texts cut. */
    summary: jsonb('summary').$type<unknown>(),
    status: integer('status').notNull(),
  },
  (t) => [index('admin_audit_at_idx').on(t.at), index('admin_audit_user_idx').on(t.userId)],
);
