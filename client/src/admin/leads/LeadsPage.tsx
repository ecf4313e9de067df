import { useEffect, useMemo, useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import type { LeadFieldsFragment } from '../../gql/graphql';
import { LEAD_PAGE_SIZE, usePagedLeads } from '../shared/lead/usePagedLeads';
import { SEARCH_PARAM } from '../shared/url/listParams';
import { useListParams } from '../shared/url/useListParams';
import { AdminPage } from '../shared/ui/AdminPage';
import { ConfirmDialog } from '../shared/ui/ConfirmDialog';
import { ListPager } from '../shared/ui/ListPager';
import { ListSkeleton } from '../shared/ui/LoadingSkeleton';
import { EmptyState, ErrorState } from '../shared/ui/StateMessages';
import { LeadCsvExportLink } from './export/LeadCsvExportLink';
import { LeadCard } from './list/LeadCard';
import { LeadFilters } from './list/LeadFilters';
import { CAMPAIGN_PARAM, CHANNEL_PARAM, FOLLOW_UP_PARAM, leadListFromParams, SOURCE_PARAM, STATUS_PARAM } from './list/leadListParams';
import { useDeleteLead } from './list/useDeleteLead';

const count = new Intl.NumberFormat('nl-NL');

/**
 * /admin/leads (Leads list): search, status and source filters in the URL, the
 * count in the title, a page of cards at a time (10 000 leads stay quick), CSV export of every
 * matching lead, delete after confirmation; live.
 */
export function LeadsPage() {
  const list = useListParams();
  const { filter } = useMemo(() => leadListFromParams(list.params), [list.params]);
  const { status, source, channel, campaign, followUpDue } = filter;
  const { leads, total, initialLoading, updating, error, refetch } = usePagedLeads(filter, list.page);
  const [toDelete, setToDelete] = useState<LeadFieldsFragment | null>(null);
  const deleteLead = useDeleteLead(() => void refetch().catch(() => undefined));
  const filtered = Boolean(list.search || status || source || channel || campaign || followUpDue);

  // A page past the end (leads were deleted, or an old link): show the last one.
  const lastPage = Math.max(0, Math.ceil(total / LEAD_PAGE_SIZE) - 1);
  const pastTheEnd = !initialLoading && !error && list.page > lastPage;
  const { setPage } = list;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage);
  }, [pastTheEnd, lastPage, setPage]);

  const heading = (
    <>
      Leads{' '}
      <Text as="span" color="fg.muted" fontWeight="medium" data-testid="lead-count">
        ({initialLoading ? '…' : count.format(total)})
      </Text>
    </>
  );

  return (
    <AdminPage
      title="Leads"
      heading={heading}
      description="Alle leads, nieuwste eerst. Zoek, filter, bel of exporteer."
      actions={<LeadCsvExportLink filter={filter} disabled={initialLoading || total === 0} />}
    >
      <LeadFilters
        searchInput={list.searchInput}
        onSearchChange={list.changeSearch}
        status={status}
        onStatusChange={(value) => list.update({ [STATUS_PARAM]: value })}
        source={source}
        onSourceChange={(value) => list.update({ [SOURCE_PARAM]: value })}
        channel={channel}
        onChannelChange={(value) => list.update({ [CHANNEL_PARAM]: value })}
        campaign={campaign}
        onCampaignChange={(value) => list.update({ [CAMPAIGN_PARAM]: value })}
        followUpDue={Boolean(followUpDue)}
        onFollowUpDueChange={(value) => list.update({ [FOLLOW_UP_PARAM]: value })}
      />

      {initialLoading ? (
        <ListSkeleton rows={6} label="Leads laden..." />
      ) : error ? (
        <ErrorState description="Kon leads niet laden. Probeer het opnieuw." onRetry={() => void refetch().catch(() => undefined)} />
      ) : leads.length === 0 ? (
        <EmptyState
          title="Geen leads gevonden met de huidige filters."
          description={filtered ? 'Pas je zoekopdracht of filters aan.' : 'Zodra iemand een quick scan aanvraagt, staat de lead hier.'}
          action={
            filtered && (
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  list.update({
                    [SEARCH_PARAM]: '',
                    [STATUS_PARAM]: '',
                    [SOURCE_PARAM]: '',
                    [CHANNEL_PARAM]: '',
                    [CAMPAIGN_PARAM]: '',
                    [FOLLOW_UP_PARAM]: '',
                  })
                }
              >
                Filters wissen
              </Button>
            )
          }
        />
      ) : (
        <Stack gap="3" aria-busy={updating} opacity={updating ? 0.7 : 1} transition="opacity 0.15s" data-testid="lead-list">
          {leads.map((lead) => (
            <LeadCard key={lead.id} lead={lead} onDelete={setToDelete} />
          ))}
        </Stack>
      )}

      <ListPager page={list.page} pageSize={LEAD_PAGE_SIZE} total={total} onPageChange={list.setPage} noun="leads" />

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Weet je het zeker?"
        description={
          <>
            Deze actie kan niet ongedaan worden gemaakt. <strong>{toDelete?.name}</strong> wordt permanent verwijderd uit het systeem, met
            alle gegevens en survey-antwoorden.
          </>
        }
        confirmLabel="Ja, verwijder definitief"
        failureText="Er is een fout opgetreden bij het verwijderen van de lead. Probeer het opnieuw."
        onConfirm={() => (toDelete ? deleteLead(toDelete) : undefined)}
      />
    </AdminPage>
  );
}
