/**
 * Amsterdam's calendar and clock in the browser, whatever the visitor's own time zone: the admin's
 * periods count Amsterdam days (as the server does) and the top banner counts down to Amsterdam's
 * Monday midnight. Both sides of a clock change are handled by asking Intl, not by fixed offsets.
 */
export const AMSTERDAM_TIME_ZONE = 'Europe/Amsterdam';

export interface AmsterdamParts {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday ... 6 = Saturday */
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * Made on first use, not when the module loads: a formatter with a time zone costs the browser
 * tens of milliseconds to build, and a public page may never need it.
 */
let formatter: Intl.DateTimeFormat | undefined;

/** The Amsterdam date, time and weekday at `instant` (milliseconds since the epoch). */
export function amsterdamParts(instant: number): AmsterdamParts {
  formatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: AMSTERDAM_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    weekday: 'short',
  });
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(new Date(instant))) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday),
  };
}

/** Milliseconds Amsterdam's clock is ahead of UTC at `instant` (3 600 000 in winter, 7 200 000 in summer). */
function offsetAt(instant: number): number {
  const p = amsterdamParts(instant);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant of 00:00 in Amsterdam on a calendar date (`month` 1-12; a `day` past the month's end
 * rolls over, as in Date.UTC). Midnight is never skipped by Amsterdam's clock changes (they happen
 * at 02:00 and 03:00), so a second pass settles the offset on a clock-change day.
 */
export function amsterdamMidnight(year: number, month: number, day: number): number {
  const asUtc = Date.UTC(year, month - 1, day);
  return asUtc - offsetAt(asUtc - offsetAt(asUtc));
}
