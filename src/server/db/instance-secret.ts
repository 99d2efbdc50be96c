import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './connection';
import { instanceSecret } from './schema';

/**
 * The secret called `name`, made at random the first time any process asks for it and the same for
 * every process of the shop afterwards (the first insert wins; the others read it).
 */
export async function sharedSecret(db: Database, name: string): Promise<string> {
  await db.insert(instanceSecret).values({ name, value: randomBytes(32).toString('hex') }).onConflictDoNothing();
  const [row] = await db.select({ value: instanceSecret.value }).from(instanceSecret).where(eq(instanceSecret.name, name));
  return row.value;
}
