import { sql } from 'drizzle-orm';
import type { Database, OpenDatabase } from './db/connection';
import { log } from './log';

export interface PageCache {
  /**
   * Drops the cached pages showing what changed (`product:12`, `frame`…) in every process: the
   * tags go through PostgreSQL's NOTIFY, sent when the caller's transaction commits.
   */
  invalidate(db: Database, tags: string[]): Promise<void>;
  /**
   * Calls `listener` with the tags of every invalidation, from any process, once its change is
   * committed: the cached pages and the remembered data of this process are dropped there.
   */
  onDrop(listener: (tags: string[]) => void): void;
}

const CHANNEL = 'page_cache';

/** The tag every cached page carries (each shows the frame: menus, footer, site parameters). */
export const EVERY_PAGE = 'frame';

export async function createPageCache(database: Pick<OpenDatabase, 'listen'>): Promise<PageCache> {
  const listeners: ((tags: string[]) => void)[] = [];
  const drop = (tags: string[]) => {
    for (const listener of listeners) {
      try {
        listener(tags);
      } catch (error) {
        log.error({ err: error, tags }, 'page cache: invalidation failed');
      }
    }
  };
  await database.listen(
    CHANNEL,
    (payload) => drop(JSON.parse(payload) as string[]),
    // The invalidations sent while this process was not listening are lost: any page may be stale.
    () => drop([EVERY_PAGE]),
  );
  return {
    onDrop(listener) {
      listeners.push(listener);
    },
    async invalidate(db, tags) {
      if (tags.length) await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(tags)})`);
    },
  };
}
