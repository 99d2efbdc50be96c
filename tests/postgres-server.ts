import { randomBytes } from 'node:crypto';
import pg from 'pg';

// The PostgreSQL server of the tests that run on one (TEST_DATABASE_URL, set by CI): the API
// tests' databases and their template, and the shop processes of the browser tests.

export const postgresServerUrl = process.env.TEST_DATABASE_URL;

/** Runs `text` on the server's own database: to create or drop a test's database, or cut its connections. */
export async function onPostgresServer(text: string) {
  if (!postgresServerUrl) throw new Error('These tests need a PostgreSQL server: set TEST_DATABASE_URL');
  const client = new pg.Client({ connectionString: postgresServerUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A database of the test's own on that server (`prefix` and a random tail), created (empty, or as
 * a copy of `template`) and dropped by the test.
 */
export function throwawayDatabase(prefix: string, template?: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const url = new URL(postgresServerUrl ?? 'postgres://unset');
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    create: () => onPostgresServer(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
    drop: () => onPostgresServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
