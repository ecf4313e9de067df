import type { LeadFilter, LeadOutcome } from '../../gql/graphql';
import { PERIOD_OPTIONS, periodRange, type PeriodPreset } from '../shared/period/period';

/** The pipeline's period filter (SPEC: the dashboard's periods without the custom range). */
export type BoardPeriod = Exclude<PeriodPreset, 'custom'>;

export const BOARD_PERIODS = PERIOD_OPTIONS.filter(
  (option): option is { value: BoardPeriod; label: string } => option.value !== 'custom',
);

export type BoardOutcome = LeadOutcome | 'ALL';

export const BOARD_OUTCOMES: readonly { value: BoardOutcome; label: string }[] = [
  { value: 'ALL', label: 'Alles' },
  { value: 'OPEN', label: 'Openstaand' },
  { value: 'WON', label: 'Gewonnen' },
  { value: 'LOST', label: 'Verloren' },
];

/** The board's filters as the server's LeadFilter (applied on the client with leadMatchesFilter). */
export function boardFilter(period: BoardPeriod, outcome: BoardOutcome, now = new Date()): LeadFilter | null {
  const filter: LeadFilter = {};
  if (outcome !== 'ALL') filter.outcome = outcome;
  // The same Amsterdam days as the dashboard's periods (one rule for both screens).
  const { from, to } = periodRange({ preset: period }, now);
  if (from) filter.from = from.toISOString();
  if (to) filter.to = to.toISOString();
  return Object.keys(filter).length ? filter : null;
}
