/**
 * The top banner's weekly countdown: time left until the next Monday 00:00 in Amsterdam, also
 * across the switch to and from summer time (a week then has 167 or 169 hours).
 */
export const AGENCY_TIME_ZONE = 'Europe/Amsterdam';

/**
 * Made on first use, not when the module loads: a formatter with a time zone costs the browser
 * tens of milliseconds to build, and only the desktop banner ever asks for it.
 */
let partsFormatter: Intl.DateTimeFormat | undefined;
const newPartsFormatter = () =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: AGENCY_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    weekday: 'short',
  });

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday ... 6 = Saturday */
  weekday: number;
}

function zonedParts(instant: number): ZonedParts {
  const parts: Record<string, string> = {};
  partsFormatter ??= newPartsFormatter();
  for (const part of partsFormatter.formatToParts(new Date(instant))) parts[part.type] = part.value;
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

/** Milliseconds that Amsterdam's clock is ahead of UTC at `instant` (1 or 2 hours). */
function offsetAt(instant: number): number {
  const p = zonedParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant of the first Monday 00:00 (Amsterdam) strictly after `now`. */
export function nextMondayMidnight(now: number): number {
  const today = zonedParts(now);
  // Days from today's date to next Monday: 1..7 (on a Monday itself, the Monday after).
  const daysAhead = (8 - today.weekday) % 7 || 7;
  const localMidnightAsUtc = Date.UTC(today.year, today.month - 1, today.day + daysAhead);
  // Midnight never falls in a DST gap (Amsterdam switches at 02:00/03:00), so two passes settle it.
  let target = localMidnightAsUtc - offsetAt(localMidnightAsUtc);
  target = localMidnightAsUtc - offsetAt(target);
  return target;
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds left from `now` until the next Monday 00:00. */
export function weeklyCountdown(now: number): CountdownParts {
  const left = Math.max(0, nextMondayMidnight(now) - now);
  const totalSeconds = Math.ceil(left / 1000);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** '2d 04u 05m 09s' as shown in the banner. */
export function formatCountdown({ days, hours, minutes, seconds }: CountdownParts): string {
  return `${days}d ${two(hours)}u ${two(minutes)}m ${two(seconds)}s`;
}

/** The same as an ISO 8601 duration for `<time datetime>`: 'P2DT4H5M9S'. */
export function countdownDuration({ days, hours, minutes, seconds }: CountdownParts): string {
  return `P${days}DT${hours}H${minutes}M${seconds}S`;
}
