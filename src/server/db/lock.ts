import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// An embedded PostgreSQL data directory must never be opened by two processes at once: nothing in
// PGlite prevents it and the second one corrupts the data. The directory holds a lock file naming
// its owner: the pid and, where /proc tells it (Linux), the start time of that process. A pid alone
// cannot tell a dead owner after a crash: a killed process that its parent has not reaped yet (a
// zombie) still answers signals, and its pid may since have been given to another process.

// Plain TypeScript that Node runs as it is (no parameter properties): the backup scripts take the lock too.
export class DataDirectoryInUseError extends Error {
  readonly dataDir: string;
  readonly pid: number;

  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is in use by another process (pid ${pid}). ` +
        'Stop that process before starting this one, or give this one a database of its own: ' +
        'set DATA_DIR to another directory, or DATABASE_URL to a PostgreSQL server. ' +
        `If no shop process is running any more, delete ${join(dataDir, '.lock')} and start again.`,
    );
    this.name = 'DataDirectoryInUseError';
    this.dataDir = dataDir;
    this.pid = pid;
  }
}

export interface DataDirectoryLock {
  release(): void;
}

/** The process a lock file names; startTime is null where /proc is missing. */
interface Owner {
  pid: number;
  startTime: string | null;
}

/** Directories this process holds, to tell its own lock from a stale one that bears the same pid. */
const held = new Set<string>();

function code(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

/** Linux's task flag of a process that has begun to exit: it runs none of its code any more. */
const PF_EXITING = 0x4;

/** What /proc says of a process (whether it has ended, its start time), or null when it says nothing. */
function procStat(pid: number): { ended: boolean; startTime: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name, in parentheses, may hold spaces: fields 3 (state), 9 (flags) and 22 (start
    // time) are counted from its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [state, flags, startTime] = [fields[0], Number(fields[6]), fields[19]];
    // Z: a zombie, dead but not yet reaped; X or PF_EXITING: dying (a killed process takes a moment
    // to give its memory back).
    return { ended: state === 'Z' || state === 'X' || (flags & PF_EXITING) !== 0, startTime };
  } catch {
    return null;
  }
}

function answersSignals(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return code(error) === 'EPERM';
  }
}

/**
 * Whether the process named in a lock still runs. Without /proc (or when it hides the process),
 * a pid that answers signals is taken for the owner: refusing to start is the safe side.
 */
function isRunning(owner: Owner): boolean {
  if (!answersSignals(owner.pid)) return false;
  const stat = procStat(owner.pid);
  if (!stat) return true;
  return !stat.ended && (owner.startTime === null || owner.startTime === stat.startTime);
}

/**
 * Whether the process named in a lock still holds it. Our own pid holds it only if this process
 * took it: a container restarted with the same pid finds the lock of its previous life.
 */
function stillHeld(owner: Owner, dir: string): boolean {
  return owner.pid === process.pid ? held.has(dir) : isRunning(owner);
}

/** The owner written in the lock file, null when it is unreadable, undefined when the file is gone. */
function ownerOf(lockPath: string): Owner | null | undefined {
  let text: string;
  try {
    text = readFileSync(lockPath, 'utf8');
  } catch (error) {
    if (code(error) === 'ENOENT') return undefined;
    throw error;
  }
  const match = /^(\d+)(?: (\d+))?\n?$/.exec(text);
  const pid = Number(match?.[1]);
  return match && pid > 0 ? { pid, startTime: match[2] ?? null } : null;
}

/** Creates the lock file naming this process, atomically: it never exists empty or half-written. */
function tryCreate(lockPath: string): boolean {
  const startTime = procStat(process.pid)?.startTime;
  const draft = `${lockPath}.${process.pid}`;
  writeFileSync(draft, startTime ? `${process.pid} ${startTime}\n` : `${process.pid}\n`);
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
 * holds it. A lock left by a dead process is taken over at once. The lock is released by release()
 * or when the process exits.
 */
export function lockDataDirectory(dataDir: string): DataDirectoryLock {
  const dir = resolve(dataDir);
  const lockPath = join(dir, '.lock');
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(lockPath)) return holdLock(dir, lockPath);
    const owner = ownerOf(lockPath);
    if (owner === undefined) continue;
    if (owner !== null && stillHeld(owner, dir)) throw new DataDirectoryInUseError(dir, owner.pid);
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
    if (ownerOf(lockPath)?.pid === process.pid) unlinkSync(lockPath);
  };
  process.on('exit', release);
  return { release };
}
