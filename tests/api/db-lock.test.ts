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

/** The state letter and start time (field 22) of a process, as /proc shows them. */
function procStat(pid: number) {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0], startTime: fields[19] };
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

describe('the lock of an embedded data directory', () => {
  it('refuses a second process while the first runs, and goes to it as soon as the first is killed, reaped or not', async () => {
    // Another shop process, taking the lock with the same code.
    const lockModule = new URL('../../src/server/db/lock.ts', import.meta.url).href;
    const owner = start(process.execPath, [
      '--experimental-transform-types',
      '--disable-warning=ExperimentalWarning',
      '--input-type=module',
      '-e',
      `const { lockDataDirectory } = await import(${JSON.stringify(lockModule)});
       lockDataDirectory(${JSON.stringify(dataDir)});
       console.log('locked');
       setInterval(() => {}, 60_000);`,
    ]);
    const [output] = await once(owner.stdout!, 'data');
    expect(String(output)).toBe('locked\n');
    const ownerLock = await readFile(lockFile, 'utf8');
    expect(ownerLock).toBe(`${owner.pid} ${procStat(owner.pid!).startTime}\n`);

    expect(() => lockDataDirectory(dataDir)).toThrow(DataDirectoryInUseError);
    expect(() => lockDataDirectory(dataDir)).toThrow(`is in use by another process (pid ${owner.pid})`);
    expect(await readFile(lockFile, 'utf8')).toBe(ownerLock);

    // kill -9, then a restart at once: this process does not reap its child before it returns to
    // the event loop, so the owner stays a zombie while the lock is taken.
    const exited = once(owner, 'exit');
    owner.kill('SIGKILL');
    const deadline = Date.now() + 10_000;
    while (procStat(owner.pid!).state !== 'Z') {
      if (Date.now() > deadline) throw new Error(`the killed owner is still ${procStat(owner.pid!).state}`);
    }
    const lock = lockDataDirectory(dataDir);
    expect(procStat(owner.pid!).state).toBe('Z');
    expect(await readFile(lockFile, 'utf8')).toBe(ourLock());
    lock.release();
    await writeFile(lockFile, ownerLock);
    // Reaped now, its pid gone: taken over as well.
    await exited;
    lockDataDirectory(dataDir).release();
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
