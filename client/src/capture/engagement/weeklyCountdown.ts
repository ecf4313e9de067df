import { amsterdamMidnight, amsterdamParts } from '../../lib/amsterdamTime';

/**
 * The top banner's weekly countdown: time left until the next Monday 00:00 in Amsterdam, also
 * across the switch to and from summer time (a week then has 167 or 169 hours).
 */

/** The instant of the first Monday 00:00 (Amsterdam) strictly after `now`. */
export function nextMondayMidnight(now: number): number {
  const today = amsterdamParts(now);
  // Days from today's date to next Monday: 1..7 (on a Monday itself, the Monday after).
  const daysAhead = (8 - today.weekday) % 7 || 7;
  return amsterdamMidnight(today.year, today.month, today.day + daysAhead);
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds left from `now` until the next Monday 00:00. */
export function weeklyCountdown(now: number): CountdownParts {
  const left = Math.max(0, nextMondayMidnight(now) - now);
  const totalSeconds = Math.ceil(left / 1000);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** '2d 04u 05m 09s' as shown in the banner. */
export function formatCountdown({ days, hours, minutes, seconds }: CountdownParts): string {
  return `${days}d ${two(hours)}u ${two(minutes)}m ${two(seconds)}s`;
}

/** The same as an ISO 8601 duration for `<time datetime>`: 'P2DT4H5M9S'. */
export function countdownDuration({ days, hours, minutes, seconds }: CountdownParts): string {
  return `P${days}DT${hours}H${minutes}M${seconds}S`;
}
