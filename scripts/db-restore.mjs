// npm run db:restore -- <file>: puts back the data of a backup made by `npm run db:backup`, in
// place of the shop's current data. Stop the shop first (the embedded database refuses otherwise).
// Settings: DATABASE_URL or DATA_DIR, PG_BIN.
import { BackupError, databaseOf, restore } from './backup/database.mjs';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run db:restore -- <backup file>');
  process.exit(1);
}
try {
  const { replaced } = await restore(databaseOf(), file);
  console.log(`Restored from ${file}${replaced ? `; the data it replaced is kept in ${replaced}` : ''}`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`Nothing restored: ${error.message}`);
  process.exitCode = 1;
}
