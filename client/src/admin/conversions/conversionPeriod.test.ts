import { describe, expect, it } from '@jest/globals';
import { conversionPeriod, dayOf, defaultPeriod } from './conversionPeriod';

describe('conversionPeriod', () => {
  it('includes the last day and starts at midnight of the first', () => {
    const period = conversionPeriod('2026-03-01', '2026-03-31')!;
    expect(new Date(period.from).getTime()).toBe(new Date('2026-03-01T00:00:00').getTime());
    expect(new Date(period.to).getTime()).toBe(new Date('2026-04-01T00:00:00').getTime());
  });

  it('is null without two dates or when the end lies before the start', () => {
    expect(conversionPeriod('', '2026-03-31')).toBeNull();
    expect(conversionPeriod('2026-03-31', '2026-03-01')).toBeNull();
    expect(conversionPeriod('2026-03-01', '2026-03-01')).not.toBeNull();
  });

  it('defaults to the last 30 days including today', () => {
    const now = new Date('2026-03-31T12:00:00');
    expect(defaultPeriod(now)).toEqual({ firstDay: '2026-03-02', lastDay: dayOf(now) });
  });
});
