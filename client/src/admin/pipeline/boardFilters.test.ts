import { describe, expect, it } from '@jest/globals';
import { boardFilter } from './boardFilters';

describe('boardFilter', () => {
  const day = (year: number, month: number, date: number) => ({ year, month, day: date });

  it('is empty for all data and every outcome', () => {
    expect(boardFilter({ preset: 'all' }, 'ALL', day(2026, 11, 22))).toBeNull();
    expect(boardFilter({ preset: 'all' }, 'LOST', day(2026, 11, 22))).toEqual({ outcome: 'LOST' });
  });

  it('counts whole days in Amsterdam time, summer and winter, as the dashboard does', () => {
    expect(boardFilter({ preset: 'yesterday' }, 'ALL', day(2026, 11, 22))).toEqual({
      from: '2026-11-20T23:00:00.000Z',
      to: '2026-11-21T23:00:00.000Z',
    });
    expect(boardFilter({ preset: 'today' }, 'ALL', day(2026, 11, 22))).toEqual({
      from: '2026-11-21T23:00:00.000Z',
      to: '2026-11-22T23:00:00.000Z',
    });
    expect(boardFilter({ preset: 'today' }, 'WON', day(2026, 7, 1))).toEqual({
      outcome: 'WON',
      from: '2026-06-30T22:00:00.000Z',
      to: '2026-07-01T22:00:00.000Z',
    });
  });

  it('takes the last N days with today included', () => {
    expect(boardFilter({ preset: 'last7' }, 'ALL', day(2026, 11, 22))).toEqual({
      from: '2026-11-15T23:00:00.000Z',
      to: '2026-11-22T23:00:00.000Z',
    });
    expect(boardFilter({ preset: 'last30' }, 'ALL', day(2026, 11, 22))).toEqual({
      from: '2026-10-23T22:00:00.000Z',
      to: '2026-11-22T23:00:00.000Z',
    });
  });

  it('takes a custom range from the start of its first day to the end of its last, either way round, across a clock change', () => {
    const range = { preset: 'custom', start: day(2026, 10, 20), end: day(2026, 11, 3) } as const;
    const expected = { outcome: 'OPEN', from: '2026-10-19T22:00:00.000Z', to: '2026-11-03T23:00:00.000Z' };
    expect(boardFilter(range, 'OPEN', day(2026, 11, 22))).toEqual(expected);
    expect(boardFilter({ ...range, start: range.end, end: range.start }, 'OPEN', day(2026, 11, 22))).toEqual(expected);
  });
});
