import { amsterdamMidnight, amsterdamParts } from '../../../lib/amsterdamTime';

/**
 * The admin's periods (dashboard and pipeline) as Amsterdam calendar days (the server counts its days, `leadsPerDay`
 * and the rollup, in Amsterdam too), whatever the browser's own time zone. A period is the
 * half-open range [from, to) the `dashboard(from, to)` query takes; a period that includes today
 * ends at the start of tomorrow, so its previous period is whole days as well.
 */

export type PeriodPreset = 'all' | 'today' | 'yesterday' | 'last7' | 'last14' | 'last30' | 'custom';

/** A calendar day; `month` 1-12. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

export type PeriodSelection = { preset: Exclude<PeriodPreset, 'custom'> } | { preset: 'custom'; start: CalendarDay; end: CalendarDay };

export interface PeriodRange {
  /** Null for all data. */
  from: Date | null;
  /** Exclusive; null for all data. */
  to: Date | null;
}

/** The select's options, in its order. */
export const PERIOD_OPTIONS: readonly { value: PeriodPreset; label: string }[] = [
  { value: 'all', label: 'Alle data' },
  { value: 'today', label: 'Vandaag' },
  { value: 'yesterday', label: 'Gister' },
  { value: 'last7', label: 'Afgelopen 7 dagen' },
  { value: 'last14', label: 'Afgelopen 14 dagen' },
  { value: 'last30', label: 'Afgelopen 30 dagen' },
  { value: 'custom', label: 'Aangepaste periode' },
];

/** Period filters of 7, 14 and 30 days (today included). */
const LAST_DAYS: Partial<Record<PeriodPreset, number>> = { last7: 7, last14: 14, last30: 30 };

export const periodLabel = (preset: PeriodPreset): string => PERIOD_OPTIONS.find((option) => option.value === preset)!.label;

/** The Amsterdam calendar day `instant` falls on. */
export function dayOf(instant: Date): CalendarDay {
  const { year, month, day } = amsterdamParts(instant.getTime());
  return { year, month, day };
}

/** The first instant of `day` in Amsterdam (midnight is never skipped by its clock changes). */
export function startOfDay(day: CalendarDay): Date {
  return new Date(amsterdamMidnight(day.year, day.month, day.day));
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function compareDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** 'YYYY-MM-DD', as the server names the days of `leadsPerDay`. */
export function dayKey(day: CalendarDay): string {
  return `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}

export function parseDayKey(key: string): CalendarDay {
  const [year, month, day] = key.split('-').map(Number);
  return { year, month, day };
}

/** The first and last day (both included) a selection covers on `today`; null for all data. */
export function periodDays(selection: PeriodSelection, today: CalendarDay): { first: CalendarDay; last: CalendarDay } | null {
  switch (selection.preset) {
    case 'all':
      return null;
    case 'today':
      return { first: today, last: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { first: yesterday, last: yesterday };
    }
    case 'custom': {
      const [first, last] =
        compareDays(selection.start, selection.end) <= 0 ? [selection.start, selection.end] : [selection.end, selection.start];
      return { first, last };
    }
    default:
      return { first: addDays(today, -(LAST_DAYS[selection.preset]! - 1)), last: today };
  }
}

/** The `dashboard(from, to)` arguments for a selection, seen at `now`. */
export function periodRange(selection: PeriodSelection, now: Date = new Date()): PeriodRange {
  const days = periodDays(selection, dayOf(now));
  if (!days) return { from: null, to: null };
  return { from: startOfDay(days.first), to: startOfDay(addDays(days.last, 1)) };
}

const shortDay = new Intl.DateTimeFormat('nl-NL', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const longDay = new Intl.DateTimeFormat('nl-NL', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
const asUtcDate = (day: CalendarDay) => new Date(Date.UTC(day.year, day.month - 1, day.day));

/** '5 mrt 2025', '5 mrt – 11 mrt 2025', '28 dec 2024 – 3 jan 2025'. */
export function formatDayRange(first: CalendarDay, last: CalendarDay): string {
  if (compareDays(first, last) === 0) return longDay.format(asUtcDate(first));
  const start = first.year === last.year ? shortDay.format(asUtcDate(first)) : longDay.format(asUtcDate(first));
  return `${start} – ${longDay.format(asUtcDate(last))}`;
}

/** What the 'Getoond' line says about the period: 'Afgelopen 7 dagen (5 mrt – 11 mrt 2025)'. */
export function describePeriod(selection: PeriodSelection, today: CalendarDay): string {
  const days = periodDays(selection, today);
  if (!days) return periodLabel('all');
  const range = formatDayRange(days.first, days.last);
  return selection.preset === 'custom' ? range : `${periodLabel(selection.preset)} (${range})`;
}

const PRESETS = new Set<string>(PERIOD_OPTIONS.map((option) => option.value));
const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

function validDayKey(key: string | null): CalendarDay | null {
  if (!key || !DAY_KEY.test(key)) return null;
  const day = parseDayKey(key);
  return dayKey(addDays(day, 0)) === key ? day : null;
}

/**
 * The period in the address bar (`?periode=last7`, `?periode=custom&van=2025-03-01&tot=2025-03-10`),
 * so a reload or a shared link shows the same period. Anything unreadable is all data.
 */
export function selectionFromSearch(params: URLSearchParams): PeriodSelection {
  const preset = params.get('periode');
  if (!preset || !PRESETS.has(preset)) return { preset: 'all' };
  if (preset !== 'custom') return { preset: preset as Exclude<PeriodPreset, 'custom'> };
  const start = validDayKey(params.get('van'));
  const end = validDayKey(params.get('tot'));
  return start && end ? { preset: 'custom', start, end } : { preset: 'all' };
}

export function selectionToSearch(selection: PeriodSelection): Record<string, string> {
  if (selection.preset === 'all') return {};
  if (selection.preset !== 'custom') return { periode: selection.preset };
  return { periode: 'custom', van: dayKey(selection.start), tot: dayKey(selection.end) };
}
