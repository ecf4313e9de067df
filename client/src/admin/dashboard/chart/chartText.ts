/** The chart's scale and its summary for screen readers, apart from the drawing so they are tested. */

/** A round, even top for the y-axis at or above `max`: 2, 4, 10, 20, 40, 100... (never 0). */
export function niceMax(max: number): number {
  if (max <= 2) return 2;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 4, 5, 10].find((factor) => factor * magnitude >= max)!;
  const top = step * magnitude;
  // An even top keeps the middle gridline on a whole number.
  return top % 2 === 0 ? top : top * 2;
}

/** 'Staafdiagram over 7 dagen, 6 mrt tot en met 12 mrt: 12 leads in totaal, het meest op 10 mrt (4).' */
export function describeDays(days: readonly { date: string; count: number }[], formatDay: (key: string) => string): string {
  if (days.length === 0) return 'Geen dagen in deze periode.';
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const span =
    days.length === 1 ? `op ${formatDay(days[0].date)}` : `${formatDay(days[0].date)} tot en met ${formatDay(days[days.length - 1].date)}`;
  const head = `Staafdiagram over ${days.length} ${days.length === 1 ? 'dag' : 'dagen'}, ${span}: ${total} ${total === 1 ? 'lead' : 'leads'} in totaal`;
  if (total === 0) return `${head}.`;
  const busiest = days.reduce((best, day) => (day.count > best.count ? day : best));
  return `${head}, het meest op ${formatDay(busiest.date)} (${busiest.count}).`;
}
