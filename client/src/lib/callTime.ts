/**
 * How a call's time reads, in Dutch and in Amsterdam time whatever the viewer's own zone: the
 * visitor's calendar, the /afspraak page and the admin panel all say 'di 3 nov 09:00'. Formatters
 * are made on first use (building one with a time zone costs a browser tens of milliseconds).
 */
import { AMSTERDAM_TIME_ZONE } from './amsterdamTime';

const formats = new Map<string, Intl.DateTimeFormat>();
function format(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('nl-NL', { timeZone: AMSTERDAM_TIME_ZONE, ...options });
    formats.set(key, formatter);
  }
  return formatter;
}

const withoutDots = (text: string) => text.replace(/\./g, '');

/** 'di 3 nov' */
export function callDay(iso: string): string {
  return withoutDots(format('day', { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(iso)));
}

/** 'dinsdag 3 november' */
export function callDayLong(iso: string): string {
  return format('dayLong', { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(iso));
}

/** '09:00' */
export function callClock(iso: string): string {
  return format('clock', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/** 'di 3 nov 09:00' */
export function callTime(iso: string): string {
  return `${callDay(iso)} ${callClock(iso)}`;
}

/** 'dinsdag 3 november om 09:00' */
export function callTimeLong(iso: string): string {
  return `${callDayLong(iso)} om ${callClock(iso)}`;
}

let dayKeyFormat: Intl.DateTimeFormat | undefined;

/** The Amsterdam date of an instant (YYYY-MM-DD: en-CA writes dates so), to group starts by day. */
export function callDayKey(iso: string): string {
  dayKeyFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: AMSTERDAM_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  return dayKeyFormat.format(new Date(iso));
}

/** Starts grouped by their Amsterdam day, in order. */
export function startsByDay(starts: readonly string[]): { key: string; starts: string[] }[] {
  const days = new Map<string, string[]>();
  for (const start of starts) {
    const key = callDayKey(start);
    days.set(key, [...(days.get(key) ?? []), start]);
  }
  return [...days].map(([key, list]) => ({ key, starts: list }));
}
