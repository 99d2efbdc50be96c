import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ShopConfig } from '../config';
import type { ShopEnv } from '../http/context';
import { addressBookRoutes } from './address-book';
import { cardRoutes } from './cards';
import { clubRoutes } from './club';
import { clubBoxRoutes } from './club-boxes';
import { clubAllocationRoutes } from './club-allocations';
import { addressRoutes } from './addresses';
import { authRoutes } from './auth';
import { contentRoutes } from './content';
import { settingsRoutes } from './settings';
import { mediaRoutes } from './media';
import { siteRoutes } from './site';
import { calendarRoutes } from './calendar';
import { formsRoutes } from './forms';
import { messageRoutes } from './message';
import { popupRoutes } from './popup';
import { reviewsRoutes } from './reviews';
import { tourismRoutes } from './tourism';
import { albumRoutes } from './albums';
import { blogRoutes } from './blog';
import { componentRoutes } from './components';
import { eventRoutes } from './events';
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
import { returnsRoutes } from './returns';
import { paymentRoutes } from './payment';
import { sandboxPaymentRoutes } from './payment-sandbox';
import { shippingRoutes } from './shipping';
import { adminRoutes } from './admin';

/** Every area of the API, one module each; the sandbox's payment page only while it is the configured provider. */
export function routesFor(config: Pick<ShopConfig, 'paymentProvider'>): (() => OpenAPIHono<ShopEnv>)[] {
  const sandbox = config.paymentProvider === 'sandbox' ? [sandboxPaymentRoutes] : [];
  return [
    siteRoutes, authRoutes, addressRoutes, settingsRoutes, mediaRoutes, contentRoutes,
    tourismRoutes, calendarRoutes, formsRoutes, messageRoutes, reviewsRoutes, popupRoutes,
    blogRoutes, albumRoutes, componentRoutes, eventRoutes, cartRoutes, cartFormRoutes, customizationRoutes, productRoutes, productFileRoutes,
    userRoutes, addressBookRoutes, cardRoutes, clubRoutes, clubBoxRoutes, newsletterRoutes, passwordRoutes, shippingRoutes, deliveryRoutes, orderRoutes, giftCardRoutes, paymentRoutes,
    clubAllocationRoutes,
    ...sandbox, returnsRoutes, ...adminRoutes,
  ];
}
