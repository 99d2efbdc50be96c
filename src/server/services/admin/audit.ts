import { count, desc, eq, sql } from 'drizzle-orm';
import type { AuditPage } from '~/lib/admin/audit';
import type { Database } from '../../db/connection';
import { adminAudit, user } from '../../db/schema';

/** One change made in the back office, as the audit log keeps it. */
export interface AuditEntry {
  userId: number;
  method: string;
  route: string;
  target: Record<string, string>;
  summary: unknown;
  status: number;
}

/** Texts longer than this are cut in the log: it says what changed, not the whole article. */
const LONGEST_TEXT = 200;
const SECRET_KEY = /pass|token|secret|card.?number|cvc|cvv/i;

/** The body of a change as the log keeps it: secrets replaced, long texts cut, depth bounded. */
export function auditSummary(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > LONGEST_TEXT ? `${value.slice(0, LONGEST_TEXT)}…` : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 4) return '…';
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => auditSummary(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SECRET_KEY.test(key) ? '[hidden]' : auditSummary(item, depth + 1)]),
  );
}

/** Writes one change; the administrator's e-mail is copied from their account in the same statement. */
export async function recordAudit(db: Database, entry: AuditEntry, at: Date): Promise<void> {
  await db.insert(adminAudit).values({
    ...entry,
    at,
    actorEmail: sql`(select ${user.email} from ${user} where ${user.id} = ${entry.userId})`,
  });
}


/** The log, newest first, optionally one administrator's changes. */
export async function auditLog(db: Database, page: number, nbItem: number, userId?: number): Promise<AuditPage> {
  const where = userId === undefined ? undefined : eq(adminAudit.userId, userId);
  const [rows, [counted]] = await Promise.all([
    db.select().from(adminAudit).where(where).orderBy(desc(adminAudit.at), desc(adminAudit.id)).limit(nbItem).offset((page - 1) * nbItem),
    db.select({ total: count() }).from(adminAudit).where(where),
  ]);
  return {
    items: rows.map((row) => ({ id: row.id, at: row.at.toISOString(), actorEmail: row.actorEmail, method: row.method, route: row.route, target: row.target, summary: row.summary, status: row.status })),
    total: counted?.total ?? 0,
    page,
    nbItem,
  };
}
