/**
 * When a declined club box is charged again (docs/club.md, "The charge run"): days after the run
 * that first charged it. After the last retry is declined too, the box is given up (FAILED) and the
 * membership goes ON_HOLD.
 */
export const CLUB_RETRY_DAYS = [1, 3, 7] as const;

/** How many charges a box gets from the run at most: the first, then one per retry day. */
export const CLUB_MAX_ATTEMPTS = CLUB_RETRY_DAYS.length + 1;

/**
 * When a box declined after `attempts` charges is charged again, counted from the run's start; null
 * when no retry is left. The schedule holds whatever day the member or the owner retried on.
 */
export function nextRetryAt(runStartedAt: Date, attempts: number): Date | null {
  const days = CLUB_RETRY_DAYS[attempts - 1];
  return days === undefined ? null : new Date(runStartedAt.getTime() + days * 86_400_000);
}
