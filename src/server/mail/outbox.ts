import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { mailOutbox, type QueuedMessage } from '../db/schema';

// How every service sends mail: the message is written to the outbox in the transaction of the
// event it tells of (an order paid, an account created), so that it exists if and only if the event
// does. The background worker sends it afterwards, with retries (jobs/mail-outbox.ts).

/** The channel that wakes the workers of every process when mail is queued (delivered at commit). */
export const MAIL_QUEUED_CHANNEL = 'mail_outbox';

export async function queueMail(db: Database, ...messages: QueuedMessage[]): Promise<void> {
  if (!messages.length) return;
  await db.insert(mailOutbox).values(messages.map((message) => ({ message })));
  await db.execute(sql`select pg_notify(${MAIL_QUEUED_CHANNEL}, '')`);
}

/**
 * The same insert as a CTE, for a statement that writes something else to carry it (a club box's
 * order, issue 30); that statement selects `mailQueuedNotice` once, the notification queueMail sends.
 */
export function mailsQueued(db: Database, messages: QueuedMessage[]) {
  return db.$with('queued_mail').as(db.insert(mailOutbox).values(messages.map((message) => ({ message }))).returning({ id: mailOutbox.id }));
}

export const mailQueuedNotice = sql<string>`pg_notify(${MAIL_QUEUED_CHANNEL}, '')`;
