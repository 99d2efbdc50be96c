import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirectoryInUseError, lockDataDirectory } from '~/server/db/lock';

// The lock of an embedded data directory after a crash: a dead owner gives it up at once, whatever
// is left of it (a zombie its parent has not reaped yet, a pid that is gone, a pid given since to
// another process), while a live owner keeps it. The lock does not depend on the database engine.

/** The state letter, flags and start time of a process, as /proc shows them (fields 3, 9 and 22). */
function procStat(pid: number) {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0], flags: Number(fields[6]), startTime: fields[19] };
}

/** Polls /proc, without going back to the event loop (which would reap a child), until `done`. */
function busyWaitFor(pid: number, done: (stat: ReturnType<typeof procStat>) => boolean) {
  const deadline = Date.now() + 10_000;
  while (!done(procStat(pid))) {
    if (Date.now() > deadline) throw new Error(`process ${pid} is still ${procStat(pid).state}`);
  }
}

/** What this process writes in a lock it takes: its pid and start time. */
const ourLock = () => `${process.pid} ${procStat(process.pid).startTime}\n`;

let dataDir: string;
let lockFile: string;
const children: ChildProcess[] = [];

/** A process of the test's own, stopped by its pid after the test. */
function start(command: string, args: string[]) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return child;
}

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'shop-lock-'));
  lockFile = join(dataDir, '.lock');
});
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
  }
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * Another shop process taking the lock with the same code; `before` runs first in it (to give it a
 * large memory, say). Answers once it holds the lock.
 */
async function owner(before = '') {
  const lockModule = new URL('../../src/server/db/lock.ts', import.meta.url).href;
  const child = start(process.execPath, [
    '--experimental-transform-types',
    '--disable-warning=ExperimentalWarning',
    '--input-type=module',
    '-e',
    `${before}
     const { lockDataDirectory } = await import(${JSON.stringify(lockModule)});
     lockDataDirectory(${JSON.stringify(dataDir)});
     console.log('locked');
     setInterval(() => {}, 60_000);`,
  ]);
  const [output] = await once(child.stdout!, 'data');
  expect(String(output)).toBe('locked\n');
  return child;
}

describe('the lock of an embedded data directory', () => {
  it('refuses a second process while the first runs, and goes to it as soon as the first is killed, reaped or not', async () => {
    const first = await owner();
    const ownerLock = await readFile(lockFile, 'utf8');
    expect(ownerLock).toBe(`${first.pid} ${procStat(first.pid!).startTime}\n`);

    expect(() => lockDataDirectory(dataDir)).toThrow(DataDirectoryInUseError);
    expect(() => lockDataDirectory(dataDir)).toThrow(`is in use by another process (pid ${first.pid})`);
    expect(await readFile(lockFile, 'utf8')).toBe(ownerLock);

    // kill -9, then a restart at once: this process does not reap its child before it returns to
    // the event loop, so the owner stays a zombie while the lock is taken.
    const exited = once(first, 'exit');
    first.kill('SIGKILL');
    busyWaitFor(first.pid!, ({ state }) => state === 'Z');
    const lock = lockDataDirectory(dataDir);
    expect(procStat(first.pid!).state).toBe('Z');
    expect(await readFile(lockFile, 'utf8')).toBe(ourLock());
    lock.release();
    await writeFile(lockFile, ownerLock);
    // Reaped now, its pid gone: taken over as well.
    await exited;
    lockDataDirectory(dataDir).release();
  });

  it('goes to a second process while the first, killed, is still giving its memory back', async () => {
    // A shop holds some hundreds of megabytes: the kernel takes a moment to take them back.
    const first = await owner('globalThis.memory = Buffer.alloc(256 * 1024 * 1024, 1);');
    first.kill('SIGKILL');
    busyWaitFor(first.pid!, ({ flags }) => (flags & 0x4) !== 0); // PF_EXITING
    const lock = lockDataDirectory(dataDir);
    expect(await readFile(lockFile, 'utf8')).toBe(ourLock());
    lock.release();
  });

  it('takes over the lock of a process that is gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(lockFile, `${gone} 12345\n`);
    const lock = lockDataDirectory(dataDir);
    expect(await readFile(lockFile, 'utf8')).toBe(ourLock());
    lock.release();
    expect(() => readFileSync(lockFile)).toThrow(/ENOENT/);
  });

  it('takes over a lock whose pid now belongs to another process, started after the owner', async () => {
    const stranger = start('sleep', ['600']);
    await once(stranger, 'spawn');
    const { startTime } = procStat(stranger.pid!);
    await writeFile(lockFile, `${stranger.pid} ${Number(startTime) - 1}\n`);
    const lock = lockDataDirectory(dataDir);
    expect(await readFile(lockFile, 'utf8')).toBe(ourLock());
    lock.release();

    // The same pid with its own start time is that process's lock: it is refused.
    await writeFile(lockFile, `${stranger.pid} ${startTime}\n`);
    expect(() => lockDataDirectory(dataDir)).toThrow(`(pid ${stranger.pid})`);
  });
});
