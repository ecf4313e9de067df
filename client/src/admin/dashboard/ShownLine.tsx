import { Text } from '@chakra-ui/react';
import type { AdminDashboardQuery } from '../../gql/graphql';
import { dayOf, formatDayRange } from '../shared/period/period';

type Period = AdminDashboardQuery['dashboard']['period'];

/** SPEC.md's 'Getoond' line: how many leads, which period, and what the changes compare with. */
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
