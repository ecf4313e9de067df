import { useEffect, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { Button, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import PhoneIcon from 'lucide-react/icons/phone';
import { paths } from '../../lib/paths';
import { AdminLeadProfileDocument } from '../../gql/graphql';
import { toaster } from '../../lib/toaster';
import { loadErrorToast } from '../shared/apollo/errorToast';
import { telHref } from '../shared/format/contact';
import { AdminPage, AdminTitle } from '../shared/ui/AdminPage';
import { LeadAvatar } from '../shared/ui/LeadAvatar';
import { ScoreBadge, SourceBadge, StatusBadge } from '../shared/ui/LeadBadges';
import { PageSkeleton } from '../shared/ui/LoadingSkeleton';
import { EmptyState, ErrorState } from '../shared/ui/StateMessages';
import { AttributionCard } from './profile/AttributionCard';
import { ClickInfoCard } from './profile/ClickInfoCard';
import { ContactCard } from './profile/ContactCard';
import { LeadInfoCard } from './profile/LeadInfoCard';
import { NotesCard } from './profile/NotesCard';
import { NextActionCard } from './profile/NextActionCard';
import { CallCard } from './profile/CallCard';
import { SurveyCard } from './profile/SurveyCard';
import { PrivacyActions } from './profile/PrivacyActions';
import { HistoryCard } from './profile/HistoryCard';
import { DuplicatesCard } from './profile/DuplicatesCard';

function BackToLeads() {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={paths.admin.leads.getHref()}>
        <ArrowLeft aria-hidden /> Terug naar leads
      </Link>
    </Button>
  );
}

/** The 'Lead niet gevonden' toast, once per lead id that turns out to be missing. */
function useNotFoundToast(id: string, missing: boolean) {
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (!missing || told.current === id) return;
    told.current = id;
    toaster.create({ type: 'error', title: 'Lead niet gevonden', description: 'Deze lead bestaat niet of is verwijderd.' });
  }, [id, missing]);
}

/** 'Bekijk Details' on a survey links to '#survey': scroll there once the lead is on screen. */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (ready && hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}

/**
 * /admin/leads/:id (Lead profile): name, company, badges, contact details, lead
 * info, survey data with the score and its breakdown, click info and the notes editor. Live: an
 * edit elsewhere shows at once; a delete turns it into 'Lead niet gevonden'.
 */
export function LeadProfilePage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(AdminLeadProfileDocument, {
    variables: { id },
    context: loadErrorToast(),
  });
  const lead = data?.lead;
  useNotFoundToast(id, Boolean(data) && !lead && !loading);
  useScrollToHash(Boolean(lead));

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

  const tel = telHref(lead.phone);
  return (
    <AdminPage
      title={lead.name}
      heading={lead.name}
      description={lead.company ?? undefined}
      actions={
        <>
          <BackToLeads />
          <PrivacyActions lead={lead} />
          {tel && (
            <Button asChild size="sm" colorPalette="green">
              <a href={tel}>
                <PhoneIcon aria-hidden /> Bel
              </a>
            </Button>
          )}
        </>
      }
    >
      <Stack gap="5">
        <Flex gap="3" wrap="wrap" align="center">
          <LeadAvatar name={lead.name} size="lg" />
          <Flex gap="2" wrap="wrap" align="center">
            <StatusBadge status={lead.status} />
            <SourceBadge source={lead.source} />
            <ScoreBadge score={lead.leadScore} qualification={lead.qualification} />
          </Flex>
          {lead.highValue && (
            <Text textStyle="sm" color="fg.muted">
              High value lead
            </Text>
          )}
        </Flex>
        <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) minmax(0, 1.4fr)' }} gap="5" alignItems="start">
          <Stack gap="5" minW="0">
            <ContactCard lead={lead} />
            <DuplicatesCard leadId={lead.id} />
            <CallCard lead={lead} />
            <NextActionCard lead={lead} />
            <LeadInfoCard lead={lead} />
            <AttributionCard lead={lead} />
            <ClickInfoCard lead={lead} />
            <NotesCard lead={lead} />
            <HistoryCard leadId={lead.id} updatedAt={lead.updatedAt} />
          </Stack>
          <SurveyCard lead={lead} />
        </Grid>
      </Stack>
    </AdminPage>
  );
}
