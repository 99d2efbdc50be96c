/**
 * The PostgreSQL advisory locks by which the processes of one shop take turns. Each job has its
 * own number (any numbers will do, as long as every process uses the same ones and no two jobs
 * share one: a shared number would make unrelated jobs wait for, or skip, each other).
 */
export const ADVISORY_LOCKS = {
  migrations: 47112026,
  seed: 47112027,
  firstAdmin: 47112028,
  holdSweep: 47112029,
} as const;
