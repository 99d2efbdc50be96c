import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Three kinds of tests (docs/architecture.md#tests): pure rules, the real API on a fresh
// database, and a real browser on the built site. With TEST_DATABASE_URL set, the API tests run a
// second time against that PostgreSQL server.
const apiOnPostgres = process.env.TEST_DATABASE_URL
  ? [{ extends: true, test: { name: 'api-postgres', include: ['tests/api/**/*.test.ts'], globalSetup: ['tests/api/template.ts'], env: { TEST_DB: 'postgres' } } }]
  : [];

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
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      { extends: true, test: { name: 'api', include: ['tests/api/**/*.test.ts'], globalSetup: ['tests/api/template.ts'] } },
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
