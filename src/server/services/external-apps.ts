import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { externalApp } from '../db/schema';
import { notFound } from './errors';

/**
 * GET /external-app/{app}/config/public: what a browser may know of an outside service (an
 * analytics id, a public key). The private part never leaves the server.
 */
export async function publicAppConfig(db: Database, app: string) {
  const [row] = await db.select().from(externalApp).where(eq(externalApp.app, app));
  if (!row) throw notFound('errors.unknownApp', { app });
  return { app: row.app, isActive: row.isActive, config: row.isActive ? row.publicConfig : {} };
}
