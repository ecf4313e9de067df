import { DateTime } from 'luxon';
import { BUSINESS_TIME_ZONE } from '../../src/shared/time-zone';

/**
 * The Amsterdam calendar day `offset` days from today (YYYY-MM-DD), counted in whole days: adding
 * 24 hours instead lands on the same day in the hour after the autumn clock change.
 */
export function amsterdamDay(offset = 0, now = new Date()): string {
  return DateTime.fromJSDate(now, { zone: BUSINESS_TIME_ZONE }).plus({ days: offset }).toISODate()!;
}

/**
 * How long to wait, at `now`, for the next midnight in Amsterdam to have passed (a second past it)
 * when it is less than `marginMs` away; 0 when it is further.
 */
export function midnightWaitMs(marginMs: number, now = new Date()): number {
  const here = DateTime.fromJSDate(now, { zone: BUSINESS_TIME_ZONE });
  const left = here.plus({ days: 1 }).startOf('day').toMillis() - here.toMillis();
  return left < marginMs ? left + 1_000 : 0;
}

/**
 * Waits out the next midnight in Amsterdam when it is less than `marginMs` away (midnightWaitMs), so
 * that a test that takes "today" once keeps one day to the end. The caller's hook or test must allow
 * for the wait (`marginMs` plus its own time).
 */
export async function clearOfMidnight(marginMs: number): Promise<void> {
  const wait = midnightWaitMs(marginMs);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
