import { pino, type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import { readLogSettings, type LogSettings } from './config';

export type { Logger };

/**
 * Keys whose values never reach a log line, wherever a caller put them (top level or one object
 * down; the secret headers of a request or response object two down). Nothing logs request
 * bodies or headers: this is the net under that rule.
 */
const SECRET_KEYS = ['password', 'newPassword', 'currentPassword', 'token', 'cookie', 'authorization', 'secret', 'apiKey', 'cardNumber', 'cvv', 'card'];

const redact = {
  paths: [
    ...SECRET_KEYS,
    ...SECRET_KEYS.map((key) => `*.${key}`),
    ...['cookie', 'authorization', 'set-cookie'].flatMap((header) => [`headers["${header}"]`, `*.headers["${header}"]`]),
  ],
  censor: '[redacted]',
};

/**
 * A logger with the shop's settings: JSON lines in production (one object per line, for the log
 * collector), written without holding up the answers (lines that come while one is being written
 * go out together, and whatever is left is written at exit), and readable lines elsewhere, written
 * at once; `destination` lets a test read what is written.
 */
export function createLogger(settings: LogSettings, destination?: DestinationStream): Logger {
  const options = { level: settings.level, redact, base: { pid: process.pid } };
  if (destination) return pino(options, destination);
  if (!settings.pretty) return pino(options, pino.destination({ dest: 1, sync: false }));
  return pino(options, pretty({ sync: true, singleLine: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss.l' }));
}

/** The process's logger (LOG_LEVEL, NODE_ENV), for every part of the server. */
export const log: Logger = createLogger(readLogSettings());
