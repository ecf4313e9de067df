import { change, daySeries, MAX_SERIES_DAYS, periodTooLong, resolvePeriod, top, wholePercent } from './dashboard.rules';

const at = (iso: string) => new Date(iso);
const now = at('2025-06-15T12:00:00Z');

describe('resolvePeriod', () => {
  it('has no previous period for all data', () => {
    expect(resolvePeriod(null, null, now)).toEqual({ from: null, to: null, previousFrom: null, previousTo: null });
  });
  it('has no previous period for everything up to a date', () => {
    expect(resolvePeriod(null, at('2025-06-01T00:00:00Z'), now)).toMatchObject({ from: null, previousFrom: null });
  });
  it('compares with the period of equal length right before', () => {
    expect(resolvePeriod(at('2025-06-08T12:00:00Z'), at('2025-06-15T12:00:00Z'), now)).toEqual({
      from: at('2025-06-08T12:00:00Z'),
      to: at('2025-06-15T12:00:00Z'),
      previousFrom: at('2025-06-01T12:00:00Z'),
      previousTo: at('2025-06-08T12:00:00Z'),
    });
  });
  it('runs an open end until now', () => {
    expect(resolvePeriod(at('2025-06-14T12:00:00Z'), null, now)).toMatchObject({ to: now, previousFrom: at('2025-06-13T12:00:00Z') });
  });
  it('refuses an empty or reversed period', () => {
    expect(resolvePeriod(now, now, now)).toBeNull();
    expect(resolvePeriod(now, at('2025-01-01T00:00:00Z'), now)).toBeNull();
  });
});

describe('wholePercent and change', () => {
  it.each<[number, number, number]>([
    [1, 3, 33],
    [2, 3, 67],
    [1, 0, 0],
    [0, 5, 0],
    [5, 5, 100],
  ])('%i of %i is %i%%', (part, whole, expected) => {
    expect(wholePercent(part, whole)).toBe(expected);
  });
  it('gives previous, difference and relative change', () => {
    expect(change(15, 10)).toEqual({ previous: 10, difference: 5, percent: 50 });
    expect(change(5, 10)).toEqual({ previous: 10, difference: -5, percent: -50 });
    expect(change(3, 0)).toEqual({ previous: 0, difference: 3, percent: null });
    expect(change(42.25, 40)).toEqual({ previous: 40, difference: 2.3, percent: 6 });
  });
});

describe('top', () => {
  it('takes the largest counts, ties by key', () => {
    const items = [
      { key: 'b', count: 2 },
      { key: 'a', count: 2 },
      { key: 'c', count: 5 },
      { key: 'd', count: 1 },
    ];
    expect(top(items, 3).map((i) => i.key)).toEqual(['c', 'a', 'b']);
  });
});

describe('days in Amsterdam', () => {
  it('fills missing days with zero, across a month end', () => {
    expect(
      daySeries(
        new Map([
          ['2025-01-31', 3],
          ['2025-02-02', 1],
        ]),
        '2025-01-30',
        '2025-02-02',
      ),
    ).toEqual([
      { date: '2025-01-30', count: 0 },
      { date: '2025-01-31', count: 3 },
      { date: '2025-02-01', count: 0 },
      { date: '2025-02-02', count: 1 },
    ]);
  });

  it('keeps only the most recent days of a long period', () => {
    const series = daySeries(new Map(), '2020-01-01', '2025-01-01');
    expect(series).toHaveLength(MAX_SERIES_DAYS);
    expect(series[series.length - 1].date).toBe('2025-01-01');
    expect(series[0].date).toBe('2024-01-02');
  });

  it('counts each calendar day once across a leap day and both clock changes', () => {
    const dates = (first: string, last: string) => daySeries(new Map(), first, last).map((entry) => entry.date);
    expect(dates('2024-02-27', '2024-03-02')).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01', '2024-03-02']);
    expect(dates('2025-03-29', '2025-03-31')).toEqual(['2025-03-29', '2025-03-30', '2025-03-31']);
    expect(dates('2025-10-25', '2025-10-27')).toEqual(['2025-10-25', '2025-10-26', '2025-10-27']);
    expect(dates('2025-01-02', '2025-01-01')).toEqual([]);
  });
});

describe('periodTooLong', () => {
  const now = new Date('2025-06-01T00:00:00Z');
  const at = (iso: string) => new Date(iso);
  it.each([
    ['no dates (all data)', null, null, null],
    ['the last year', at('2024-06-01T00:00:00Z'), null, null],
    ['ten years', at('2015-06-01T00:00:00Z'), at('2025-06-01T00:00:00Z'), null],
    ['ten years and a bit', at('2015-05-01T00:00:00Z'), at('2025-06-01T00:00:00Z'), 'to'],
    ['from long ago up to now', at('1900-01-01T00:00:00Z'), null, 'from'],
    ['to far in the future', null, at('9999-01-01T00:00:00Z'), 'to'],
  ] as const)('%s', (_what, from, to, expected) => {
    expect(periodTooLong(from, to, now)).toBe(expected);
  });
});
