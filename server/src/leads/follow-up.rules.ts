import { registerEnumType } from 'type-graphql';
import { localDay } from '../shared/time-zone';

/**
 * Follow-ups (docs/features.md, "Opvolgen"): a lead's next action is a day (YYYY-MM-DD, an
 * Amsterdam day) with a note; a board column may mark cards untouched for too long as stale.
 * The only place these rules live; the panel shows what the server computed.
 */
export enum FollowUpState {
  /** No next action planned. */
  NONE = 'NONE',
  /** Planned for a later day. */
  PLANNED = 'PLANNED',
  /** Planned for today. */
  DUE_TODAY = 'DUE_TODAY',
  /** Planned for a day that has passed. */
  OVERDUE = 'OVERDUE',
}

registerEnumType(FollowUpState, {
  name: 'FollowUpState',
  description: "The lead's next action against today (Amsterdam): NONE, PLANNED (later), DUE_TODAY or OVERDUE.",
});

/** A column marks cards stale after 1 to 365 untouched days, or never (null). */
export const STALE_AFTER_DAYS_MAX = 365;
export const NEXT_ACTION_NOTE_MAX = 500;

/** Days compare as text: YYYY-MM-DD sorts like the calendar. */
export function followUpState(nextActionOn: string | null | undefined, today: string): FollowUpState {
  if (!nextActionOn) return FollowUpState.NONE;
  if (nextActionOn < today) return FollowUpState.OVERDUE;
  if (nextActionOn === today) return FollowUpState.DUE_TODAY;
  return FollowUpState.PLANNED;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant a column's setting turns into: a card whose `updatedAt` is at or before it has gone
 * `staleAfterDays` whole days (24 hours each) without any change, and the board marks it stale.
 */
export function staleSince(staleAfterDays: number | null, now: Date): Date | null {
  return staleAfterDays === null ? null : new Date(now.getTime() - staleAfterDays * DAY_MS);
}

let remembered = { minute: -1, day: '' };

/**
 * Today in Amsterdam (YYYY-MM-DD), worked out once a minute: every lead the API maps (a board of
 * thousands) asks for it, and formatting a date in a time zone each time was most of that mapping.
 */
export function amsterdamToday(now = Date.now()): string {
  const minute = Math.floor(now / 60_000);
  if (minute !== remembered.minute) remembered = { minute, day: localDay(new Date(now)) };
  return remembered.day;
}
