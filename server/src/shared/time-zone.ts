/**
 * The business's time zone, in one place: every day the product counts (dashboard, channel report),
 * shows (exports, follow-ups), books (calls) or schedules (nightly jobs) is a day in Amsterdam.
 */
export const BUSINESS_TIME_ZONE = 'Europe/Amsterdam';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Amsterdam date (YYYY-MM-DD) of an instant. */
export function localDay(instant: Date): string {
  return dayFormat.format(instant);
}
