import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * The embedded PostgreSQL with the extensions the schema uses (accent-free and fuzzy search). The
 * shop and the backup commands open it here alike; it imports packages only, so plain Node loads it.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { unaccent, pg_trgm } });
}
