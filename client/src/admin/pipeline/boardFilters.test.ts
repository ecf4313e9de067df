import { describe, expect, it } from '@jest/globals';
import { boardFilter, BOARD_PERIODS } from './boardFilters';

describe('boardFilter', () => {
  it('is empty for all data and every outcome', () => {
    expect(boardFilter('all', 'ALL')).toBeNull();
    expect(boardFilter('all', 'LOST')).toEqual({ outcome: 'LOST' });
  });

  it('counts whole days in Amsterdam time, summer and winter, as the dashboard does', () => {
    // 22 November 2026, 00:30 in Amsterdam (UTC+1) is still 21 November in UTC.
    const winter = new Date('2026-11-21T23:30:00Z');
    expect(boardFilter('yesterday', 'ALL', winter)).toEqual({ from: '2026-11-20T23:00:00.000Z', to: '2026-11-21T23:00:00.000Z' });
    expect(boardFilter('today', 'ALL', winter)).toEqual({ from: '2026-11-21T23:00:00.000Z', to: '2026-11-22T23:00:00.000Z' });
    const summer = new Date('2026-07-01T12:00:00Z');
    expect(boardFilter('today', 'WON', summer)).toEqual({ outcome: 'WON', from: '2026-06-30T22:00:00.000Z', to: '2026-07-01T22:00:00.000Z' });
  });

  it('takes the last N days with today included', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(boardFilter('last7', 'ALL', now)).toEqual({ from: '2026-11-15T23:00:00.000Z', to: '2026-11-22T23:00:00.000Z' });
    expect(boardFilter('last30', 'ALL', now)).toEqual({ from: '2026-10-23T22:00:00.000Z', to: '2026-11-22T23:00:00.000Z' });
  });

  it('offers the dashboard\'s periods without the custom range', () => {
    expect(BOARD_PERIODS.map((option) => option.label)).toEqual([
      'Alle data', 'Vandaag', 'Gister', 'Afgelopen 7 dagen', 'Afgelopen 14 dagen', 'Afgelopen 30 dagen',
    ]);
  });
});
