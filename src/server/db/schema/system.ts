import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';

// What the shop keeps for itself rather than for the estate: the mail waiting to be sent and the
// secrets every process of the shop must share.

/** A message as the outbox keeps it until the worker hands it to the transport. */
export interface QueuedMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** The estate's sender (SEND_MAIL_AS_NAME / SEND_MAIL_AS_MAIL); the configured default otherwise. */
  from?: string;
  /** Files sent with it (a gift card to print), base64 in the row as nodemailer takes them. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding: 'base64';
}

/**
 * Every mail the shop sends, written in the same transaction as the event it tells of, then sent by
 * the background worker with retries. A row is claimed by one worker at a time (lockedUntil) and
 * sent once: sentAt is set when the transport accepted it; failedAt when the worker gave up.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    message: jsonb('message').$type<QueuedMessage>().notNull(),
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lockedUntil: instant('locked_until'),
    sentAt: instant('sent_at'),
    failedAt: instant('failed_at'),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    check('mail_outbox_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/** A secret made once for the whole shop (the sandbox's signing key), so that every process agrees on it. */
export const instanceSecret = pgTable('instance_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
