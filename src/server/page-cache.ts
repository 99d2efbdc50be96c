import { sql } from 'drizzle-orm';
import type { Database, OpenDatabase } from './db/connection';
import { log } from './log';

/** The part of Astro's route cache the shop uses (`context.cache` of a request). */
export interface RouteCache {
  enabled: boolean;
  invalidate(options: { tags: string[] }): Promise<void> | void;
}

export interface PageCache {
  /** Gives the route cache of this process, from any request that has it. */
  attach(cache: RouteCache): void;
  /**
   * Drops the cached pages showing what changed (`product:12`, `frame`…) in every process: the
   * tags go through PostgreSQL's NOTIFY, sent when the caller's transaction commits.
   */
  invalidate(db: Database, tags: string[]): Promise<void>;
}

const CHANNEL = 'page_cache';

/** The tag every cached page carries (each shows the frame: menus, footer, site parameters). */
const EVERY_PAGE = 'frame';

export async function createPageCache(database: Pick<OpenDatabase, 'listen'>): Promise<PageCache> {
  let routeCache: RouteCache | undefined;
  const drop = (tags: string[]) =>
    void Promise.resolve(routeCache?.invalidate({ tags })).catch((error: unknown) => log.error({ err: error, tags }, 'page cache: invalidation failed'));
  await database.listen(
    CHANNEL,
    (payload) => drop(JSON.parse(payload) as string[]),
    // The invalidations sent while this process was not listening are lost: any page may be stale.
    () => drop([EVERY_PAGE]),
  );
  return {
    attach(cache) {
      if (cache.enabled) routeCache ??= cache;
    },
    async invalidate(db, tags) {
      if (tags.length) await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(tags)})`);
    },
  };
}
