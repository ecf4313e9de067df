import type { FollowUpState } from '../../../gql/graphql';

/**
 * How the panel words a lead's next action. Whether it is due or overdue is the server's call
 * (Lead.followUp); this only turns it into Dutch.
 */
export const followUpLabels: Record<FollowUpState, string> = {
  NONE: 'Geen actie gepland',
  PLANNED: 'Gepland',
  DUE_TODAY: 'Vandaag',
  OVERDUE: 'Te laat',
};

const dayMonth = new Intl.DateTimeFormat('nl-NL', { timeZone: 'UTC', day: 'numeric', month: 'short' });

/** '2026-11-20' → '20 nov' (a calendar day: no time zone shifts it). */
export function formatActionDay(day: string): string {
  return dayMonth.format(new Date(`${day}T00:00:00Z`)).replace('.', '');
}

/** 'Vandaag', 'Te laat · 20 nov', 'Gepland · 3 dec'; empty without a next action. */
export function followUpText(state: FollowUpState, day: string | null | undefined): string {
  if (state === 'NONE' || !day) return '';
  return state === 'DUE_TODAY' ? followUpLabels.DUE_TODAY : `${followUpLabels[state]} · ${formatActionDay(day)}`;
}

/** Whole days a card went without a change, for 'x dagen stil'. */
export function daysUntouched(updatedAt: string, now: number): number {
  return Math.floor((now - new Date(updatedAt).getTime()) / (24 * 60 * 60 * 1000));
}
