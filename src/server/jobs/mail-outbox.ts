import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { mailOutbox } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { log } from '../log';

// Sends what the outbox holds. A worker claims a few due messages for a while (lockedUntil), so that
// the workers of other processes pass them by (SKIP LOCKED) and one that dies mid-send leaves them to
// the next; it hands each to the transport, then marks it sent, or due again later with a growing delay.

/** How long a claimed message is left to its worker before another may take it. */
const CLAIM_SECONDS = 120;
const BATCH = 20;
/** The first retry after 30 s, then twice as long each time, at most an hour apart... */
const FIRST_RETRY_SECONDS = 30;
const LONGEST_RETRY_SECONDS = 3600;
/** ...and after this many attempts (about a day and a half) the message is given up, and logged. */
export const MAX_MAIL_ATTEMPTS = 40;

/** Seconds before the attempt after `attempts` failed ones. */
export const retryDelaySeconds = (attempts: number) => Math.min(LONGEST_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1));

export interface OutboxDeps {
  db: Database;
  mailer: Mailer;
  now: () => Date;
  /** The host part of Message-IDs (the shop's public host). */
  host: string;
  /** A process shutting down stops after the batch in hand rather than after the whole backlog. */
  stopping?: AbortSignal;
}

async function claimDue(db: Database, now: Date) {
  const until = new Date(now.getTime() + CLAIM_SECONDS * 1000);
  return db.execute<{ id: number; attempts: number; message: typeof mailOutbox.$inferSelect.message; created_at: Date | string }>(sql`
    update ${mailOutbox} set locked_until = ${until}, attempts = attempts + 1
    where id in (
      select id from ${mailOutbox}
      -- A new message is due at once, whatever the database's clock says; a retried one when its delay is over.
      where sent_at is null and failed_at is null and (attempts = 0 or next_attempt_at <= ${now}) and (locked_until is null or locked_until < ${now})
      order by id limit ${BATCH}
      for update skip locked)
    returning id, attempts, message, created_at`);
}

/**
 * Sends every message due now; answers how many were sent and how many failed this time. A message
 * keeps its Message-ID across attempts, so that a retry after a crash between the relay's answer
 * and the 'sent' mark is recognised as the same message by mail clients.
 */
export async function sendDueMail(deps: OutboxDeps): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (;;) {
    if (deps.stopping?.aborted) return { sent, failed };
    const { rows } = await claimDue(deps.db, deps.now());
    if (!rows.length) return { sent, failed };
    // In the order they were queued (RETURNING follows no order): a confirmation link before the news that it was used.
    for (const row of rows.sort((a, b) => a.id - b.id)) {
      try {
        await deps.mailer.send({ ...row.message, messageId: `<outbox-${row.id}-${new Date(row.created_at).getTime()}@${deps.host}>` });
        await deps.db.update(mailOutbox).set({ sentAt: deps.now(), lockedUntil: null, lastError: null }).where(eq(mailOutbox.id, row.id));
        sent++;
      } catch (error) {
        failed++;
        const now = deps.now();
        const givenUp = row.attempts >= MAX_MAIL_ATTEMPTS;
        const reason = error instanceof Error ? error.message : String(error);
        await deps.db
          .update(mailOutbox)
          .set({ lockedUntil: null, lastError: reason.slice(0, 1000), nextAttemptAt: new Date(now.getTime() + retryDelaySeconds(row.attempts) * 1000), failedAt: givenUp ? now : null })
          .where(eq(mailOutbox.id, row.id));
        if (givenUp) log.error({ messageId: row.id, to: row.message.to, attempts: row.attempts, reason }, 'mail: gave up on a message');
      }
    }
  }
}
