import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Three kinds of tests (docs/architecture.md#tests): pure rules, the real API on a fresh
// database, and a real browser on the built site. With TEST_DATABASE_URL set, the API tests run a
// second time against that PostgreSQL server.
//
// The unit and API files run without isolation: a worker keeps the modules it loaded for the next
// file. Each API file still starts a shop of its own on a database of its own (tests/api/harness.ts);
// what is shared is the loaded code and its pure caches. Loading the whole app again for each file
// took about half of the API run's CPU time. A file that changes something global (the environment,
// the clock) puts it back in its afterAll/afterEach.
const api = { include: ['tests/api/**/*.test.ts'], globalSetup: ['tests/api/template.ts'], isolate: false };
const apiOnPostgres = process.env.TEST_DATABASE_URL ? [{ extends: true, test: { ...api, name: 'api-postgres', env: { TEST_DB: 'postgres' } } }] : [];

export default defineConfig({
  resolve: { alias: { '~': new URL('./src', import.meta.url).pathname } },
  test: {
    testTimeout: 30_000,
    // Vitest's default leaves one core idle, which on a two-core CI machine runs every file one
    // after the other. The browser tests mostly wait on the server and Chromium, so the API files
    // can run beside them.
    maxWorkers: Math.max(2, availableParallelism()),
    hookTimeout: 60_000,
    // Quiet logs: warnings and errors only, unless a test asks for more.
    env: { LOG_LEVEL: 'warn' },
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], isolate: false } },
      { extends: true, test: { ...api, name: 'api' } },
      ...apiOnPostgres,
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/server.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          // expect.poll waits for what the page will show; a busy two-core machine may take longer
          // than Vitest's default second to get there.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
