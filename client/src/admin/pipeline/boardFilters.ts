import type { LeadFilter, LeadOutcome } from '../../gql/graphql';
import { periodRange, startOfDay, type CalendarDay, type PeriodSelection } from '../shared/period/period';

export type BoardOutcome = LeadOutcome | 'ALL';

export const BOARD_OUTCOMES: readonly { value: BoardOutcome; label: string }[] = [
  { value: 'ALL', label: 'Alles' },
  { value: 'OPEN', label: 'Openstaand' },
  { value: 'WON', label: 'Gewonnen' },
  { value: 'LOST', label: 'Verloren' },
];

/**
 * The board's filters as the server's LeadFilter (applied on the client with leadMatchesFilter).
 * The period is the dashboard's (presets and custom range, the same Amsterdam days: one rule for
 * both screens), seen on `today`.
 */
export function boardFilter(period: PeriodSelection, outcome: BoardOutcome, today: CalendarDay): LeadFilter | null {
  const filter: LeadFilter = {};
  if (outcome !== 'ALL') filter.outcome = outcome;
  const { from, to } = periodRange(period, startOfDay(today));
  if (from) filter.from = from.toISOString();
  if (to) filter.to = to.toISOString();
  return Object.keys(filter).length ? filter : null;
}
