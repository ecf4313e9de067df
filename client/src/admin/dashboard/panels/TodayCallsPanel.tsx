import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import Phone from 'lucide-react/icons/phone';
import { AdminCallsTodayDocument } from '../../../gql/graphql';
import { amsterdamMidnight, amsterdamParts } from '../../../lib/amsterdamTime';
import { callClock } from '../../../lib/callTime';
import { paths } from '../../../lib/paths';
import { telHref } from '../../shared/format/contact';
import { useLiveRefetch } from '../useLiveRefetch';
import { Panel } from './Panel';

/** Today in Amsterdam, from midnight to midnight. */
function today(now = Date.now()): { from: string; to: string } {
  const { year, month, day } = amsterdamParts(now);
  return {
    from: new Date(amsterdamMidnight(year, month, day)).toISOString(),
    to: new Date(amsterdamMidnight(year, month, day + 1)).toISOString(),
  };
}

/** 'Gesprekken vandaag': the calls leads booked for today (Amsterdam), whatever period the dashboard shows. */
export function TodayCallsPanel() {
  const variables = useMemo(() => today(), []);
  const { data, error, refetch } = useQuery(AdminCallsTodayDocument, { variables, fetchPolicy: 'cache-and-network' });
  useLiveRefetch(refetch);
  const calls = (data?.appointments ?? []).filter((call) => call.status === 'BOOKED');
  return (
    <Panel name="calls-today" title={`Gesprekken vandaag${data ? ` (${calls.length})` : ''}`} icon={<CalendarCheck size={18} />}>
      {!data && error && (
        <Text color="fg.error" textStyle="sm">
          Kon de gesprekken van vandaag niet laden.
        </Text>
      )}
      {data && calls.length === 0 && (
        <Text color="fg.muted" textStyle="sm">
          Vandaag staan er geen gesprekken gepland.{' '}
          <Link asChild color="brand.fg">
            <RouterLink to={paths.admin.agenda.getHref()}>Naar de Agenda</RouterLink>
          </Link>
        </Text>
      )}
      <Stack as="ul" gap="2" listStyleType="none">
        {calls.map((call) => {
          const tel = telHref(call.lead?.phone ?? null);
          const past = new Date(call.end).getTime() < Date.now();
          return (
            <Flex as="li" key={call.id} gap="3" align="center" opacity={past ? 0.6 : 1} data-call-id={call.id}>
              <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" minW="12">
                {callClock(call.start)}
              </Text>
              <Stack gap="0" flex="1" minW="0">
                {call.lead ? (
                  <Link asChild fontWeight="medium">
                    <RouterLink to={paths.admin.lead.getHref(call.lead.id)}>{call.lead.name}</RouterLink>
                  </Link>
                ) : (
                  <Text>Onbekende lead</Text>
                )}
                {call.lead?.company && (
                  <Text textStyle="xs" color="fg.muted">
                    {call.lead.company}
                  </Text>
                )}
              </Stack>
              {tel && (
                <Link href={tel} aria-label={`Bel ${call.lead?.name ?? 'de lead'}`} color="brand.fg">
                  <Phone size={16} aria-hidden />
                </Link>
              )}
            </Flex>
          );
        })}
      </Stack>
    </Panel>
  );
}
