import { useCallback, useEffect } from 'react';
import type { ordersApi } from '~/lib/admin/orders';
import { problemOf } from './format';

/** The order page's calls. */
export type OrdersApi = ReturnType<typeof ordersApi>;

/** Runs a change, reloads the order and says `done` (or the server's refusal); answers whether it went through. */
export type Act = (change: () => Promise<unknown>, done?: string) => Promise<boolean>;

/**
 * What a page of orders or returns is: `load` run at once and after every change, the outcome of
 * each said in the page's notice.
 */
export function useLoadedActions(load: () => Promise<unknown>, say: (kind: 'ok' | 'error', text: string) => void): Act {
  const reload = useCallback(() => load(), [load]);
  useEffect(() => {
    reload().catch((error) => say('error', problemOf(error)));
  }, [reload, say]);
  return useCallback(
    async (change: () => Promise<unknown>, done?: string) => {
      try {
        await change();
        await reload();
        if (done) say('ok', done);
        return true;
      } catch (error) {
        say('error', problemOf(error));
        return false;
      }
    },
    [reload, say],
  );
}
