import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Refusal } from '../services/errors';

/** The HTTP status of each kind of refusal the shop raises (services/errors.ts). */
export const STATUS_OF: Record<Refusal, ContentfulStatusCode> = {
  invalid: 400,
  signInRequired: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooMany: 429,
  unavailable: 503,
};
