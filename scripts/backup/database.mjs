// The shop's data in one file and back: the database holds everything the shop keeps (orders,
// customers, pages, and the pictures and files themselves, stored in the database), so a dump of
// it is the whole backup. On PostgreSQL (DATABASE_URL), pg_dump's custom format and pg_restore;
// on the embedded PGlite (DATA_DIR/pglite), PGlite's own dump of its data directory, a gzipped
// tarball, loaded back into a fresh data directory. Run by `npm run db:backup` / `npm run db:restore`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { readConfig } from '../../src/server/config.ts';
import { DataDirectoryInUseError, lockDataDirectory } from '../../src/server/db/lock.ts';
import { createPglite } from '../../src/server/db/pglite.ts';

/** Where the shop's database is, read by the shop's own settings module (checked as at start). */
export function databaseOf(env = process.env) {
  const config = readConfig(env);
  return config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dir: resolve(config.dataDir, 'pglite') };
}

/** The first bytes of each kind of backup: pg_dump's custom format, and gzip (PGlite's tarball). */
const SIGNATURES = { postgres: Buffer.from('PGDMP'), pglite: Buffer.from([0x1f, 0x8b]) };
export const FILE_EXTENSIONS = { postgres: 'pgdump', pglite: 'tar.gz' };

export class BackupError extends Error {}

async function kindOfFile(file) {
  const handle = await open(file, 'r').catch(() => {
    throw new BackupError(`No backup file at ${file}.`);
  });
  try {
    const { buffer } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    return Object.keys(SIGNATURES).find((kind) => buffer.subarray(0, SIGNATURES[kind].length).equals(SIGNATURES[kind])) ?? null;
  } finally {
    await handle.close();
  }
}

/** Runs a PostgreSQL client tool, from PG_BIN when set, else from PATH. */
function run(tool, args, env = process.env) {
  const command = env.PG_BIN ? join(env.PG_BIN, tool) : tool;
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', (error) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${tool} was not found${env.PG_BIN ? ` in PG_BIN (${env.PG_BIN})` : ' on the PATH'}: install the PostgreSQL client tools (the server's version or newer), or set PG_BIN to the folder that holds them.`)
          : error,
      ),
    );
    child.once('exit', (code, signal) => (code === 0 ? resolvePromise() : reject(new BackupError(`${tool} failed (${signal ?? `exit code ${code}`}).`))));
  });
}

/** The embedded database's directory for this process alone, or a clear refusal while a shop runs on it. */
function lockPglite(dir) {
  try {
    return lockDataDirectory(dir);
  } catch (error) {
    if (error instanceof DataDirectoryInUseError) {
      throw new BackupError(`A shop is running on ${dir} (pid ${error.pid}): stop it first; the embedded database has one process at a time.`);
    }
    throw error;
  }
}


/** Writes the backup of `database` to `file`. */
export async function backup(database, file, env = process.env) {
  await mkdir(dirname(resolve(file)), { recursive: true });
  if (database.kind === 'postgres') {
    await run('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${database.url}`], env);
    return;
  }
  if (!existsSync(join(database.dir, 'PG_VERSION'))) throw new BackupError(`No embedded database in ${database.dir}: is DATA_DIR the shop's?`);
  const lock = lockPglite(database.dir);
  try {
    const pglite = await createPglite({ dataDir: database.dir });
    try {
      const dump = await pglite.dumpDataDir('gzip');
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await pglite.close();
    }
  } finally {
    lock.release();
  }
}

/**
 * Replaces the data of `database` with the backup in `file`. On PostgreSQL, in one transaction
 * (all or nothing). On PGlite, the backup is loaded into a directory aside, then takes the place of
 * the current data, which is kept next to it (answered) rather than deleted.
 */
export async function restore(database, file, env = process.env) {
  const kind = await kindOfFile(file);
  if (kind !== database.kind) {
    const what = { postgres: 'a PostgreSQL backup (pg_dump)', pglite: 'an embedded-database backup (PGlite)', null: 'not a backup of the shop' }[kind];
    throw new BackupError(`${file} is ${what}, and the shop's database is ${database.kind === 'postgres' ? 'on PostgreSQL (DATABASE_URL)' : 'the embedded one (no DATABASE_URL)'}.`);
  }
  if (database.kind === 'postgres') {
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${database.url}`, file], env);
    return { replaced: null };
  }
  await mkdir(database.dir, { recursive: true });
  const lock = lockPglite(database.dir);
  try {
    const parent = dirname(database.dir);
    const staging = await mkdtemp(join(parent, 'pglite-restoring-'));
    try {
      const pglite = await createPglite({ dataDir: staging, loadDataDir: new Blob([await readFile(file)]) });
      await pglite.query('select 1');
      await pglite.close();
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw new BackupError(`${file} could not be loaded: ${error.message}`);
    }
    // The lock file stays where it is, so that no shop starts on the directory meanwhile.
    const current = (await readdir(database.dir)).filter((entry) => entry !== '.lock');
    let replaced = null;
    if (current.length) {
      replaced = join(parent, `pglite-replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`);
      await mkdir(replaced);
      for (const entry of current) await rename(join(database.dir, entry), join(replaced, entry));
    }
    for (const entry of await readdir(staging)) await rename(join(staging, entry), join(database.dir, entry));
    await rm(staging, { recursive: true });
    return { replaced };
  } finally {
    lock.release();
  }
}
