import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The last message the shop wrote to its outbox for `to`, waiting a little for it to arrive. */
export async function lastMailTo(to: string, timeoutMs = 10_000): Promise<Mail> {
  const dir = join(inject('dataDir'), 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const mail = JSON.parse(await readFile(join(dir, file), 'utf8')) as Mail;
      if (mail.to === to) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
