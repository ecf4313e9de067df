import { DateTime, IANAZone } from 'luxon';
import type { FieldProblem } from '../shared/errors';
import { ISO_WEEKDAY, Weekday } from './booking.enums';
import { BUSINESS_TIME_ZONE } from '../shared/time-zone';

/**
 * When a call can be booked (docs/features.md, "Gesprek plannen"): the only place these rules live.
 * Pure, so table tests cover them (booking.rules.test.ts), daylight-saving Sundays included.
 *
 * Times of day are Amsterdam wall-clock times: a window 09:00-12:00 means 09:00 local on every day,
 * in winter (UTC+1) and summer (UTC+2). luxon turns a local day and time into an instant; it knows
 * the time-zone database, so nothing here counts offsets by hand.
 */
/** One stretch of a weekday when calls can be planned, e.g. MONDAY 09:00-12:00 (end '24:00' is midnight). */
export interface HoursWindow {
  weekday: Weekday;
  start: string;
  end: string;
}

export interface BookingRules {
  weeklyHours: HoursWindow[];
  /** Length of a call. */
  callMinutes: number;
  /** Kept free after every call (it belongs to the call's held time). */
  bufferMinutes: number;
  /** A call starts at least this long after the moment it is booked. */
  minimumNoticeMinutes: number;
  /** A call starts at most this many days (the same wall-clock time) after the moment it is booked. */
  horizonDays: number;
  /** Amsterdam days (YYYY-MM-DD) without calls. */
  daysOff: string[];
  /** Calls that can run at once (each on its own seat, see docs/architecture.md, "Booking"). */
  capacity: number;
}

/** Bounds of the settings: the database checks the same (migration 1765000000000-booking.ts). */
export const BOOKING_BOUNDS = {
  callMinutes: { min: 5, max: 480 },
  bufferMinutes: { min: 0, max: 480 },
  minimumNoticeMinutes: { min: 0, max: 43_200 },
  horizonDays: { min: 1, max: 365 },
  capacity: { min: 1, max: 50 },
  windows: 28,
  windowsPerDay: 4,
  daysOff: 366,
} as const;

/** How many days bookableSlots shows at most in one answer. */
export const MAX_SLOT_DAYS = 31;

const TIME = /^(?:([01]\d|2[0-3]):([0-5]\d)|(24):(00))$/;

/** Minutes after midnight of 'HH:MM' ('24:00' is 1440), or null when it is no time of day. */
export function minutesOfDay(value: string): number | null {
  const match = TIME.exec(value);
  if (!match) return null;
  return Number(match[1] ?? match[3]) * 60 + Number(match[2] ?? match[4]);
}

/**
 * What is wrong with settings beyond single-field bounds (those are on the input class), each
 * problem naming its field as the API reports it (`weeklyHours.2.end`).
 */
export function settingsProblems(rules: BookingRules): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const perDay = new Map<Weekday, { index: number; start: number; end: number }[]>();
  rules.weeklyHours.forEach((window, index) => {
    const start = minutesOfDay(window.start);
    const end = minutesOfDay(window.end);
    if (start === null || start === 24 * 60) problems.push({ field: `weeklyHours.${index}.start`, message: 'is geen tijd (UU:MM)' });
    if (end === null) problems.push({ field: `weeklyHours.${index}.end`, message: 'is geen tijd (UU:MM)' });
    if (start === null || end === null || start === 24 * 60) return;
    if (end <= start) problems.push({ field: `weeklyHours.${index}.end`, message: 'moet na het begin liggen' });
    else if (end - start < rules.callMinutes) {
      problems.push({ field: `weeklyHours.${index}.end`, message: 'dit blok is korter dan één gesprek' });
    }
    perDay.set(window.weekday, [...(perDay.get(window.weekday) ?? []), { index, start, end }]);
  });
  for (const windows of perDay.values()) {
    if (windows.length > BOOKING_BOUNDS.windowsPerDay) {
      problems.push({
        field: `weeklyHours.${windows[0].index}.weekday`,
        message: `hoogstens ${BOOKING_BOUNDS.windowsPerDay} blokken per dag`,
      });
    }
    const sorted = [...windows].sort((a, b) => a.start - b.start);
    for (let i = 1; i < sorted.length; i++) {
      if (sorted[i].start < sorted[i - 1].end) {
        problems.push({ field: `weeklyHours.${sorted[i].index}.start`, message: 'overlapt met een ander blok op dezelfde dag' });
      }
    }
  }
  const seen = new Set<string>();
  rules.daysOff.forEach((day, index) => {
    if (seen.has(day)) problems.push({ field: `daysOff.${index}`, message: 'staat er al in' });
    seen.add(day);
  });
  return problems;
}

/** The zone as an object: luxon normalises a zone name on every call (about half of its cost). */
const ZONE = IANAZone.create(BUSINESS_TIME_ZONE);
const DAY_MS = 24 * 3_600_000;

function local(instant: Date): DateTime {
  return DateTime.fromMillis(instant.getTime(), { zone: ZONE });
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** The latest moment a call booked at `now` may start. */
export function horizonEnd(rules: BookingRules, now: Date): Date {
  return local(now).plus({ days: rules.horizonDays }).toJSDate();
}

/** The earliest moment a call booked at `now` may start. */
export function noticeEnd(rules: BookingRules, now: Date): Date {
  return new Date(now.getTime() + rules.minimumNoticeMinutes * 60_000);
}

/**
 * Every start the weekly hours give on one Amsterdam day (YYYY-MM-DD), in order: from each
 * window's opening, every call plus buffer, as long as the call ends inside the window. A day off
 * has none. A wall-clock time that the clock skips (02:30 on the last Sunday of March) is left out.
 */
export function dayStarts(rules: BookingRules, day: string): Date[] {
  if (rules.daysOff.includes(day)) return [];
  const midnight = DateTime.fromISO(day, { zone: ZONE });
  if (!midnight.isValid) return [];
  // On a day without a clock change (the offset 24 hours after midnight is midnight's: all but two
  // days a year) a wall-clock time is midnight plus its minutes: two time-zone lookups per day
  // instead of one per start (each costs tens of microseconds through Intl). On a clock-change day
  // luxon places every start.
  const even = ZONE.offset(midnight.toMillis() + DAY_MS) === midnight.offset;
  const step = rules.callMinutes + rules.bufferMinutes;
  const starts: Date[] = [];
  const windows = rules.weeklyHours
    .filter((window) => ISO_WEEKDAY[window.weekday] === midnight.weekday)
    .map((window) => ({ start: minutesOfDay(window.start), end: minutesOfDay(window.end) }))
    .filter((window): window is { start: number; end: number } => window.start !== null && window.end !== null)
    .sort((a, b) => a.start - b.start);
  for (const window of windows) {
    for (let minute = window.start; minute + rules.callMinutes <= window.end; minute += step) {
      if (even) {
        starts.push(new Date(midnight.toMillis() + minute * 60_000));
        continue;
      }
      const at = midnight.set({ hour: Math.floor(minute / 60), minute: minute % 60 });
      if (at.hour * 60 + at.minute !== minute || at.toISODate() !== day) continue;
      starts.push(at.toJSDate());
    }
  }
  return starts;
}

/**
 * The starts that may be booked at `now` within [from, to): on the weekly grid (dayStarts), not
 * before the minimum notice, not after the horizon. Which of them are still free is the database's
 * answer (booking.service.ts).
 */
export function candidateStarts(rules: BookingRules, from: Date, to: Date, now: Date): Date[] {
  const earliest = Math.max(from.getTime(), noticeEnd(rules, now).getTime(), now.getTime() + 1);
  const latest = Math.min(to.getTime() - 1, horizonEnd(rules, now).getTime());
  if (earliest > latest) return [];
  const starts: Date[] = [];
  const lastDay = local(new Date(latest)).toISODate()!;
  for (let day = local(new Date(earliest)).toISODate()!; day <= lastDay; day = nextDay(day)) {
    for (const start of dayStarts(rules, day)) {
      if (start.getTime() >= earliest && start.getTime() <= latest) starts.push(start);
    }
  }
  return starts;
}

/** The time a booked call holds (milliseconds since the epoch, end exclusive) and on which seat. */
export interface HeldTime {
  from: number;
  to: number;
  seat: number;
}

/**
 * The candidates that still have a free seat: a seat in 1..capacity none of whose held times
 * overlaps the candidate's [start, heldUntil). `held` may come in any order; on one seat held times
 * never overlap (the database's exclusion constraint), so each seat's list sorted by start is
 * sorted by end too and one binary search per seat answers. The list is what a visitor is offered;
 * the booking itself is decided by the constraint, whatever changed in between.
 */
export function freeStarts(rules: BookingRules, candidates: Date[], held: HeldTime[]): Date[] {
  const seats = Array.from({ length: rules.capacity }, () => [] as HeldTime[]);
  for (const time of held) if (time.seat >= 1 && time.seat <= rules.capacity) seats[time.seat - 1].push(time);
  for (const seat of seats) seat.sort((a, b) => a.from - b.from);
  const overlaps = (seat: HeldTime[], from: number, to: number) => {
    // The first held time that ends after `from`: the only one that can overlap, if it starts before `to`.
    let low = 0;
    let high = seat.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (seat[middle].to > from) high = middle;
      else low = middle + 1;
    }
    return low < seat.length && seat[low].from < to;
  };
  return candidates.filter((start) => {
    const from = start.getTime();
    const to = heldUntil(rules, start).getTime();
    return seats.some((seat) => !overlaps(seat, from, to));
  });
}

export type Refusal = 'PAST' | 'NOTICE' | 'HORIZON' | 'CLOSED';

/** Why `start` cannot be booked at `now` (taken slots aside), or null when the rules allow it. */
export function refusalOf(rules: BookingRules, start: Date, now: Date): Refusal | null {
  if (start.getTime() <= now.getTime()) return 'PAST';
  if (start.getTime() < noticeEnd(rules, now).getTime()) return 'NOTICE';
  if (start.getTime() > horizonEnd(rules, now).getTime()) return 'HORIZON';
  const day = local(start).toISODate()!;
  if (!dayStarts(rules, day).some((slot) => slot.getTime() === start.getTime())) return 'CLOSED';
  return null;
}

/** '2 uur', '30 minuten', '1 dag': a length of time as a visitor reads it. */
export function durationText(minutes: number): string {
  if (minutes > 0 && minutes % 1440 === 0) return minutes === 1440 ? '1 dag' : `${minutes / 1440} dagen`;
  if (minutes > 0 && minutes % 60 === 0) return `${minutes / 60} uur`;
  return minutes === 1 ? '1 minuut' : `${minutes} minuten`;
}

/** The Dutch refusal a visitor reads (BAD_USER_INPUT on `start`). */
export function refusalMessage(refusal: Refusal | 'TAKEN', rules: BookingRules): string {
  switch (refusal) {
    case 'PAST':
      return 'dit tijdstip is al voorbij. Kies een van de vrije tijden.';
    case 'NOTICE':
      return `plan minstens ${durationText(rules.minimumNoticeMinutes)} vooruit. Kies een later tijdstip.`;
    case 'HORIZON':
      return `we plannen gesprekken tot ${rules.horizonDays} ${rules.horizonDays === 1 ? 'dag' : 'dagen'} vooruit. Kies een eerder tijdstip.`;
    case 'CLOSED':
      return 'op dit tijdstip plannen we geen gesprekken. Kies een van de vrije tijden.';
    case 'TAKEN':
      return 'dit tijdstip is net door iemand anders geboekt. Kies een van de andere vrije tijden.';
  }
}

/** The end of a call starting at `start`. */
export function callEnd(rules: BookingRules, start: Date): Date {
  return new Date(start.getTime() + rules.callMinutes * 60_000);
}

/** The end of the time a call holds: the call and the buffer after it. */
export function heldUntil(rules: BookingRules, start: Date): Date {
  return new Date(start.getTime() + (rules.callMinutes + rules.bufferMinutes) * 60_000);
}

export enum ReminderKind {
  DAY_BEFORE = 'DAY_BEFORE',
  HOUR_BEFORE = 'HOUR_BEFORE',
}

const REMINDER_LEAD_MS: Record<ReminderKind, number> = {
  [ReminderKind.DAY_BEFORE]: 24 * 3_600_000,
  [ReminderKind.HOUR_BEFORE]: 3_600_000,
};

/** The reminders of a call starting at `start`, booked or moved at `now`: only those still ahead. */
export function reminders(start: Date, now: Date): { kind: ReminderKind; at: Date }[] {
  return Object.values(ReminderKind)
    .map((kind) => ({ kind, at: new Date(start.getTime() - REMINDER_LEAD_MS[kind]) }))
    .filter((reminder) => reminder.at.getTime() > now.getTime());
}

/** A reminder goes out only for the call it was planned for: still booked, not moved since, not begun. */
export function reminderStillDue(
  appointment: { status: string; sequence: number; startsAt: Date } | null,
  planned: { sequence: number },
  now: Date,
): boolean {
  return (
    appointment !== null &&
    appointment.status === 'BOOKED' &&
    appointment.sequence === planned.sequence &&
    appointment.startsAt.getTime() > now.getTime()
  );
}

/** A hot lead that saw the calendar and did not book within this time is put up for a call today. */
export const UNBOOKED_FOLLOW_UP_MINUTES = 60;
export const UNBOOKED_FOLLOW_UP_NOTE = 'Agenda bekeken, geen gesprek geplant: vandaag bellen.';

export interface UnbookedLead {
  qualification: string | null;
  erased: boolean;
  booked: boolean;
  followedUp: boolean;
  nextActionOn: string | null;
  nextActionNote: string | null;
}

/**
 * What the follow-up of a hot lead that saw the calendar does, an hour later: nothing when it is not
 * (or no longer) hot, booked a call, was erased or was handled already; otherwise the admins are
 * told, and the lead's next action becomes today ('Vandaag opvolgen') unless one is due already.
 * A note someone wrote is kept.
 */
export function unbookedFollowUp(
  lead: UnbookedLead,
  today: string,
): { nextAction: { nextActionOn: string; nextActionNote: string } | null } | null {
  if (lead.qualification !== 'HOT' || lead.booked || lead.erased || lead.followedUp) return null;
  if (lead.nextActionOn !== null && lead.nextActionOn <= today) return { nextAction: null };
  return { nextAction: { nextActionOn: today, nextActionNote: lead.nextActionNote ?? UNBOOKED_FOLLOW_UP_NOTE } };
}

const LONG_FORMAT = new Intl.DateTimeFormat('nl-NL', {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const SHORT_FORMAT = new Intl.DateTimeFormat('nl-NL', {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const CLOCK_FORMAT = new Intl.DateTimeFormat('nl-NL', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'dinsdag 3 november om 09:00' (Amsterdam time), for e-mails. */
export function callTimeText(start: Date): string {
  return `${LONG_FORMAT.format(start)} om ${CLOCK_FORMAT.format(start)}`;
}

/** 'di 3 nov 09:00' (Amsterdam time), for subjects. */
export function shortCallTimeText(start: Date): string {
  return `${SHORT_FORMAT.format(start).replace(/\./g, '')} ${CLOCK_FORMAT.format(start)}`;
}
