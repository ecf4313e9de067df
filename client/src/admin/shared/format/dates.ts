import { AMSTERDAM_TIME_ZONE } from '../../../lib/amsterdamTime';

/**
 * Dates as the agency reads them: Dutch, in Amsterdam time (the server counts days in Amsterdam
 * too), whatever the browser's own time zone.
 */
export const TIME_ZONE = AMSTERDAM_TIME_ZONE;

const dayMonth = new Intl.DateTimeFormat('nl-NL', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit' });
const shortDate = new Intl.DateTimeFormat('nl-NL', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('nl-NL', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const clockTime = new Intl.DateTimeFormat('nl-NL', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' });

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

function parts(format: Intl.DateTimeFormat, value: string | Date) {
  return Object.fromEntries(format.formatToParts(toDate(value)).map((part) => [part.type, part.value]));
}

/** '05/03' on pipeline cards (dd/mm). */
export function formatDayMonth(value: string | Date): string {
  const { day, month } = parts(dayMonth, value);
  return `${day}/${month}`;
}

/** '05-03-2025'. */
export function formatDate(value: string | Date): string {
  const { day, month, year } = parts(shortDate, value);
  return `${day}-${month}-${year}`;
}

/** '5 mrt 2025, 14:03'. */
export function formatDateTime(value: string | Date): string {
  return dateTime.format(toDate(value));
}

/** '14:03'. */
export function formatTime(value: string | Date): string {
  return clockTime.format(toDate(value));
}
