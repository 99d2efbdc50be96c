import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An error a client is meant to read. `key` names a message of the UI strings (in the `api`
 * namespace unless it names its own, as in 'catalogue:errors.outOfStock'), so the same failure is
 * told in the language of the caller's `userLang` header.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'ApiError';
  }
}

export const badRequest = (key: string, params?: Record<string, string | number>) => new ApiError(400, key, params);
export const unauthorized = (key = 'auth.signInRequired') => new ApiError(401, key);
export const forbidden = (key = 'auth.forbidden') => new ApiError(403, key);
export const notFound = (key = 'errors.notFound', params?: Record<string, string | number>) => new ApiError(404, key, params);
export const tooManyRequests = (key: string, params?: Record<string, string | number>) => new ApiError(429, key, params);
