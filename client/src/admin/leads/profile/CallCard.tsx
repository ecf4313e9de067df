import { Link as RouterLink } from 'react-router-dom';
import { Badge, Link, Stack, Text } from '@chakra-ui/react';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import type { LeadFieldsFragment } from '../../../gql/graphql';
import { callClock, callTime, callTimeLong } from '../../../lib/callTime';
import { paths } from '../../../lib/paths';
import { nextCall } from '../../shared/lead/nextCall';
import { ProfileSection } from '../../shared/ui/ProfileSection';

/**
 * 'Gesprek': the call the lead booked (moved and cancelled in the Agenda), and its earlier ones.
 * Only shown once the lead has booked one.
 */
export function CallCard({ lead }: { lead: LeadFieldsFragment }) {
  const calls = lead.appointments;
  if (calls.length === 0) return null;
  const next = nextCall(calls);
  const others = calls.filter((call) => call.id !== next?.id).reverse();
  return (
    <ProfileSection id="gesprek" title="Gesprek" icon={<CalendarCheck size={18} aria-hidden />}>
      <Stack gap="3">
        {next ? (
          <Stack gap="1" data-next-call={next.start}>
            <Text fontWeight="semibold">
              {callTimeLong(next.start)} tot {callClock(next.end)}
            </Text>
            <Text textStyle="sm" color="fg.muted">
              <Link asChild color="brand.fg">
                <RouterLink to={paths.admin.agenda.getHref()}>Verplaatsen of annuleren in de Agenda</RouterLink>
              </Link>
            </Text>
          </Stack>
        ) : (
          <Text color="fg.muted">Geen gesprek gepland.</Text>
        )}
        {others.length > 0 && (
          <Stack as="ul" gap="1" listStyleType="none" textStyle="sm" aria-label="Eerdere gesprekken">
            {others.map((call) => (
              <Text as="li" key={call.id} color="fg.muted" display="flex" gap="2" alignItems="center">
                {callTime(call.start)}
                <Badge size="sm" colorPalette={call.status === 'CANCELLED' ? 'red' : 'gray'}>
                  {call.status === 'CANCELLED' ? 'Geannuleerd' : 'Geweest'}
                </Badge>
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </ProfileSection>
  );
}
