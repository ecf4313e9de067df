import { SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import Filter from 'lucide-react/icons/filter';
import { AdminBookingFunnelDocument } from '../../../gql/graphql';
import { useLiveRefetch } from '../useLiveRefetch';
import { Panel } from './Panel';

const share = (part: number, whole: number) => (whole > 0 ? `${Math.round((100 * part) / whole)}%` : '—');

/**
 * 'Van survey naar gesprek': of the period's leads, how many completed the survey, of those how
 * many saw the calendar, and of those how many booked a call (figures from the server's SQL).
 */
export function BookingFunnelPanel({ from, to }: { from: string | null; to: string | null }) {
  const { data, refetch } = useQuery(AdminBookingFunnelDocument, { variables: { from, to }, fetchPolicy: 'cache-and-network' });
  useLiveRefetch(refetch);
  const funnel = data?.bookingFunnel;
  if (!funnel || (funnel.surveysCompleted === 0 && funnel.callsBookedWithoutSurvey === 0)) return null;
  return (
    <Panel
      name="booking-funnel"
      title="Van survey naar gesprek"
      description="Leads van deze periode: survey afgerond, daarna de agenda gezien, daarna een gesprek gepland."
      icon={<Filter size={18} />}
    >
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <Stat.Root>
          <Stat.Label>Survey afgerond</Stat.Label>
          <Stat.ValueText>{funnel.surveysCompleted}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root>
          <Stat.Label>Agenda gezien</Stat.Label>
          <Stat.ValueText>{funnel.calendarShown}</Stat.ValueText>
          <Stat.HelpText>{share(funnel.calendarShown, funnel.surveysCompleted)} van de afgeronde surveys</Stat.HelpText>
        </Stat.Root>
        <Stat.Root>
          <Stat.Label>Gesprek gepland</Stat.Label>
          <Stat.ValueText>{funnel.callsBooked}</Stat.ValueText>
          <Stat.HelpText>{share(funnel.callsBooked, funnel.calendarShown)} van wie de agenda zag</Stat.HelpText>
        </Stat.Root>
      </SimpleGrid>
      {funnel.callsBookedWithoutSurvey > 0 && (
        <Text textStyle="sm" color="fg.muted" mt="3">
          Daarnaast {funnel.callsBookedWithoutSurvey === 1 ? 'plande 1 lead' : `planden ${funnel.callsBookedWithoutSurvey} leads`} een
          gesprek zonder de survey af te ronden.
        </Text>
      )}
    </Panel>
  );
}
