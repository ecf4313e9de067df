import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Flex, Link, List, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import Users from 'lucide-react/icons/users';
import Merge from 'lucide-react/icons/merge';
import { AdminLeadDuplicatesDocument, AdminMergeLeadsDocument, type AdminMergeLeadsMutation } from '../../../gql/graphql';
import { paths } from '../../../lib/paths';
import { toaster } from '../../../lib/toaster';
import { userMessage } from '../../shared/apollo/graphqlErrors';
import { formatDate } from '../../shared/format/dates';
import { statusLabels } from '../../shared/lead/leadLabels';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { Facts, ProfileSection } from '../../shared/ui/ProfileSection';

type Preview = AdminMergeLeadsMutation['mergeLeads'];
interface Candidate {
  id: string;
  name: string;
}

/** What the merge would leave, as the server's dry run answered it. */
function PreviewFacts({ preview, other }: { preview: Preview; other: Candidate }) {
  const touch = (channel: string | null | undefined) => (channel ? channel : null);
  return (
    <Stack gap="3">
      <Text>
        <strong>{other.name}</strong> gaat op in deze lead en wordt daarna verwijderd. Beide tijdlijnen, gesprekken en e-mails blijven
        bewaard. Zo ziet de lead er na het samenvoegen uit:
      </Text>
      <Facts
        items={[
          { label: 'Naam', key: 'name', value: preview.name },
          { label: 'E-mail', key: 'email', value: preview.email },
          { label: 'Telefoon', key: 'phone', value: preview.phone },
          { label: 'Bedrijf', key: 'company', value: preview.company },
          { label: 'Score', key: 'score', value: preview.leadScore === null ? null : String(preview.leadScore) },
          { label: 'Survey', key: 'survey', value: preview.survey ? (preview.survey.completed ? 'Afgerond' : 'Deels ingevuld') : null },
          {
            label: 'Eerste aanraking',
            key: 'firstTouch',
            value: touch(preview.attribution?.first.source),
          },
          { label: 'Laatste aanraking', key: 'lastTouch', value: touch(preview.attribution?.last.source) },
          { label: 'Opnieuw aangevraagd', key: 'returns', value: `${preview.returns} keer` },
          { label: 'Notities', key: 'notes', value: preview.notes ? <Text whiteSpace="pre-wrap">{preview.notes}</Text> : null },
        ]}
      />
    </Stack>
  );
}

/**
 * 'Mogelijke dubbele leads' on the profile: other leads with the same e-mail, phone or website
 * domain, each with 'Samenvoegen'. The dialog shows the server's dry run of the merge before
 * anything is stored (docs/features.md, "Dezelfde persoon twee keer"). Hidden when there are none.
 */
export function DuplicatesCard({ leadId }: { leadId: string }) {
  const { data, refetch } = useQuery(AdminLeadDuplicatesDocument, { variables: { id: leadId }, fetchPolicy: 'cache-and-network' });
  const [merge] = useMutation(AdminMergeLeadsDocument);
  const [candidate, setCandidate] = useState<Candidate | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const lead = data?.lead;
  if (!lead || lead.duplicates.length === 0) return null;

  const showPreview = async (other: Candidate) => {
    setLoadingId(other.id);
    try {
      const result = await merge({ variables: { keepId: leadId, mergeId: other.id, dryRun: true } });
      if (!result.data) throw new Error('geen voorbeeld');
      setCandidate(other);
      setPreview(result.data.mergeLeads);
    } catch (error) {
      toaster.create({ type: 'error', title: 'Geen voorbeeld', description: userMessage(error, 'Kon het samenvoegen niet voorbereiden.') });
    } finally {
      setLoadingId(null);
    }
  };

  const confirm = async () => {
    if (!candidate) return;
    try {
      await merge({
        variables: { keepId: leadId, mergeId: candidate.id, dryRun: false },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'Lead', id: candidate.id }) });
          cache.gc();
        },
      });
      toaster.create({ type: 'success', title: 'Leads samengevoegd', description: `${candidate.name} is opgegaan in deze lead.` });
      await refetch().catch(() => undefined);
    } catch (error) {
      toaster.create({ type: 'error', title: 'Samenvoegen mislukt', description: userMessage(error, 'Kon de leads niet samenvoegen.') });
      throw error;
    }
  };

  return (
    <ProfileSection id="dubbele-leads" title="Mogelijke dubbele leads" icon={<Users size={18} aria-hidden />}>
      <Stack gap="3">
        <Text color="fg.muted" textStyle="sm">
          Zelfde e-mailadres, telefoonnummer of websitedomein.
          {lead.returns > 0 ? ` Deze persoon vroeg ${lead.returns} keer opnieuw aan.` : ''}
        </Text>
        <List.Root variant="plain" gap="3">
          {lead.duplicates.map((duplicate) => (
            <List.Item key={duplicate.id}>
              <Flex gap="3" wrap="wrap" align="center" justify="space-between" w="full">
                <Stack gap="0" minW="0">
                  <Link asChild fontWeight="medium">
                    <RouterLink to={paths.admin.lead.getHref(duplicate.id)}>{duplicate.name}</RouterLink>
                  </Link>
                  <Text textStyle="sm" color="fg.muted">
                    {[duplicate.email, duplicate.phone, duplicate.company].filter(Boolean).join(' · ')}
                  </Text>
                  <Text textStyle="xs" color="fg.muted">
                    {statusLabels[duplicate.status]} · binnen op {formatDate(duplicate.createdAt)}
                  </Text>
                </Stack>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => void showPreview(duplicate)}
                  loading={loadingId === duplicate.id}
                  loadingText="Voorbeeld laden..."
                  aria-label={`Samenvoegen met ${duplicate.name}`}
                >
                  <Merge aria-hidden /> Samenvoegen
                </Button>
              </Flex>
            </List.Item>
          ))}
        </List.Root>
      </Stack>
      <ConfirmDialog
        open={candidate !== null && preview !== null}
        onOpenChange={(open) => {
          if (!open) {
            setCandidate(null);
            setPreview(null);
          }
        }}
        title="Leads samenvoegen?"
        description={candidate && preview ? <PreviewFacts preview={preview} other={candidate} /> : null}
        confirmLabel="Ja, voeg samen"
        destructive={false}
        onConfirm={confirm}
        failureText="Samenvoegen is niet gelukt. Probeer het opnieuw."
      />
    </ProfileSection>
  );
}
