// What the shop reads on nearly every call but seldom changes (site parameters, the site's
// identity, the variations…), kept in this process's memory and forgotten with the cached pages
// that show it: the same tags, dropped in every process when a change commits (page-cache.ts).

import type { Database } from './db/connection';

export interface Remembered {
  /**
   * The value kept under `key`, loaded by `load` the first time. Callers that ask while it loads
   * share the one load; a load that fails is not kept.
   */
  recall<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T>;
  /** Forgets every value that carries one of these tags; the next call loads it again. */
  forget(tags: readonly string[]): void;
}

interface Entry {
  tags: readonly string[];
  value: Promise<unknown>;
}

export function createRemembered(): Remembered {
  const entries = new Map<string, Entry>();
  return {
    recall<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
      const kept = entries.get(key);
      if (kept) return kept.value as Promise<T>;
      // Kept from the start of the load: a change forgotten while it runs (it may have read the
      // state from before) drops it too, so that no stale value outlives its invalidation.
      // Made a promise of our own: a query builder's `then` runs its query again at every await.
      const entry: Entry = { tags, value: Promise.resolve().then(load) };
      entries.set(key, entry);
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value as Promise<T>;
    },
    forget(tags) {
      const dropped = new Set(tags);
      for (const [key, entry] of entries) {
        if (entry.tags.some((tag) => dropped.has(tag))) entries.delete(key);
      }
    },
  };
}

/** The database with what this process remembers of it: what a service reading reference data takes. */
export interface RememberingDatabase {
  db: Database;
  remembered: Remembered;
}
