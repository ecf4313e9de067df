import { Link, useParams } from 'react-router-dom';
import { Button, Flex, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { paths } from '../../app/paths';
import { AdminLeadProfileDocument } from '../../gql/graphql';
import { loadErrorToast } from '../shared/apollo/errorToast';
import { AdminPage, AdminTitle } from '../shared/ui/AdminPage';
import { InProgressNote } from '../shared/ui/InProgressNote';
import { ScoreBadge, SourceBadge, StatusBadge } from '../shared/ui/LeadBadges';
import { PageSkeleton } from '../shared/ui/LoadingSkeleton';
import { EmptyState, ErrorState } from '../shared/ui/StateMessages';

function BackToLeads() {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={paths.admin.leads.getHref()}>
        <ArrowLeft aria-hidden /> Terug naar leads
      </Link>
    </Button>
  );
}

/**
 * /admin/leads/:id (SPEC section 2, Lead profile). So far: the lead's name, company and badges,
 * live (an edit elsewhere shows at once; a delete turns it into 'Lead niet gevonden'); the contact
 * details, survey, click info and notes editor are still to come.
 */
export function LeadProfilePage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(AdminLeadProfileDocument, {
    variables: { id },
    context: loadErrorToast(),
  });

  if (!data && loading) {
    return (
      <>
        <AdminTitle title="Lead" />
        <PageSkeleton />
      </>
    );
  }
  if (!data && error) {
    return (
      <AdminPage title="Lead" heading="Leadprofiel" actions={<BackToLeads />}>
        <ErrorState description="Kon lead niet laden. Probeer het opnieuw." onRetry={() => void refetch().catch(() => undefined)} />
      </AdminPage>
    );
  }

  const lead = data?.lead;
  if (!lead) {
    return (
      <AdminPage title="Lead niet gevonden">
        <EmptyState
          title="Deze lead bestaat niet of is verwijderd."
          action={
            <Button asChild size="sm">
              <Link to={paths.admin.leads.getHref()}>Terug naar leads</Link>
            </Button>
          }
        />
      </AdminPage>
    );
  }

  return (
    <AdminPage title={lead.name} heading={lead.name} description={lead.company ?? undefined} actions={<BackToLeads />}>
      <Stack gap="5">
        <Flex gap="2" wrap="wrap" align="center">
          <StatusBadge status={lead.status} />
          <SourceBadge source={lead.source} />
          <ScoreBadge score={lead.leadScore} qualification={lead.qualification} />
        </Flex>
        <InProgressNote>Contactgegevens, survey, klikinformatie en notities volgen hier.</InProgressNote>
      </Stack>
    </AdminPage>
  );
}
