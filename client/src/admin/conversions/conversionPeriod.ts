/** 'YYYY-MM-DD' of a moment, in the browser's own time zone (what a date input shows). */
export function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The period [from, to) of two date inputs (the last day included), as the query wants it; null
 * when a date is missing or the end lies before the start.
 */
export function conversionPeriod(firstDay: string, lastDay: string): { from: string; to: string } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(firstDay) || !/^\d{4}-\d{2}-\d{2}$/.test(lastDay)) return null;
  const from = new Date(`${firstDay}T00:00:00`);
  const to = new Date(`${lastDay}T00:00:00`);
  to.setDate(to.getDate() + 1);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to <= from) return null;
  return { from: from.toISOString(), to: to.toISOString() };
}

/** The default period: the last 30 days up to and including today. */
export function defaultPeriod(now = new Date()): { firstDay: string; lastDay: string } {
  const start = new Date(now);
  start.setDate(start.getDate() - 29);
  return { firstDay: dayOf(start), lastDay: dayOf(now) };
}
