// npm run db:backup [-- <file>]: the shop's whole data (see backup/database.mjs) in one file,
// backups/shop-<date>.<pgdump|tar.gz> unless named. Settings: DATABASE_URL or DATA_DIR, PG_BIN.
import { BackupError, FILE_EXTENSIONS, backup, databaseOf } from './backup/database.mjs';

const database = databaseOf();
const file = process.argv[2] ?? `backups/shop-${new Date().toISOString().replace(/[:.]/g, '-')}.${FILE_EXTENSIONS[database.kind]}`;
try {
  await backup(database, file);
  console.log(`Backup written to ${file}`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`No backup: ${error.message}`);
  process.exitCode = 1;
}
