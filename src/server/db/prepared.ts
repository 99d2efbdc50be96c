import type { Database } from './connection';

// Drizzle writes a query's SQL anew at every call: for the relational queries that read a cart
// line or an order with all it shows, that writing took a third of an API call's time in Node
// (profiled under `npm run bench`). A prepared query is written once per database and then only
// runs; on PostgreSQL its name also lets the server keep the statement's plan per connection.

/** What Drizzle's `.prepare(name)` gives: a query run with its placeholders' values. */
interface PreparedQuery<Values, Result> {
  execute(values: Values): Promise<Result>;
}

/**
 * A query prepared once per database (or transaction) it runs on. `build` must use
 * `sql.placeholder(…)` for every value that changes between calls; a name is one SQL text.
 */
export function preparedQuery<Values extends Record<string, unknown>, Result>(
  name: string,
  build: (db: Database) => { prepare(name: string): PreparedQuery<Values, Result> },
): (db: Database, values: Values) => Promise<Result> {
  const prepared = new WeakMap<Database, PreparedQuery<Values, Result>>();
  return (db, values) => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db).prepare(name);
      prepared.set(db, query);
    }
    return query.execute(values);
  };
}
