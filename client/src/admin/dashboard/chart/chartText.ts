import { parseDayKey } from '../../shared/period/period';

/**
 * The leads-per-day chart's scale, day labels and summary for screen readers, apart from the
 * drawing (LeadsPerDayChart.tsx, @chakra-ui/charts over recharts) so they are tested.
 */

const dayMonth = new Intl.DateTimeFormat('nl-NL', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const weekday = new Intl.DateTimeFormat('nl-NL', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/** A day key ('2025-03-10') as the UTC midnight of that calendar day: formatting in UTC keeps the day. */
function asDate(key: string): Date {
  const { year, month, day } = parseDayKey(key);
  return new Date(Date.UTC(year, month - 1, day));
}

/** The x-axis label: '10 mrt'. */
export const formatChartDay = (key: string): string => dayMonth.format(asDate(key));

/** The tooltip's and the table's day: 'ma 10 mrt 2025'. */
export const formatChartWeekday = (key: string): string => weekday.format(asDate(key));

/**
 * The tooltip's heading for what recharts hands it as the label: the day for a day key, nothing
 * otherwise (Chart.Tooltip computes its heading before it knows there is a day, with 'value').
 */
export const formatTooltipDay = (label: unknown): string =>
  typeof label === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(label) ? formatChartWeekday(label) : '';

/** '1 lead', '0 leads', '4 leads'. */
export const leadsText = (count: number): string => `${count} ${count === 1 ? 'lead' : 'leads'}`;

/** A round, even top for the y-axis at or above `max`: 2, 4, 10, 20, 40, 100... (never 0). */
export function niceMax(max: number): number {
  if (max <= 2) return 2;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 4, 5, 10].find((factor) => factor * magnitude >= max)!;
  const top = step * magnitude;
  // An even top keeps the middle gridline on a whole number.
  return top % 2 === 0 ? top : top * 2;
}

/** The y-axis ticks: bottom, middle and top gridline, all whole numbers. */
export const axisTicks = (max: number): number[] => [0, max / 2, max];

/** 'Staafdiagram over 7 dagen, 6 mrt tot en met 12 mrt: 12 leads in totaal, het meest op 10 mrt (4).' */
export function describeDays(days: readonly { date: string; count: number }[], formatDay: (key: string) => string): string {
  if (days.length === 0) return 'Geen dagen in deze periode.';
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const span =
    days.length === 1 ? `op ${formatDay(days[0].date)}` : `${formatDay(days[0].date)} tot en met ${formatDay(days[days.length - 1].date)}`;
  const head = `Staafdiagram over ${days.length} ${days.length === 1 ? 'dag' : 'dagen'}, ${span}: ${leadsText(total)} in totaal`;
  if (total === 0) return `${head}.`;
  const busiest = days.reduce((best, day) => (day.count > best.count ? day : best));
  return `${head}, het meest op ${formatDay(busiest.date)} (${busiest.count}).`;
}
