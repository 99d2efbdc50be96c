import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// For the outbox tests: a real SMTP relay on 127.0.0.1, in place of the estate's provider. It refuses
// every message for now (451, as a relay over its quota does) until told to accept, and keeps the
// envelope and the Message-ID of each message it accepted.

export interface RelayedMessage {
  to: string[];
  messageId: string;
  /** The message as it came over the wire, headers and body. */
  raw: string;
}

export async function startSmtpRelay() {
  const received: RelayedMessage[] = [];
  let refused = 0;
  let accepting = false;
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate for the shop's transport to doubt.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (!accepting) {
          refused++;
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), messageId: raw.match(/^Message-ID:\s*(.+)$/im)?.[1].trim() ?? '', raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused: () => refused,
    accept() {
      accepting = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpRelay = Awaited<ReturnType<typeof startSmtpRelay>>;
