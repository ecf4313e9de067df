import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  dayKey,
  dayOf,
  describePeriod,
  formatDayRange,
  periodRange,
  selectionFromSearch,
  selectionToSearch,
  startOfDay,
  type PeriodSelection,
} from './period';

const iso = (range: { from: Date | null; to: Date | null }) => ({
  from: range.from?.toISOString() ?? null,
  to: range.to?.toISOString() ?? null,
});

describe('dashboard periods in Amsterdam days', () => {
  // 10:00 in Amsterdam on Wednesday 12 March 2025 (winter time, UTC+1).
  const winter = new Date('2025-03-12T09:00:00Z');

  it('has no bounds for all data', () => {
    expect(periodRange({ preset: 'all' }, winter)).toEqual({ from: null, to: null });
  });

  it('covers today and yesterday as whole Amsterdam days', () => {
    expect(iso(periodRange({ preset: 'today' }, winter))).toEqual({ from: '2025-03-11T23:00:00.000Z', to: '2025-03-12T23:00:00.000Z' });
    expect(iso(periodRange({ preset: 'yesterday' }, winter))).toEqual({ from: '2025-03-10T23:00:00.000Z', to: '2025-03-11T23:00:00.000Z' });
  });

  it('counts 7, 14 and 30 days with today included', () => {
    expect(iso(periodRange({ preset: 'last7' }, winter))).toEqual({ from: '2025-03-05T23:00:00.000Z', to: '2025-03-12T23:00:00.000Z' });
    expect(iso(periodRange({ preset: 'last14' }, winter))).toEqual({ from: '2025-02-26T23:00:00.000Z', to: '2025-03-12T23:00:00.000Z' });
    expect(iso(periodRange({ preset: 'last30' }, winter))).toEqual({ from: '2025-02-10T23:00:00.000Z', to: '2025-03-12T23:00:00.000Z' });
  });

  it('takes the Amsterdam date, not the UTC one, late in the evening', () => {
    // 23:30 UTC on 31 December is 00:30 on 1 January in Amsterdam.
    const newYear = new Date('2024-12-31T23:30:00Z');
    expect(dayKey(dayOf(newYear))).toBe('2025-01-01');
    expect(iso(periodRange({ preset: 'today' }, newYear))).toEqual({ from: '2024-12-31T23:00:00.000Z', to: '2025-01-01T23:00:00.000Z' });
    expect(iso(periodRange({ preset: 'yesterday' }, newYear))).toEqual({
      from: '2024-12-30T23:00:00.000Z',
      to: '2024-12-31T23:00:00.000Z',
    });
  });

  it('follows the clock changes: a 7-day period across the spring change is 7 days minus an hour', () => {
    // Summer time starts on Sunday 30 March 2025 at 02:00.
    const afterChange = new Date('2025-04-02T10:00:00Z');
    const range = periodRange({ preset: 'last7' }, afterChange);
    expect(iso(range)).toEqual({ from: '2025-03-26T23:00:00.000Z', to: '2025-04-02T22:00:00.000Z' });
    expect(range.to!.getTime() - range.from!.getTime()).toBe(7 * 86_400_000 - 3_600_000);
    // ...and the autumn change: Sunday 26 October 2025 lasts 25 hours.
    const day = { year: 2025, month: 10, day: 26 };
    expect(startOfDay(day).toISOString()).toBe('2025-10-25T22:00:00.000Z');
    expect(startOfDay(addDays(day, 1)).getTime() - startOfDay(day).getTime()).toBe(25 * 3_600_000);
  });

  it('runs a custom range from its first day to the end of its last, whichever was picked first', () => {
    const start = { year: 2025, month: 6, day: 28 };
    const end = { year: 2025, month: 7, day: 3 };
    const expected = { from: '2025-06-27T22:00:00.000Z', to: '2025-07-03T22:00:00.000Z' };
    expect(iso(periodRange({ preset: 'custom', start, end }, winter))).toEqual(expected);
    expect(iso(periodRange({ preset: 'custom', start: end, end: start }, winter))).toEqual(expected);
    // One day picked twice is that day.
    expect(iso(periodRange({ preset: 'custom', start, end: start }, winter))).toEqual({
      from: '2025-06-27T22:00:00.000Z',
      to: '2025-06-28T22:00:00.000Z',
    });
  });

  it('adds days across months and years', () => {
    expect(addDays({ year: 2024, month: 12, day: 31 }, 1)).toEqual({ year: 2025, month: 1, day: 1 });
    expect(addDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('describes the period in Dutch for the "Getoond" line', () => {
    const today = dayOf(winter);
    const all: PeriodSelection = { preset: 'all' };
    expect(describePeriod(all, today)).toBe('Alle data');
    expect(describePeriod({ preset: 'today' }, today)).toBe('Vandaag (12 mrt 2025)');
    expect(describePeriod({ preset: 'last7' }, today)).toBe('Afgelopen 7 dagen (6 mrt – 12 mrt 2025)');
    expect(
      describePeriod({ preset: 'custom', start: { year: 2024, month: 12, day: 28 }, end: { year: 2025, month: 1, day: 3 } }, today),
    ).toBe('28 dec 2024 – 3 jan 2025');
    expect(formatDayRange({ year: 2025, month: 5, day: 1 }, { year: 2025, month: 5, day: 1 })).toBe('1 mei 2025');
  });
});

describe('the period in the address bar', () => {
  const read = (query: string) => selectionFromSearch(new URLSearchParams(query));

  it('reads back what it wrote', () => {
    const selections: PeriodSelection[] = [
      { preset: 'all' },
      { preset: 'yesterday' },
      { preset: 'last30' },
      { preset: 'custom', start: { year: 2025, month: 2, day: 27 }, end: { year: 2025, month: 3, day: 4 } },
    ];
    for (const selection of selections) expect(read(new URLSearchParams(selectionToSearch(selection)).toString())).toEqual(selection);
    expect(selectionToSearch({ preset: 'all' })).toEqual({});
  });

  it('falls back to all data for anything it cannot read', () => {
    expect(read('periode=last365')).toEqual({ preset: 'all' });
    expect(read('periode=custom&van=2025-02-30&tot=2025-03-04')).toEqual({ preset: 'all' });
    expect(read('periode=custom&van=2025-02-01')).toEqual({ preset: 'all' });
    expect(read('periode=custom&van=<script>&tot=2025-03-04')).toEqual({ preset: 'all' });
  });
});
