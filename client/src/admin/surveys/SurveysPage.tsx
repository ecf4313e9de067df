import { useEffect, useMemo } from 'react';
import { Button, Field, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import Search from 'lucide-react/icons/search';
import type { LeadFilter } from '../../gql/graphql';
import { LEAD_PAGE_SIZE, usePagedLeads } from '../shared/lead/usePagedLeads';
import { useListParams } from '../shared/url/useListParams';
import { AdminPage } from '../shared/ui/AdminPage';
import { ListPager } from '../shared/ui/ListPager';
import { ListSkeleton } from '../shared/ui/LoadingSkeleton';
import { EmptyState, ErrorState } from '../shared/ui/StateMessages';
import { SurveyResponseCard } from './SurveyResponseCard';

const count = new Intl.NumberFormat('nl-NL');

/**
 * /admin/surveys (Surveys): every lead with survey answers, newest first, searchable
 * by name, company or e-mail (kept in the URL), a page at a time; live (a survey sent in right now
 * appears without a reload).
 */
export function SurveysPage() {
  const list = useListParams();
  const filter = useMemo<LeadFilter>(() => ({ hasSurvey: true, ...(list.search && { search: list.search }) }), [list.search]);
  const { leads, total, initialLoading, updating, error, refetch } = usePagedLeads(filter, list.page);
  const responses = leads.flatMap((lead) => (lead.survey ? [{ ...lead, survey: lead.survey }] : []));

  const lastPage = Math.max(0, Math.ceil(total / LEAD_PAGE_SIZE) - 1);
  const pastTheEnd = !initialLoading && !error && list.page > lastPage;
  const { setPage } = list;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage);
  }, [pastTheEnd, lastPage, setPage]);

  return (
    <AdminPage
      title="Surveys"
      heading={
        <>
          Survey Responses{' '}
          <Text as="span" color="fg.muted" fontWeight="medium" data-testid="survey-count">
            ({initialLoading ? '…' : count.format(total)})
          </Text>
        </>
      }
      description="Wat leads in de survey vertelden over hun bedrijf, budget en doelen."
    >
      <Field.Root as="search" maxW={{ md: 'xl' }}>
        <Field.Label>Zoeken</Field.Label>
        <InputGroup startElement={<Search size={16} aria-hidden />}>
          <Input
            type="search"
            value={list.searchInput}
            onChange={(event) => list.changeSearch(event.target.value)}
            placeholder="Zoek op naam, bedrijf of e-mail..."
            bg="bg.panel"
          />
        </InputGroup>
      </Field.Root>

      {initialLoading ? (
        <ListSkeleton rows={4} label="Survey responses laden..." />
      ) : error ? (
        <ErrorState
          description="Kon survey responses niet laden. Probeer het opnieuw."
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : responses.length === 0 ? (
        <EmptyState
          title={list.search ? 'Geen survey responses gevonden met de huidige zoekopdracht.' : 'Nog geen survey responses ontvangen.'}
          action={
            list.search && (
              <Button size="sm" variant="outline" onClick={() => list.update({ zoek: '' })}>
                Zoekopdracht wissen
              </Button>
            )
          }
        />
      ) : (
        <Stack gap="4" aria-busy={updating} opacity={updating ? 0.7 : 1} transition="opacity 0.15s" data-testid="survey-list">
          {responses.map((lead) => (
            <SurveyResponseCard key={lead.id} lead={lead} />
          ))}
        </Stack>
      )}

      <ListPager page={list.page} pageSize={LEAD_PAGE_SIZE} total={total} onPageChange={list.setPage} noun="survey responses" />
    </AdminPage>
  );
}
