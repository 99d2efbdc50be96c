import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ShopEnv } from '../http/context';
import { addressRoutes } from './addresses';
import { authRoutes } from './auth';
import { contentRoutes } from './content';
import { settingsRoutes } from './settings';
import { mediaRoutes } from './media';
import { siteRoutes } from './site';

/** Every area of SPEC.md section 7, one module each. */
export const routes: (() => OpenAPIHono<ShopEnv>)[] = [siteRoutes, authRoutes, addressRoutes, settingsRoutes, mediaRoutes, contentRoutes];
