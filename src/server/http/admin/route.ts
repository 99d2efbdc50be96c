import type { z } from '@hono/zod-openapi';
import { routeUnder, type RouteAnswer } from '../route';

/** The answer of a back-office route, which always says the failures it may give. */
export type AdminAnswer<T extends z.ZodType> = Required<RouteAnswer<T>>;

/** A back-office route: under the Admin tag, answering in the envelope. */
export const adminRoute = routeUnder('Admin');
