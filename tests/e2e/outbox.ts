import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** A message file, or null while the shop is still writing it (it is read again on the next round). */
function parsed(text: string): Mail | null {
  try {
    return JSON.parse(text) as Mail;
  } catch {
    return null;
  }
}

/**
 * The last message the shop (the browser tests' one unless `dataDir` names another) wrote to its
 * outbox for `to`, waiting a little for it to arrive.
 */
export async function lastMailTo(to: string, timeoutMs = 10_000, dataDir = inject('dataDir')): Promise<Mail> {
  const dir = join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const mail = parsed(await readFile(join(dir, file), 'utf8'));
      if (mail?.to === to) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
