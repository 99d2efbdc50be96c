import { readConfig } from './config';
import { log } from './log';
import { createAdmin } from './services/admin/people/appoint-admin';
import { openShopDatabase } from './shop-database';

// `npm run admin -- create EMAIL` (scripts/admin.mjs): the shop's own settings and database,
// without its server. On the embedded database the shop must be stopped first (one process holds
// it); the mail waits in the outbox table for the shop's background worker.

const usage = 'Usage: npm run admin -- create EMAIL';

export async function runAdminCommand(args: string[]): Promise<number> {
  const [command, email, ...rest] = args;
  if (command !== 'create' || !email || rest.length || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    log.error(usage);
    return 2;
  }
  const config = readConfig();
  const database = await openShopDatabase(config);
  try {
    await createAdmin({ db: database.db, config, now: () => new Date() }, email);
    return 0;
  } finally {
    await database.close();
  }
}
