import type { LeadFilter, LeadOutcome } from '../../gql/graphql';
import { TIME_ZONE } from '../shared/format/dates';

/** The pipeline's period filter (SPEC: the dashboard's periods without the custom range). */
export type BoardPeriod = 'all' | 'today' | 'yesterday' | 'last7' | 'last14' | 'last30';

export const BOARD_PERIODS: readonly { value: BoardPeriod; label: string }[] = [
  { value: 'all', label: 'Alle data' },
  { value: 'today', label: 'Vandaag' },
  { value: 'yesterday', label: 'Gister' },
  { value: 'last7', label: 'Afgelopen 7 dagen' },
  { value: 'last14', label: 'Afgelopen 14 dagen' },
  { value: 'last30', label: 'Afgelopen 30 dagen' },
];

export type BoardOutcome = LeadOutcome | 'ALL';

export const BOARD_OUTCOMES: readonly { value: BoardOutcome; label: string }[] = [
  { value: 'ALL', label: 'Alles' },
  { value: 'OPEN', label: 'Openstaand' },
  { value: 'WON', label: 'Gewonnen' },
  { value: 'LOST', label: 'Verloren' },
];

const DAY_MS = 24 * 60 * 60 * 1000;
const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Amsterdam's offset from UTC at `instant`, in ms (+1 h in winter, +2 h in summer). */
function offsetAt(instant: number): number {
  const p = Object.fromEntries(wallClock.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
}

/** The instant Amsterdam's day `daysBack` days before `now`'s day began. */
export function amsterdamDayStart(now: Date, daysBack = 0): Date {
  const [year, month, day] = ymd.format(now).split('-').map(Number);
  const midnightUtc = Date.UTC(year, month - 1, day - daysBack);
  let instant = midnightUtc - offsetAt(midnightUtc);
  instant = midnightUtc - offsetAt(instant);
  return new Date(instant);
}

/** The board's filters as the server's LeadFilter (applied on the client with leadMatchesFilter). */
export function boardFilter(period: BoardPeriod, outcome: BoardOutcome, now = new Date()): LeadFilter | null {
  const filter: LeadFilter = {};
  if (outcome !== 'ALL') filter.outcome = outcome;
  switch (period) {
    case 'today':
      filter.from = amsterdamDayStart(now).toISOString();
      break;
    case 'yesterday':
      filter.from = amsterdamDayStart(now, 1).toISOString();
      filter.to = amsterdamDayStart(now).toISOString();
      break;
    case 'last7':
    case 'last14':
    case 'last30':
      filter.from = new Date(now.getTime() - Number(period.slice(4)) * DAY_MS).toISOString();
      break;
    case 'all':
      break;
  }
  return Object.keys(filter).length ? filter : null;
}
