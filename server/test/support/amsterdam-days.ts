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
 * Waits until the next midnight in Amsterdam has passed when it is less than `marginMs` away, so that
 * a test that takes "today" once keeps one day to the end. The caller's hook or test must allow for
 * the wait (`marginMs` plus its own time).
 */
export async function clearOfMidnight(marginMs: number): Promise<void> {
  const now = DateTime.now().setZone(BUSINESS_TIME_ZONE);
  const left = now.plus({ days: 1 }).startOf('day').toMillis() - now.toMillis();
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 1_000));
}
