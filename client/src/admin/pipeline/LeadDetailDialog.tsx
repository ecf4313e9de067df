import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, CloseButton, DataList, Dialog, Flex, Heading, Portal, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import Phone from 'lucide-react/icons/phone';
import { PipelineLeadDetailDocument, type LeadFieldsFragment, type LeadStatus } from '../../gql/graphql';
import {
  businessSizeLabels,
  businessTypeLabels,
  investmentBudgetLabels,
  monthlyBudgetLabels,
  surveyFieldLabels,
  surveyLabel,
  timelineLabels,
} from '../../lib/surveyLabels';
import { loadErrorToast } from '../shared/apollo/errorToast';
import { telHref } from '../shared/format/contact';
import { formatDate, formatDateTime } from '../shared/format/dates';
import { PIPELINE_COLUMNS, pipelineColumnTitles, sourceLabels } from '../shared/lead/leadLabels';
import { attributionSummary } from '../shared/lead/attribution';
import { LeadAvatar } from '../shared/ui/LeadAvatar';
import { OutcomeBadge, ScoreBadge, StatusBadge } from '../shared/ui/LeadBadges';
import { ListSkeleton } from '../shared/ui/LoadingSkeleton';
import { ErrorState } from '../shared/ui/StateMessages';
import { ContactEditor, NotesEditor, ValueEditor } from './LeadEditors';

export interface LeadDetailDialogProps {
  /** The lead to show; null closes the dialog. */
  id: string | null;
  onClose: () => void;
  onMove: (lead: LeadFieldsFragment, status: LeadStatus) => void;
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="1.5">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function DetailBody({ lead, onMove }: { lead: LeadFieldsFragment; onMove: LeadDetailDialogProps['onMove'] }) {
  const tel = telHref(lead.phone);
  const survey = lead.survey;
  const attribution = attributionSummary(lead.attribution);
  return (
    <Stack gap="5">
      <Flex gap="2" wrap="wrap" align="center">
        <StatusBadge status={lead.status} />
        <OutcomeBadge outcome={lead.outcome} />
        <ScoreBadge score={lead.leadScore} qualification={lead.qualification} />
      </Flex>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <ValueEditor lead={lead} />
        <ContactEditor lead={lead} />
      </SimpleGrid>
      <Separator />
      <Stack gap="2" as="section">
        <Heading as="h3" size="sm">
          Lead informatie
        </Heading>
        <Facts
          rows={[
            ['Bron', sourceLabels[lead.source]],
            ['Fase', pipelineColumnTitles[lead.status]],
            ['Aangemaakt', formatDateTime(lead.createdAt)],
            ['Laatste contact', lead.lastContact ? formatDate(lead.lastContact) : 'Nog geen contact'],
          ]}
        />
      </Stack>
      <Stack gap="2" as="section" aria-label="Herkomst">
        <Heading as="h3" size="sm">
          Herkomst
        </Heading>
        {attribution ? (
          <Facts
            rows={[
              ['Kanaal', attribution.channel],
              ['Campagne', attribution.campaign ?? 'Onbekend'],
              ['Klik-ID', attribution.clickId ?? 'Geen'],
              ['Landingspagina', attribution.landingPage ?? 'Onbekend'],
            ]}
          />
        ) : (
          <Text fontSize="sm" color="fg.muted">
            Geen herkomst bekend voor deze lead.
          </Text>
        )}
      </Stack>
      <Stack gap="2" as="section">
        <Heading as="h3" size="sm">
          Survey gegevens
        </Heading>
        {survey ? (
          <Facts
            rows={[
              [surveyFieldLabels.businessServices, survey.businessServices.filter(Boolean).join(', ') || 'Onbekend'],
              [surveyFieldLabels.businessType, surveyLabel(businessTypeLabels, survey.businessType)],
              [surveyFieldLabels.businessSize, surveyLabel(businessSizeLabels, survey.businessSize)],
              [surveyFieldLabels.monthlyBudget, surveyLabel(monthlyBudgetLabels, survey.monthlyBudget)],
              [surveyFieldLabels.investmentBudget, surveyLabel(investmentBudgetLabels, survey.investmentBudget)],
              [surveyFieldLabels.timeline, surveyLabel(timelineLabels, survey.timeline)],
            ]}
          />
        ) : (
          <Text fontSize="sm" color="fg.muted">
            Deze lead heeft de survey nog niet ingevuld.
          </Text>
        )}
      </Stack>
      <Separator />
      <NotesEditor lead={lead} />
      <Separator />
      <Stack gap="2" as="section">
        <Heading as="h3" size="sm">
          Verplaats naar
        </Heading>
        <Flex gap="2" wrap="wrap">
          {PIPELINE_COLUMNS.map((column) => (
            <Button
              key={column.status}
              size="sm"
              variant={lead.status === column.status ? 'solid' : 'outline'}
              disabled={lead.status === column.status}
              aria-current={lead.status === column.status ? 'step' : undefined}
              onClick={() => onMove(lead, column.status)}
            >
              {column.title}
            </Button>
          ))}
        </Flex>
      </Stack>
      {tel && (
        <Button asChild colorPalette="green" alignSelf="flex-start">
          <a href={tel}>
            <Phone aria-hidden /> Bel {lead.name}
          </a>
        </Button>
      )}
    </Stack>
  );
}

/** A card's details (score, value, contact, lead info, survey, notes, move buttons, call). */
export function LeadDetailDialog({ id, onClose, onMove }: LeadDetailDialogProps) {
  const { data, loading, error, refetch } = useQuery(PipelineLeadDetailDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    context: loadErrorToast(),
  });
  const lead = id ? data?.lead : undefined;
  // Deleted by someone else while open: nothing left to show.
  const gone = Boolean(id && data && data.lead === null);
  useEffect(() => {
    if (gone) onClose();
  }, [gone, onClose]);

  return (
    <Dialog.Root
      open={Boolean(id)}
      onOpenChange={(details) => !details.open && onClose()}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Flex gap="3" align="center" minW="0">
                {lead && <LeadAvatar name={lead.name} size="md" />}
                <Stack gap="0" minW="0">
                  <Dialog.Title truncate>{lead?.name ?? 'Lead'}</Dialog.Title>
                  {lead?.company && (
                    <Text fontSize="sm" color="fg.muted" truncate>
                      {lead.company}
                    </Text>
                  )}
                </Stack>
              </Flex>
            </Dialog.Header>
            <Dialog.Body>
              {lead ? (
                <DetailBody key={lead.id} lead={lead} onMove={onMove} />
              ) : error && !loading ? (
                <ErrorState description="Kon lead niet laden. Probeer het opnieuw." onRetry={() => void refetch().catch(() => undefined)} />
              ) : (
                <ListSkeleton rows={3} label="Lead laden..." />
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Sluiten" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
