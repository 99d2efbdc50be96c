import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ShopEnv } from '../http/context';
import { addressBookRoutes } from './address-book';
import { addressRoutes } from './addresses';
import { authRoutes } from './auth';
import { contentRoutes } from './content';
import { settingsRoutes } from './settings';
import { mediaRoutes } from './media';
import { siteRoutes } from './site';
import { calendarRoutes } from './calendar';
import { formsRoutes } from './forms';
import { messageRoutes } from './message';
import { parameterAdminRoutes } from './parameter-admin';
import { popupRoutes } from './popup';
import { reviewsRoutes } from './reviews';
import { servicesRoutes } from './services';
import { albumRoutes } from './albums';
import { blogRoutes } from './blog';
import { componentRoutes } from './components';
import { eventRoutes } from './events';
import { declinationAdminRoutes } from './declination-admin';
import { discountAdminRoutes } from './discount-admin';
import { productRoutes } from './product';
import { productFileRoutes } from './product-files';
import { cartRoutes } from './cart';
import { cartFormRoutes } from './cart-form';
import { customizationRoutes } from './customization';
import { deliveryRoutes } from './delivery';
import { userRoutes } from './user';
import { newsletterRoutes } from './newsletter';
import { passwordRoutes } from './password';
import { orderRoutes } from './order';
import { giftCardRoutes } from './gift-card';
import { orderBackRoutes } from './order-back';
import { adminOrderRoutes } from './admin-order';
import { adminPageRoutes } from './admin-page';
import { paymentRoutes } from './payment';
import { shippingRoutes } from './shipping';
import { adminContentPictureRoutes } from './admin/content-pictures';
import { adminNewsRoutes } from './admin/news';
import { adminEventRoutes } from './admin/events';
import { adminPageContentRoutes } from './admin/pages';
import { adminBlogRoutes } from './admin/blog';
import { adminFormRoutes } from './admin/forms';
import { adminPopupRoutes } from './admin/popups';
import { adminAlbumRoutes } from './admin/albums';
import { adminTourismRoutes } from './admin/tourism';
import { adminOverviewRoutes } from './admin/overview';

/** Every area of SPEC.md section 7, one module each. */
export const routes: (() => OpenAPIHono<ShopEnv>)[] = [siteRoutes, authRoutes, addressRoutes, settingsRoutes, mediaRoutes, contentRoutes,
  servicesRoutes, calendarRoutes, formsRoutes, messageRoutes, reviewsRoutes, popupRoutes, parameterAdminRoutes,
  blogRoutes, albumRoutes, componentRoutes, eventRoutes, cartRoutes, cartFormRoutes, customizationRoutes, productRoutes, productFileRoutes, declinationAdminRoutes,
  userRoutes, addressBookRoutes, newsletterRoutes, passwordRoutes, shippingRoutes, deliveryRoutes, orderRoutes, giftCardRoutes, paymentRoutes,
  orderBackRoutes, adminOrderRoutes, adminPageRoutes, discountAdminRoutes,
  adminOverviewRoutes, adminContentPictureRoutes, adminNewsRoutes, adminEventRoutes, adminPageContentRoutes, adminBlogRoutes, adminFormRoutes, adminPopupRoutes,
  adminAlbumRoutes, adminTourismRoutes];
