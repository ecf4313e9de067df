import { amsterdamDay, clearOfMidnight } from './amsterdam-days';

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

describe('clearOfMidnight', () => {
  it('returns at once when midnight is further away than the margin', async () => {
    const started = Date.now();
    await clearOfMidnight(0);
    expect(Date.now() - started).toBeLessThan(500);
  });
});
