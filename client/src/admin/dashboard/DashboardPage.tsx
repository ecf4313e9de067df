import { useCallback, useMemo } from 'react';
import { useImmediateSearchParams } from '../shared/url/useImmediateSearchParams';
import { Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { AdminDashboardDocument } from '../../gql/graphql';
import { loadErrorToast } from '../shared/apollo/errorToast';
import { AdminPage } from '../shared/ui/AdminPage';
import { CardGridSkeleton } from '../shared/ui/LoadingSkeleton';
import { EmptyState, ErrorState } from '../shared/ui/StateMessages';
import { KpiCards } from './kpis/KpiCards';
import { DashboardPanels } from './panels/DashboardPanels';
import {
  dayKey,
  describePeriod,
  parseDayKey,
  periodRange,
  selectionFromSearch,
  selectionToSearch,
  startOfDay,
  type PeriodSelection,
} from '../shared/period/period';
import { PeriodSelect } from '../shared/period/PeriodSelect';
import { FreshnessLine, ShownLine } from './ShownLine';
import { useLiveRefetch } from './useLiveRefetch';
import { SpeedToLeadPanel } from './panels/SpeedToLeadPanel';
import { FollowUpsPanel } from './panels/FollowUpsPanel';
import { TodayCallsPanel } from './panels/TodayCallsPanel';
import { BookingFunnelPanel } from './panels/BookingFunnelPanel';
import { useToday } from '../shared/period/useToday';

const LOAD_ERROR = 'Kon dashboard niet laden. Probeer het opnieuw.';
const SUMMARY_POLL_MS = 60_000;

/**
 * /admin and /admin/dashboard (Dashboard): the period's KPIs with their change
 * against the previous period, and every panel, all computed by the server; refreshed live.
 */
export function DashboardPage() {
  // The period lives in the address bar: a reload or a shared link shows the same figures.
  const [searchParams, setSearchParams] = useImmediateSearchParams();
  const selection = useMemo(() => selectionFromSearch(searchParams), [searchParams]);
  const setSelection = useCallback(
    (next: PeriodSelection) => setSearchParams(new URLSearchParams(selectionToSearch(next)), { replace: true }),
    [setSearchParams],
  );
  const today = useToday();
  const todayKey = dayKey(today);
  const variables = useMemo(() => {
    const { from, to } = periodRange(selection, startOfDay(parseDayKey(todayKey)));
    return { from: from?.toISOString() ?? null, to: to?.toISOString() ?? null };
  }, [selection, todayKey]);

  const { data, previousData, loading, error, refetch } = useQuery(AdminDashboardDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
    // New leads arrive as live events (useLiveRefetch); a change to a lead already in the server's
    // summary shows once the server has recounted it (every minute): ask again as often.
    pollInterval: SUMMARY_POLL_MS,
    context: loadErrorToast(LOAD_ERROR),
  });
  useLiveRefetch(refetch);

  const shown = data ?? previousData;
  const stale = !data;
  const dashboard = shown?.dashboard;
  const retry = () => void refetch().catch(() => undefined);

  return (
    <AdminPage
      title="Dashboard"
      heading="Lead Management Dashboard"
      description={
        dashboard && (
          <>
            <ShownLine total={dashboard.totalLeads} period={describePeriod(selection, today)} previous={dashboard.period} />
            <FreshnessLine summaryRefreshedAt={dashboard.summaryRefreshedAt} />
          </>
        )
      }
      actions={<PeriodSelect value={selection} onChange={setSelection} today={today} />}
    >
      {!dashboard && loading && (
        <Stack gap="4" data-dashboard="skeleton">
          <CardGridSkeleton cards={6} columns={{ base: 2, xl: 3 }} label="Dashboard laden..." />
          <Skeleton height="56" borderRadius="l3" aria-hidden />
        </Stack>
      )}
      {!dashboard && !loading && error && <ErrorState description={LOAD_ERROR} onRetry={retry} retrying={loading} />}
      {dashboard && (
        <Box
          data-dashboard={stale ? 'loading' : 'ready'}
          data-from={variables.from ?? ''}
          data-to={variables.to ?? ''}
          aria-busy={stale || undefined}
          opacity={stale ? 0.6 : 1}
          transition="opacity 0.2s"
        >
          {stale && error && (
            <Box mb="4">
              <ErrorState description={LOAD_ERROR} onRetry={retry} retrying={loading} />
            </Box>
          )}
          {dashboard.totalLeads === 0 && selection.preset === 'all' ? (
            <EmptyState
              title="Nog geen leads"
              description="Zodra een bezoeker een quick scan of contactformulier verstuurt, verschijnen hier de cijfers."
            />
          ) : (
            <Stack gap="4">
              <KpiCards dashboard={dashboard} />
              <TodayCallsPanel />
              <FollowUpsPanel />
              <SpeedToLeadPanel from={variables.from} to={variables.to} />
              <BookingFunnelPanel from={variables.from} to={variables.to} />
              {dashboard.totalLeads === 0 ? (
                <EmptyState
                  title="Geen leads in deze periode"
                  description="Kies een andere periode om cijfers te zien."
                  action={
                    <Button size="sm" variant="outline" onClick={() => setSelection({ preset: 'all' })}>
                      Toon alle data
                    </Button>
                  }
                />
              ) : (
                <DashboardPanels dashboard={dashboard} />
              )}
            </Stack>
          )}
        </Box>
      )}
      {dashboard && !stale && (
        <Text srOnly role="status" aria-live="polite">
          {`Dashboard bijgewerkt: ${dashboard.totalLeads} leads.`}
        </Text>
      )}
    </AdminPage>
  );
}
