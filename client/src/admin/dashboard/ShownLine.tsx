import { Text } from '@chakra-ui/react';
import type { AdminDashboardQuery } from '../../gql/graphql';
import { formatTime } from '../shared/format/dates';
import { dayOf, formatDayRange } from '../shared/period/period';

type Period = AdminDashboardQuery['dashboard']['period'];

/** The 'Getoond' line: how many leads, which period, and what the changes compare with. */
export function ShownLine({ total, period, previous }: { total: number; period: string; previous: Period }) {
  const comparedWith =
    previous.previousFrom && previous.previousTo
      ? formatDayRange(dayOf(new Date(previous.previousFrom)), dayOf(new Date(new Date(previous.previousTo).getTime() - 1)))
      : null;
  return (
    <Text as="span" data-shown>
      Getoond: <strong data-shown-total>{total}</strong> {total === 1 ? 'lead' : 'leads'} · {period}
      {comparedWith && <> · vergeleken met {comparedWith}</>}
    </Text>
  );
}

/**
 * How fresh the figures are: a new lead counts at once; a change to a lead (a move, a survey, a
 * value, a deletion) counts once the server has recounted its summary, about every minute.
 */
export function FreshnessLine({ summaryRefreshedAt }: { summaryRefreshedAt: string }) {
  return (
    <Text
      as="span"
      display="block"
      fontSize="xs"
      color="fg.muted"
      data-summary-refreshed={summaryRefreshedAt}
      title="Nieuwe leads tellen direct mee. Wijzigingen aan leads (verplaatsingen, surveys, waarden, verwijderingen) tellen mee zodra de cijfers opnieuw zijn berekend, ongeveer elke minuut."
    >
      Nieuwe leads live · wijzigingen verwerkt tot {formatTime(summaryRefreshedAt)}
    </Text>
  );
}
