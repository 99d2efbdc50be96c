import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject, vi } from 'vitest';

interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Files sent with it, base64 (a gift card to print). */
  attachments?: { filename: string; contentType: string; content: string }[];
}

/**
 * The last message the shop (the browser tests' one unless `dataDir` names another) wrote to its
 * outbox for `to`, waiting a little for it to arrive. The shop's background worker writes it just
 * after the event: a test expecting a new message to an address that already received some names a
 * word of it (`about`, in its subject or text), so that the older message is not taken for it.
 * `attached`: only a message with files counts (the gift cards an order bought, mailed just
 * before its confirmation).
 */
export async function lastMailTo(
  to: string,
  { about, attached = false, timeoutMs = 10_000, dataDir = inject('dataDir') }: { about?: string; attached?: boolean; timeoutMs?: number; dataDir?: string } = {},
): Promise<Mail> {
  const dir = join(dataDir, 'outbox');
  /** The newest mail to `to`, when it is the one asked for. */
  const newest = async (): Promise<Mail | null> => {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort().reverse();
    for (const file of files) {
      const mail = JSON.parse(await readFile(join(dir, file), 'utf8')) as Mail;
      if (mail.to !== to || (attached && !mail.attachments?.length)) continue;
      return about === undefined || mail.subject.includes(about) || mail.text.includes(about) ? mail : null;
    }
    return null;
  };
  return vi.waitUntil(newest, { timeout: timeoutMs, interval: 200, message: `no mail to ${to}${about === undefined ? '' : ` about ${about}`} in the outbox` });
}
