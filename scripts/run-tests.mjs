// The test run of `npm test`: the browser tests in two Vitest processes, everything else in a third,
// side by side. The browser files of one process run one at a time (they share the shop its
// global setup starts), and they mostly wait on that shop and on Chromium: two processes, each with
// its own shop and half of the files (Vitest's --shard), finish in about half the time, on the core
// time the others leave. The third takes the unit and API files on every core. Arguments are passed
// to all; a JSON report asked with --outputFile is written by each and then merged.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { readFile, writeFile, rm } from 'node:fs/promises';

const args = process.argv.slice(2);
const outputArg = args.find((arg) => arg.startsWith('--outputFile='));
const output = outputArg?.slice('--outputFile='.length);
const passed = args.filter((arg) => arg !== outputArg);

const BROWSER_RUNS = 2;
const runs = [
  ...Array.from({ length: BROWSER_RUNS }, (_, index) => ({ name: `browser-${index + 1}`, projects: ['--project', 'e2e', `--shard=${index + 1}/${BROWSER_RUNS}`] })),
  // The browser run mostly waits on the shop and Chromium; on two cores, the rest on one worker took
  // longer than the whole browser run (PostgreSQL's pass after PGlite's), so they take every core.
  { name: 'rest', projects: ['--project', '!e2e', `--maxWorkers=${Math.max(2, availableParallelism())}`] },
].map((run) => ({ ...run, report: output?.replace(/(\.json)?$/, `.${run.name}.json`) }));

function start(run) {
  const vitestArgs = ['vitest', 'run', ...run.projects, '--passWithNoTests', ...passed, ...(run.report ? [`--outputFile=${run.report}`] : [])];
  const child = spawn('npx', vitestArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
  // Each line says which run wrote it, since the two write at the same time.
  for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
    let rest = '';
    from.setEncoding('utf8');
    from.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) to.write(`[${run.name}] ${line}\n`);
    });
    from.on('end', () => rest && to.write(`[${run.name}] ${rest}\n`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(runs.map(start));

if (output) {
  const reports = [];
  for (const run of runs) {
    const text = await readFile(run.report, 'utf8').catch(() => null);
    if (text) reports.push(JSON.parse(text));
    await rm(run.report, { force: true });
  }
  const sum = (key) => reports.reduce((total, report) => total + (report[key] ?? 0), 0);
  const merged = {
    ...reports[0],
    ...Object.fromEntries(Object.keys(reports[0] ?? {}).filter((key) => /^num/.test(key)).map((key) => [key, sum(key)])),
    success: reports.every((report) => report.success),
    startTime: Math.min(...reports.map((report) => report.startTime)),
    testResults: reports.flatMap((report) => report.testResults),
  };
  await writeFile(output, JSON.stringify(merged));
}

process.exit(codes.every((code) => code === 0) ? 0 : 1);
