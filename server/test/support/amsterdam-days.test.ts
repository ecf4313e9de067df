import { amsterdamDay, midnightWaitMs } from './amsterdam-days';

describe('amsterdamDay', () => {
  it.each([
    ['an ordinary evening', '2026-11-28T20:00:00Z', 0, '2026-11-28'],
    ['past midnight in Amsterdam, not yet in UTC', '2026-11-28T23:30:00Z', 0, '2026-11-29'],
    ['the hour after the clocks go back: tomorrow is the next day, not the same one', '2027-10-30T22:30:00Z', 1, '2027-11-01'],
    ['the day the clocks go forward, a day back', '2027-03-28T01:30:00Z', -1, '2027-03-27'],
  ])('%s', (_case, now, offset, day) => {
    expect(amsterdamDay(offset, new Date(now))).toBe(day);
  });
});

describe('midnightWaitMs', () => {
  it.each([
    ['midnight an hour away, a 3-minute margin', '2026-11-28T22:00:00Z', 3 * 60_000, 0],
    ['midnight 2 minutes away, a 3-minute margin', '2026-11-28T22:58:00Z', 3 * 60_000, 2 * 60_000 + 1_000],
    ['midnight 20 seconds away, a 30-second margin', '2026-11-28T22:59:40Z', 30_000, 21_000],
    ['midnight in summer time (UTC+2), 10 seconds away', '2027-06-30T21:59:50Z', 60_000, 11_000],
    ['just past midnight: a whole day away', '2026-11-28T23:00:05Z', 3 * 60_000, 0],
  ])('%s', (_case, now, margin, wait) => {
    expect(midnightWaitMs(margin, new Date(now))).toBe(wait);
  });
});
