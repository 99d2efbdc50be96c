import type { TFunction } from 'i18next';
import type { Lang } from '~/lib/i18n';
import type { Caller, ShopDeps } from '../deps';

export interface ShopEnv {
  /** Passed by the Astro endpoint: the address of the connection, read with X-Forwarded-For (http/client-address.ts). */
  Bindings: { clientAddress?: string } | undefined;
  Variables: {
    deps: ShopDeps;
    lang: Lang;
    t: TFunction;
    siteId: number;
    caller: Caller | null;
    clientIp: string;
    /** The id of the request in the logs (X-Request-Id, see http/request-log.ts), when it has one. */
    requestId: string | undefined;
  };
}
