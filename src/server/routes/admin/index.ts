import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ShopEnv } from '../../http/context';
import { adminAdministratorRoutes } from './admins';
import { adminAlbumRoutes } from './albums';
import { adminBlogRoutes } from './blog';
import { adminBooksRoutes } from './books';
import { adminCalendarRoutes } from './calendars';
import { adminCarrierRoutes } from './carriers';
import { adminCatalogueRoutes } from './catalogue';
import { adminCatalogueDeclinationRoutes } from './catalogue-declinations';
import { adminCatalogueDetailRoutes } from './catalogue-details';
import { adminCatalogueKindRoutes } from './catalogue-kinds';
import { adminCatalogueWineRoutes } from './catalogue-wine';
import { adminClubRoutes } from './club';
import { adminClubRunRoutes } from './club-run';
import { adminClubShipmentRoutes } from './club-shipments';
import { adminClubAllocationRoutes } from './club-allocations';
import { adminCodeRoutes } from './codes';
import { adminContentPictureRoutes } from './content-pictures';
import { adminCustomerRoutes } from './customers';
import { adminEventRoutes } from './events';
import { adminFormRoutes } from './forms';
import { adminNewsRoutes } from './news';
import { adminOrderStatusRoutes } from './order-status';
import { adminOrdersRoutes } from './orders';
import { adminOverviewRoutes } from './overview';
import { adminPageLayoutRoutes } from './page-layouts';
import { adminPageContentRoutes } from './pages';
import { adminParameterRoutes } from './parameters';
import { adminPopupRoutes } from './popups';
import { adminReportsRoutes } from './reports';
import { adminShipmentsRoutes } from './shipments';
import { adminTourismRoutes } from './tourism';

/** The back office's calls, every one under /admin (guarded and logged once, in app.ts). */
export const adminRoutes: (() => OpenAPIHono<ShopEnv>)[] = [
  adminOverviewRoutes,
  adminOrderStatusRoutes,
  // Before the orders': /admin/orders/shipments is no order id.
  adminShipmentsRoutes,
  adminOrdersRoutes,
  adminBooksRoutes,
  adminReportsRoutes,
  adminPageLayoutRoutes,
  adminParameterRoutes,
  adminCodeRoutes,
  adminClubRoutes,
  adminClubRunRoutes,
  adminClubShipmentRoutes,
  adminClubAllocationRoutes,
  adminCalendarRoutes,
  adminCarrierRoutes,
  adminCatalogueRoutes,
  adminCatalogueDeclinationRoutes,
  adminCatalogueDetailRoutes,
  adminCatalogueWineRoutes,
  adminCatalogueKindRoutes,
  adminCustomerRoutes,
  adminAdministratorRoutes,
  adminContentPictureRoutes,
  adminNewsRoutes,
  adminEventRoutes,
  adminPageContentRoutes,
  adminBlogRoutes,
  adminFormRoutes,
  adminPopupRoutes,
  adminAlbumRoutes,
  adminTourismRoutes,
];
