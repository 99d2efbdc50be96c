import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { QueuedMessage } from '../db/schema';
import { log } from '../log';

/** A message as composed by the shop (see db/schema/system.ts); the outbox gives it a stable Message-ID. */
export type MailMessage = QueuedMessage & { messageId?: string };

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string;
  /** Where messages are written when no SMTP relay is configured. */
  outboxDir: string;
  /** How many messages the outbox folder keeps, the newest: it never fills the disk. */
  keep?: number;
  from: string;
}

const KEPT_IN_OUTBOX = 500;

/** Deletes the oldest messages of the folder beyond the newest `keep` (their names sort by date). */
async function pruneOutbox(dir: string, keep: number): Promise<void> {
  const messages = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  // force: another process writing to the same folder may have deleted it already.
  for (const name of messages.slice(0, Math.max(0, messages.length - keep))) await rm(join(dir, name), { force: true });
}

/**
 * SMTP through nodemailer when `SMTP_URL` is set; otherwise each message is written to the outbox
 * folder as JSON and its subject is logged, so the shop works offline and tests can read the mail.
 * The folder keeps the newest messages only (`keep`).
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ ...message, from: message.from ?? options.from });
      },
    };
  }
  let sequence = 0;
  return {
    async send(message) {
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      // Padded, so that the names of the messages of one batch (the same millisecond) sort in the order they were sent.
      const file = join(options.outboxDir, `${stamp}-${process.pid}-${String(++sequence).padStart(6, '0')}.json`);
      // Written aside then renamed: whoever reads the folder's .json files meanwhile never finds half a message.
      await writeFile(`${file}.partial`, JSON.stringify({ ...message, from: message.from ?? options.from, date: new Date().toISOString() }, null, 2));
      await rename(`${file}.partial`, file);
      await pruneOutbox(options.outboxDir, options.keep ?? KEPT_IN_OUTBOX);
      log.info({ to: message.to, subject: message.subject }, `mail: "${message.subject}" written to the outbox`);
    },
  };
}
