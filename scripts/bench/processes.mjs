// Starting and stopping the servers the bench measures, each in its own Node process.
import { spawn } from 'node:child_process';

/** Starts `node <args>` and resolves once it prints `readyText`, with the time that took. */
export function startProcess(args, env, readyText) {
  const began = performance.now();
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes(readyText)) resolve({ child, ms: performance.now() - began });
    });
    child.once('exit', (code) => reject(new Error(`${args[0]} exited with ${code}`)));
  });
}

export function stopProcess(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** The built shop (scripts/serve.mjs) on 127.0.0.1:`port` with its data in `dataDir`. */
export function startShop(port, dataDir) {
  return startProcess(['scripts/serve.mjs'], { HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' }, 'Shop ready');
}
