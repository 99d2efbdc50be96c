// A throwaway PostgreSQL database for the bench, on the server TEST_DATABASE_URL names (as the API
// tests make theirs): created empty, so that the shop migrates and seeds it as on a new machine,
// and dropped at the end.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function asAdmin(adminUrl, statement) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new database: its address, and drop() to remove it (whoever is still connected). */
export async function freshPostgresDatabase(adminUrl) {
  const name = `shop_bench_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `CREATE DATABASE ${name} TEMPLATE template0`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
