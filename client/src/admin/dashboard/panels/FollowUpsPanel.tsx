import { Link as RouterLink } from 'react-router-dom';
import { Link, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import { AdminFollowUpsTodayDocument } from '../../../gql/graphql';
import { paths } from '../../../lib/paths';
import { followUpText } from '../../shared/lead/followUp';
import { useLiveRefetch } from '../useLiveRefetch';
import { LeadRows } from './LeadRows';
import { Panel } from './Panel';

/**
 * 'Vandaag opvolgen': leads whose next action is due today or overdue (the server decides which,
 * in Amsterdam days), earliest first, whatever period the dashboard shows. Follows live changes.
 */
export function FollowUpsPanel() {
  const { data, error, refetch } = useQuery(AdminFollowUpsTodayDocument, { fetchPolicy: 'cache-and-network' });
  useLiveRefetch(refetch);
  if (!data) {
    return error ? (
      <Panel name="follow-ups" title="Vandaag opvolgen" icon={<CalendarClock size={18} />}>
        <Text color="fg.error" textStyle="sm">
          Kon de op te volgen leads niet laden.
        </Text>
      </Panel>
    ) : null;
  }
  const more = data.followUpCount - data.followUps.length;
  return (
    <Panel
      name="follow-ups"
      title={`Vandaag opvolgen (${data.followUpCount})`}
      description="Leads met een volgende actie voor vandaag of eerder."
      icon={<CalendarClock size={18} />}
    >
      <LeadRows
        leads={data.followUps}
        empty="Niets op te volgen vandaag."
        detail={(lead) => [followUpText(lead.followUp, lead.nextActionOn), lead.nextActionNote].filter(Boolean).join(' · ')}
        call
      />
      {more > 0 && (
        <Text textStyle="sm" mt="2">
          <Link asChild color="brand.fg">
            <RouterLink to={`${paths.admin.leads.getHref()}?opvolgen=1`}>En nog {more} in de leadslijst</RouterLink>
          </Link>
        </Text>
      )}
    </Panel>
  );
}
