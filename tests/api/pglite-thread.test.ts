import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '~/server/db/connection';

// The embedded database in its worker thread (src/server/db/pglite-thread.ts) behaves as PGlite on
// the event loop did: PostgreSQL's error fields reach the services, a transaction is whole or
// nothing, another caller's statement never lands inside it, notifications arrive.

describe.skipIf(process.env.TEST_DB === 'postgres')('the embedded database in its own thread', () => {
  let database: OpenDatabase;

  beforeAll(async () => {
    database = await openDatabase({});
    await database.db.execute(sql`create table thread_probe (id integer primary key, note text)`);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("gives PostgreSQL's error code and constraint, as the services read them", async () => {
    await database.db.execute(sql`insert into thread_probe values (1, 'first')`);
    const failure = await database.db.execute(sql`insert into thread_probe values (1, 'again')`).catch((error: unknown) => error);
    expect((failure as { cause?: unknown }).cause).toMatchObject({ code: '23505', constraint: 'thread_probe_pkey' });
  });

  it('undoes a failed transaction whole, and runs nothing of another caller inside it', async () => {
    const order: string[] = [];
    let outside: Promise<number> | undefined;
    const failing = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe values (2, 'in the transaction')`);
        order.push('inserted');
        // Another caller asks meanwhile: it must wait for the transaction's end.
        outside = database.db.execute<{ count: number }>(sql`select count(*)::int as count from thread_probe where id = 2`).then(({ rows }) => {
          order.push('counted');
          return rows[0].count;
        });
        await tx.execute(sql`select pg_sleep(0.02)`);
        order.push('failing');
        throw new Error('the order is refused');
      })
      .catch((error: Error) => error.message);
    expect(await failing).toBe('the order is refused');
    expect(await outside).toBe(0);
    expect(order).toEqual(['inserted', 'failing', 'counted']);
  });

  it('keeps the dates as PostgreSQL writes them, as Drizzle reads them', async () => {
    const { rows } = await database.db.execute<{ day: string }>(sql`select '2027-03-02'::date as day`);
    expect(rows).toEqual([{ day: '2027-03-02' }]);
  });

  it('passes on the notifications', async () => {
    let hear: (payload: string) => void = () => undefined;
    const heard = new Promise<string>((resolve) => (hear = resolve));
    await database.listen('thread_probe', (payload) => hear(payload));
    await database.db.execute(sql`select pg_notify('thread_probe', 'dropped: wine-12')`);
    expect(await heard).toBe('dropped: wine-12');
  });

  it('dumps the database, which opens again elsewhere', async () => {
    const copy = await openDatabase({ from: await database.dump!() });
    try {
      const { rows } = await copy.db.execute<{ note: string }>(sql`select note from thread_probe order by id`);
      expect(rows).toEqual([{ note: 'first' }]);
    } finally {
      await copy.close();
    }
  });
});
