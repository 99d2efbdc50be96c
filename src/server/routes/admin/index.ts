import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ShopEnv } from '../../http/context';
import { adminOrderRoutes } from '../admin-order';
import { adminPageRoutes } from '../admin-page';
import { adminCalendarRoutes } from './calendars';
import { adminCatalogueRoutes } from './catalogue';
import { adminCatalogueDeclinationRoutes } from './catalogue-declinations';
import { adminCatalogueDetailRoutes } from './catalogue-details';
import { adminAdministratorRoutes } from './admins';
import { adminCodeRoutes } from './codes';
import { adminCustomerRoutes } from './customers';
import { adminOrdersRoutes } from './orders';
import { adminOverviewRoutes } from './overview';
import { adminParameterRoutes } from './parameters';

/** The back office's calls, every one under /admin (guarded and logged once, in app.ts). */
export const adminRoutes: (() => OpenAPIHono<ShopEnv>)[] = [
  adminOverviewRoutes,
  adminOrderRoutes,
  adminOrdersRoutes,
  adminPageRoutes,
  adminParameterRoutes,
  adminCodeRoutes,
  adminCalendarRoutes,
  adminCatalogueRoutes,
  adminCatalogueDeclinationRoutes,
  adminCatalogueDetailRoutes,
  adminCustomerRoutes,
  adminAdministratorRoutes,
];
