import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../log';

/** An X-Request-Id given by a proxy in front is kept only when it is a short, plain token. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The request id a header carries, when it is one we accept. */
export function safeRequestId(given: string | string[] | null | undefined): string | undefined {
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : undefined;
}

/**
 * Every address whose path carries a secret, the part before it captured: whoever reads the secret
 * in a log holds what it opens (the database keeps only the hash of most of them). A new route or page
 * with a secret in its path is added here.
 */
export const SECRETS_IN_PATH: readonly RegExp[] = [
  // The page a password-reset mail links to (its token), with or without the language prefix.
  /^((?:\/[a-z]{2}_[A-Z]{2})?\/password\/reset\/)[^/]+/,
  // A gift card's or visit voucher's code: it spends the card.
  /^(\/api\/gift-card\/)[^/]+/,
  // The sandbox's hosted payment page: its reference pays or cancels someone's order.
  /^(\/api\/payment\/sandbox\/pay\/)[^/]+/,
];

/**
 * The address of a request (`/path?query` or a whole URL) as it may be logged: the path only
 * (queries carry tokens), its secret segment masked. Runs of slashes are read as one, so that
 * `//api/gift-card/…` is no way around the mask.
 */
export function loggedPath(address: string): string {
  // Most addresses are a plain path: read as it is. One with dot segments, escapes or runs of
  // slashes is read as the URL parser (and the router) reads it, so that no spelling slips past a mask.
  const end = address.indexOf('?');
  const asSent = end === -1 ? address : address.slice(0, end);
  const plain = asSent.startsWith('/') && !/[%#\\]|\/\/|\/\.\.?(?:\/|$)/.test(asSent);
  // A backslash is a slash to the URL parser; read first as one, `/\` is not taken for a host.
  const path = plain ? asSent : new URL(address.replace(/\\/g, '/').replace(/^\/{2,}/, '/'), 'http://shop.invalid').pathname.replace(/\/{2,}/g, '/');
  return SECRETS_IN_PATH.reduce((masked, secret) => masked.replace(secret, '$1[redacted]'), path);
}

/**
 * Watches the requests of a Node HTTP server, one line each once answered: request id, method,
 * path, status and duration (to the last byte), and never a body, query or header. The id (the
 * caller's X-Request-Id when it is safe, a new one otherwise) replaces the request's own header,
 * so that what runs below logs its errors under the same id, and is returned for the server to
 * send back as X-Request-Id for the caller to quote (with the rest of its headers: a cached page
 * writes them all at once). A connection closed before the answer ended is logged as a warning.
 */
export function requestLogger(logger: Logger): (req: IncomingMessage, res: ServerResponse) => string {
  // Its lines hold the fields above and nothing a caller wrote: the logger's redaction, a cost on
  // every request of a busy shop, has nothing to find there.
  const lines = logger.child({}, { redact: [] });
  return (req, res) => {
    const started = performance.now();
    const requestId = safeRequestId(req.headers['x-request-id']) ?? randomUUID();
    req.headers['x-request-id'] = requestId;
    const { method, url = '/' } = req;
    res.once('close', () => {
      const line = { requestId, method, path: loggedPath(url) };
      const status = res.statusCode;
      const durationMs = Math.round(performance.now() - started);
      const summary = `${line.method} ${line.path} ${status} ${durationMs} ms`;
      if (res.writableFinished) lines.info({ ...line, status, durationMs }, summary);
      else lines.warn({ ...line, status, durationMs, aborted: true }, `${summary}: the connection closed before the end of the answer`);
    });
    return requestId;
  };
}
