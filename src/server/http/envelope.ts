import { z } from '@hono/zod-openapi';

/** docs/architecture.md#the-api: every answer is wrapped as `{ success, data, message }`. */
export interface Envelope<T> {
  success: boolean;
  data: T;
  message: string | null;
}

export function ok<T>(data: T, message: string | null = null): Envelope<T> & { success: true } {
  return { success: true, data, message };
}

export function failure(message: string): Envelope<null> & { success: false } {
  return { success: false, data: null, message };
}

/** The OpenAPI description of a successful envelope around `data`. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().nullable() });
}

/**
 * Data that may be null. Not `schema.nullable()`: for a named schema the document generator writes
 * that as `allOf: [named, {type: [object, null]}]`, which null cannot satisfy (null is no `named`);
 * a union is written `anyOf: [named, {type: null}]`, which it does.
 */
export const orNull = <T extends z.ZodType>(schema: T) => z.union([schema, z.null()]);

export const failureSchema = z
  .object({ success: z.literal(false), data: z.null(), message: z.string() })
  .openapi('Failure');

/** Response descriptions shared by every route: the success body and the failures it may give. */
export function jsonResponses<T extends z.ZodType>(data: T, description: string, failures: number[] = [400]) {
  const content = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });
  const responses: Record<number, { description: string; content: Record<string, { schema: z.ZodType }> }> = {
    200: { description, ...content(envelopeOf(data)) },
  };
  for (const status of failures) responses[status] = { description: failureDescriptions[status] ?? 'Failure', ...content(failureSchema) };
  return responses;
}

const failureDescriptions: Record<number, string> = {
  400: 'Invalid input',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found',
  429: 'Too many attempts',
};

/** The OpenAPI request part of a route that takes a JSON body checked by `schema`. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { body: { content: { 'application/json': { schema } }, required: true } };
}

/**
 * The request part of a write that reads no body. The shop's own client sends `{}` with every
 * POST and PUT, so the document says so rather than leave the body untold. A plain schema, not
 * zod: a zod one would have the framework read and check a body the route ignores.
 */
export const noBody = {
  body: { required: false, content: { 'application/json': { schema: { type: 'object' as const, description: 'Nothing is read: no body, or {}' } } } },
};
