import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { createMailer } from '~/server/mail/mailer';

// Without SMTP_URL the shop writes its mail to DATA_DIR/outbox: a shop running for years must not
// fill its disk with it. The folder keeps the newest messages.

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const message = (n: number) => ({ to: `client${n}@example.fr`, subject: `Message ${n}`, text: `Bonjour ${n}`, html: `<p>Bonjour ${n}</p>` });

it('keeps only the newest messages in the outbox folder', async () => {
  dir = await mkdtemp(join(tmpdir(), 'shop-outbox-'));
  const mailer = createMailer({ outboxDir: dir, from: 'boutique@shop.test', keep: 3 });
  for (let n = 1; n <= 7; n += 1) await mailer.send(message(n));
  const files = (await readdir(dir)).sort();
  expect(files).toHaveLength(3);
  const subjects = await Promise.all(files.map(async (file) => (JSON.parse(await readFile(join(dir!, file), 'utf8')) as { subject: string }).subject));
  expect(subjects).toEqual(['Message 5', 'Message 6', 'Message 7']);
});

it('keeps 500 messages by default', async () => {
  dir = await mkdtemp(join(tmpdir(), 'shop-outbox-'));
  const mailer = createMailer({ outboxDir: dir, from: 'boutique@shop.test' });
  for (let n = 1; n <= 502; n += 1) await mailer.send(message(n));
  const files = (await readdir(dir)).sort();
  expect(files).toHaveLength(500);
  expect((JSON.parse(await readFile(join(dir, files[0]), 'utf8')) as { subject: string }).subject).toBe('Message 3');
});
