import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// An embedded PostgreSQL data directory must never be opened by two processes at once: nothing in
// PGlite prevents it and the second one corrupts the data. The directory holds a lock file naming
// the pid of its owner.

export class DataDirectoryInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another process (pid ${pid}). ` +
        'Stop that process before starting this one, or give this one a database of its own: ' +
        'set DATA_DIR to another directory, or DATABASE_URL to a PostgreSQL server. ' +
        `If no shop process is running any more, delete ${join(dataDir, '.lock')} and start again.`,
    );
    this.name = 'DataDirectoryInUseError';
  }
}

export interface DataDirectoryLock {
  release(): void;
}

/** Directories this process holds, to tell its own lock from a stale one that bears the same pid. */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the process named in a lock still holds it. Our own pid holds it only if this process
 * took it: a container restarted with the same pid finds the lock of its previous life.
 */
function stillHeld(pid: number, dir: string): boolean {
  return pid === process.pid ? held.has(dir) : isAlive(pid);
}

function code(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

/** The pid written in the lock file, null when it is unreadable, undefined when the file is gone. */
function holderOf(lockPath: string): number | null | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if (code(error) === 'ENOENT') return undefined;
    throw error;
  }
}

/** Creates the lock file with our pid in it, atomically: it never exists empty. */
function tryCreate(lockPath: string): boolean {
  const draft = `${lockPath}.${process.pid}`;
  writeFileSync(draft, String(process.pid));
  try {
    linkSync(draft, lockPath);
    return true;
  } catch (error) {
    if (code(error) === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

/**
 * Takes `<dataDir>/.lock` for this process, or throws DataDirectoryInUseError when a live process
 * holds it. A lock left by a dead process is taken over. The lock is released by release() or
 * when the process exits.
 */
export function lockDataDirectory(dataDir: string): DataDirectoryLock {
  const dir = resolve(dataDir);
  const lockPath = join(dir, '.lock');
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(lockPath)) return holdLock(dir, lockPath);
    const holder = holderOf(lockPath);
    if (holder === undefined) continue;
    if (holder !== null && stillHeld(holder, dir)) throw new DataDirectoryInUseError(dir, holder);
    try {
      unlinkSync(lockPath);
    } catch (error) {
      if (code(error) !== 'ENOENT') throw error;
    }
  }
  throw new Error(`Could not take the lock ${lockPath}: other processes keep taking it.`);
}

function holdLock(dir: string, lockPath: string): DataDirectoryLock {
  held.add(dir);
  const release = () => {
    if (!held.delete(dir)) return;
    process.off('exit', release);
    // Never remove a lock that another process has taken since.
    if (holderOf(lockPath) === process.pid) unlinkSync(lockPath);
  };
  process.on('exit', release);
  return { release };
}
