import { describe, expect, it } from '@jest/globals';
import { countdownDuration, formatCountdown, nextMondayMidnight, weeklyCountdown } from './weeklyCountdown';

const at = (iso: string) => new Date(iso).getTime();
const HOUR = 3_600_000;

describe('nextMondayMidnight (Europe/Amsterdam)', () => {
  it.each([
    // [now (UTC), next Monday 00:00 Amsterdam as UTC]
    ['2025-01-15T12:00:00Z', '2025-01-19T23:00:00Z'], // Wednesday in winter (UTC+1)
    ['2025-07-16T12:00:00Z', '2025-07-20T22:00:00Z'], // Wednesday in summer (UTC+2)
    ['2025-01-19T22:59:59Z', '2025-01-19T23:00:00Z'], // Sunday 23:59:59 local: one second left
    ['2025-01-19T23:00:00Z', '2025-01-26T23:00:00Z'], // Monday 00:00 local exactly: the next week
    ['2025-01-20T08:00:00Z', '2025-01-26T23:00:00Z'], // Monday morning: a week minus 9 hours
    ['2025-01-18T23:30:00Z', '2025-01-19T23:00:00Z'], // Sunday 00:30 local although UTC says Saturday
    ['2024-12-29T12:00:00Z', '2024-12-29T23:00:00Z'], // Sunday, next Monday is in the next year
  ])('from %s it is %s', (now, expected) => {
    expect(new Date(nextMondayMidnight(at(now))).toISOString()).toBe(new Date(expected).toISOString());
  });

  it('counts 22.5 hours through the spring-forward night (Sunday 00:30 CET to Monday 00:00 CEST)', () => {
    // 30 March 2025: clocks go from 02:00 to 03:00; Sunday 00:30 CET is 23:30 UTC on Saturday.
    const now = at('2025-03-29T23:30:00Z');
    expect(nextMondayMidnight(now)).toBe(at('2025-03-30T22:00:00Z'));
    expect(nextMondayMidnight(now) - now).toBe(22.5 * HOUR);
  });

  it('counts 24.5 hours through the fall-back night (Sunday 00:30 CEST to Monday 00:00 CET)', () => {
    // 26 October 2025: clocks go from 03:00 back to 02:00.
    const now = at('2025-10-25T22:30:00Z');
    expect(nextMondayMidnight(now)).toBe(at('2025-10-26T23:00:00Z'));
    expect(nextMondayMidnight(now) - now).toBe(24.5 * HOUR);
  });

  it('gives a whole week of 167 hours when the week contains the spring-forward night', () => {
    const mondayCet = at('2025-03-23T23:00:00Z'); // Monday 24 March 00:00 CET
    expect(nextMondayMidnight(mondayCet) - mondayCet).toBe(167 * HOUR);
  });

  it('gives 169 hours when the week contains the fall-back night', () => {
    const mondayCest = at('2025-10-19T22:00:00Z'); // Monday 20 October 00:00 CEST
    expect(nextMondayMidnight(mondayCest) - mondayCest).toBe(169 * HOUR);
  });
});

describe('weeklyCountdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    // Friday 17 January 2025 19:54:51 Amsterdam -> 2 days 4:05:09 left.
    expect(weeklyCountdown(at('2025-01-17T18:54:51Z'))).toEqual({ days: 2, hours: 4, minutes: 5, seconds: 9 });
  });

  it('rounds a part of a second up, so it never shows 0s while time is left', () => {
    expect(weeklyCountdown(at('2025-01-19T22:59:59.400Z'))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('shows the full week on Monday at midnight', () => {
    expect(weeklyCountdown(at('2025-01-19T23:00:00Z'))).toEqual({ days: 7, hours: 0, minutes: 0, seconds: 0 });
  });

  it('is consistent with the DST-aware target across the spring-forward night', () => {
    expect(weeklyCountdown(at('2025-03-29T23:30:00Z'))).toEqual({ days: 0, hours: 22, minutes: 30, seconds: 0 });
  });
});

describe('formatting', () => {
  it('pads hours, minutes and seconds', () => {
    expect(formatCountdown({ days: 2, hours: 4, minutes: 5, seconds: 9 })).toBe('2d 04u 05m 09s');
    expect(countdownDuration({ days: 2, hours: 4, minutes: 5, seconds: 9 })).toBe('P2DT4H5M9S');
  });
});
