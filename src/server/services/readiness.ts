import type { Database } from '../db/connection';
import { pendingMigrations } from '../db/migrations-applied';

/**
 * The migrations this build has that the database has not applied, oldest first. Throws when the
 * database does not answer, which is what a readiness probe wants to know too.
 */
export function migrationsNotApplied(db: Database): Promise<string[]> {
  return pendingMigrations(db);
}
