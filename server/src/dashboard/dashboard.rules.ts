/**
 * Dashboard arithmetic without I/O: periods, percentages, changes, top lists, the daily series.
 * The counting itself happens in SQL (dashboard.service.ts).
 */

/** The daily series covers at most this many days (the most recent of the period). */
export const MAX_SERIES_DAYS = 366;

export interface Period {
  from: Date | null;
  to: Date | null;
  previousFrom: Date | null;
  previousTo: Date | null;
}

/**
 * The period shown and the one before it. No bounds: all data, nothing to compare with. A start
 * without an end runs until now; an end without a start is "all data up to then" (no previous).
 * Returns null when the period is empty or reversed.
 */
export function resolvePeriod(from: Date | null | undefined, to: Date | null | undefined, now: Date): Period | null {
  const start = from ?? null;
  const end = to ?? (start ? now : null);
  if (start && end && start.getTime() >= end.getTime()) return null;
  if (!start || !end) return { from: start, to: end, previousFrom: null, previousTo: null };
  return { from: start, to: end, previousFrom: new Date(2 * start.getTime() - end.getTime()), previousTo: start };
}

/** The longest period the dashboard shows: its per-day series is built day by day. */
export const MAX_PERIOD_YEARS = 10;
const MAX_PERIOD_MS = MAX_PERIOD_YEARS * 366 * 24 * 3_600_000;

/**
 * The field that makes the period too long, if any: from `from` (or now) to `to` (or now) may span
 * at most MAX_PERIOD_YEARS, so `to` far in the future cannot make the server count millions of days.
 */
export function periodTooLong(from: Date | null | undefined, to: Date | null | undefined, now: Date): 'from' | 'to' | null {
  const start = (from ?? now).getTime();
  const end = (to ?? now).getTime();
  if (Math.abs(end - start) <= MAX_PERIOD_MS) return null;
  return to ? 'to' : 'from';
}

export function wholePercent(part: number, whole: number): number {
  return whole > 0 ? Math.round((100 * part) / whole) : 0;
}

export function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

export interface Change {
  previous: number;
  difference: number;
  percent: number | null;
}

export function change(current: number, previous: number): Change {
  return {
    previous,
    difference: oneDecimal(current - previous),
    percent: previous === 0 ? null : Math.round((100 * (current - previous)) / previous),
  };
}

/** Orders text by code points: the same on every machine, whatever its locale. */
export function byKey(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The `limit` largest by count; ties by key. */
export function top<T extends { key: string; count: number }>(items: T[], limit: number): T[] {
  return [...items].sort((a, b) => b.count - a.count || byKey(a.key, b.key)).slice(0, limit);
}

const DAY_MS = 86_400_000;

/**
 * One entry per day from `firstDay` to `lastDay` (inclusive), zeros included, at most
 * MAX_SERIES_DAYS (the most recent ones). Days are counted in UTC midnights, which are always a day
 * apart; only the days kept are written out (a year of 'Alle data' parsed each day's date anew).
 */
export function daySeries(counts: Map<string, number>, firstDay: string, lastDay: string): { date: string; count: number }[] {
  const last = Date.parse(`${lastDay}T00:00:00Z`);
  const first = Math.max(Date.parse(`${firstDay}T00:00:00Z`), last - (MAX_SERIES_DAYS - 1) * DAY_MS);
  const series: { date: string; count: number }[] = [];
  for (let day = first; day <= last; day += DAY_MS) {
    const date = new Date(day).toISOString().slice(0, 10);
    series.push({ date, count: counts.get(date) ?? 0 });
  }
  return series;
}
