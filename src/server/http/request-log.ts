import { randomUUID } from 'node:crypto';
import type { Logger } from '../log';

/** An X-Request-Id given by a proxy in front is kept only when it is a short, plain token. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdOf(given: string | null | undefined): string {
  return given && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Pages whose address carries a secret (the link of a password-reset mail), with or without the language prefix. */
const SECRET_IN_PATH = /^((?:\/[a-z]{2}_[A-Z]{2})?\/password\/reset\/)[^/]+/;

/** The address as it may be logged: the path only (queries carry tokens), its secret segment masked. */
export function loggedPath(url: string): string {
  return new URL(url).pathname.replace(SECRET_IN_PATH, '$1[redacted]');
}

/** `response` with `name: value` among its headers, copied first when its headers are immutable (a redirect, a fetched response). */
function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}

/**
 * Handles one request and writes its one line: request id, method, path, status and duration,
 * and never its body, query or headers. The id (the caller's X-Request-Id when it is safe, a new
 * one otherwise) is given to `handle`, so that an error logged on the way names it, and is sent
 * back as X-Request-Id for the caller to quote.
 */
export async function withRequestLog(logger: Logger, request: Request, handle: (requestId: string) => Promise<Response>): Promise<Response> {
  const started = performance.now();
  const requestId = requestIdOf(request.headers.get('x-request-id'));
  const line = { requestId, method: request.method, path: loggedPath(request.url) };
  const write = (status: number) => {
    const durationMs = Math.round(performance.now() - started);
    logger.info({ ...line, status, durationMs }, `${line.method} ${line.path} ${status} ${durationMs} ms`);
  };
  try {
    const response = withHeader(await handle(requestId), 'X-Request-Id', requestId);
    write(response.status);
    return response;
  } catch (error) {
    logger.error({ requestId, err: error }, 'request failed');
    write(500);
    throw error;
  }
}
