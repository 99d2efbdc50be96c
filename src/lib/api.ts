/**
 * The one client every page, island and script uses to reach the shop API (docs/architecture.md#the-api):
 * JSON in and out, same-origin credentials, the `userLang` and `idSite` headers, the
 * `{ success, data, message }` envelope unwrapped, and the refusals as errors. In the browser
 * it calls `/api`; on the server the same client calls the Hono app in-process.
 */
import type { Lang } from './i18n';

export type { Lang };

export const SITE_ID = 1;

export type QueryValue = string | number | boolean | null | undefined | (string | number)[];
export type ListQuery = Record<string, QueryValue>;

/** Per-field filter operators of the list queries. A plain value means "equal". */
export const filter = {
  like: (value: string | number) => `lk:${value}`,
  different: (value: string | number) => `df:${value}`,
  lessThan: (value: string | number) => `lt:${value}`,
  lessOrEqual: (value: string | number) => `lte:${value}`,
  greaterThan: (value: string | number) => `gt:${value}`,
  greaterOrEqual: (value: string | number) => `gte:${value}`,
  oneOf: (values: (string | number)[]) => values.join(','),
};

export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface ApiClientOptions {
  lang: Lang;
  /** '/api' in the browser; an absolute URL on the server. */
  baseUrl?: string;
  fetch?: (request: Request) => Promise<Response>;
  /** Extra headers, e.g. the visitor's Cookie header forwarded by a server-rendered page. */
  headers?: Record<string, string>;
  /** Called around each call, so the frame's progress bar can follow long calls. */
  onStart?: () => void;
  onEnd?: (error?: unknown) => void;
}

export function listQueryString(query: ListQuery = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function createApiClient(options: ApiClientOptions) {
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/$/, '');
  const send = options.fetch ?? ((request: Request) => fetch(request));

  async function call<T>(method: string, path: string, body?: unknown, query?: ListQuery): Promise<T> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      userLang: options.lang,
      idSite: String(SITE_ID),
      ...options.headers,
    };
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const url = `${baseUrl}${path}${listQueryString(query)}`;
    const absolute = /^https?:/.test(url) ? url : new URL(url, globalThis.location?.href ?? 'http://localhost').href;
    options.onStart?.();
    let response: Response;
    try {
      response = await send(new Request(absolute, { method, headers, body: payload, credentials: 'same-origin' }));
    } catch (error) {
      options.onEnd?.(error);
      throw new ApiRequestError(error instanceof Error ? error.message : String(error), null, error);
    }
    const envelope = (await response.json().catch(() => null)) as { success?: boolean; data?: T; message?: string } | null;
    if (!response.ok || !envelope || envelope.success === false) {
      const error = new ApiRequestError(envelope?.message ?? response.statusText, response.status);
      options.onEnd?.(error);
      throw error;
    }
    options.onEnd?.();
    return envelope.data as T;
  }

  return {
    get: <T>(path: string, query?: ListQuery) => call<T>('GET', path, undefined, query),
    post: <T>(path: string, body?: unknown) => call<T>('POST', path, body ?? {}),
    put: <T>(path: string, body?: unknown) => call<T>('PUT', path, body ?? {}),
    /** A body only when the server asks for a confirmation (DELETE /user takes the password). */
    delete: <T>(path: string, body?: unknown) => call<T>('DELETE', path, body),
    /** Multipart upload: object fields JSON-stringified, files under `images` or `image`. */
    upload: <T>(path: string, fields: Record<string, unknown>, files: File[] = [], method = 'POST') => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) {
        if (value === undefined || value === null) continue;
        form.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
      }
      if (files.length === 1) form.set('image', files[0]);
      else for (const file of files) form.append('images', file);
      return call<T>(method, path, form);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
