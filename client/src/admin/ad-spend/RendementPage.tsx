import { useCallback, useMemo } from 'react';
import { Box, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import Download from 'lucide-react/icons/download';
import { AdminChannelReportDocument, AdminCostPerLeadSeriesDocument, type ReportGrouping, type Touch } from '../../gql/graphql';
import { loadErrorToast } from '../shared/apollo/errorToast';
import { dayKey, describePeriod, parseDayKey, periodRange, startOfDay, type PeriodSelection } from '../shared/period/period';
import { PeriodSelect } from '../shared/period/PeriodSelect';
import { useToday } from '../shared/period/useToday';
import { useImmediateSearchParams } from '../shared/url/useImmediateSearchParams';
import { AdminPage } from '../shared/ui/AdminPage';
import { FilterSelect } from '../shared/ui/FilterSelect';
import { ListSkeleton } from '../shared/ui/LoadingSkeleton';
import { ProfileSection } from '../shared/ui/ProfileSection';
import { EmptyState, ErrorState } from '../shared/ui/StateMessages';
import { ChannelReportTable } from './ChannelReportTable';
import { CostPerLeadChart } from './CostPerLeadChart';
import { ManualSpend } from './ManualSpend';
import {
  GROUPING_OPTIONS,
  monthOf,
  REPORT_PERIOD_OPTIONS,
  reportCsvHref,
  reportViewFromSearch,
  reportViewToSearch,
  TOUCH_OPTIONS,
  type ReportView,
} from './rendementView';
import { SpendImport } from './SpendImport';

const LOAD_ERROR = 'Kon het rendement niet laden. Probeer het opnieuw.';

/**
 * /admin/rendement ('Rendement'): cost per lead and return per channel or campaign for a period,
 * first or last touch, from the spend imported from the ad platforms or entered by hand. Every
 * figure is the server's (channelReport, costPerLeadSeries); the CSV is the server's too.
 */
export function RendementPage() {
  const [searchParams, setSearchParams] = useImmediateSearchParams();
  const view = useMemo(() => reportViewFromSearch(searchParams), [searchParams]);
  const setView = useCallback(
    (next: ReportView) => setSearchParams(new URLSearchParams(reportViewToSearch(next)), { replace: true }),
    [setSearchParams],
  );
  const today = useToday();
  const todayKey = dayKey(today);
  const period = useMemo(() => {
    const { from, to } = periodRange(view.selection, startOfDay(parseDayKey(todayKey)));
    return { from: from!.toISOString(), to: to!.toISOString() };
  }, [view.selection, todayKey]);

  const report = useQuery(AdminChannelReportDocument, {
    variables: { ...period, by: view.by, touch: view.touch },
    fetchPolicy: 'cache-and-network',
    context: loadErrorToast(LOAD_ERROR),
  });
  const series = useQuery(AdminCostPerLeadSeriesDocument, {
    variables: { ...period, touch: view.touch },
    fetchPolicy: 'cache-and-network',
  });

  const rows = (report.data ?? report.previousData)?.channelReport;
  const stale = !report.data;
  const points = series.data?.costPerLeadSeries;
  const periodText = describePeriod(view.selection, today);
  const touchText = TOUCH_OPTIONS.find((option) => option.value === view.touch)!.label.toLowerCase();
  const caption = `Rendement ${view.by === 'CAMPAIGN' ? 'per campagne' : 'per kanaal'}, ${periodText}, ${touchText}`;
  const retry = () => void report.refetch().catch(() => undefined);

  return (
    <AdminPage
      title="Rendement"
      description={`Kosten per lead en opbrengst per kanaal en campagne · ${periodText} · leads geteld bij het ${touchText}.`}
      actions={
        <Flex gap="2" wrap="wrap" align="flex-end" w={{ base: 'full', md: 'auto' }}>
          <PeriodSelect
            value={view.selection}
            onChange={(selection: PeriodSelection) => setView({ ...view, selection })}
            today={today}
            options={REPORT_PERIOD_OPTIONS}
          />
          <FilterSelect<ReportGrouping>
            label="Indeling"
            value={view.by}
            options={GROUPING_OPTIONS}
            onChange={(by) => setView({ ...view, by })}
            width={{ base: 'full', sm: '40' }}
          />
          <FilterSelect<Touch>
            label="Lead telt bij"
            value={view.touch}
            options={TOUCH_OPTIONS}
            onChange={(touch) => setView({ ...view, touch })}
            width={{ base: 'full', sm: '44' }}
          />
        </Flex>
      }
    >
      <ProfileSection
        title="Kosten en opbrengst"
        id="rendement-tabel"
        actions={
          <Button asChild variant="outline" size="sm">
            <a href={reportCsvHref(period, view.by, view.touch)} download>
              <Download aria-hidden /> Exporteer CSV
            </a>
          </Button>
        }
      >
        {!rows && report.loading && <ListSkeleton rows={4} label="Rendement laden..." />}
        {!rows && !report.loading && report.error && <ErrorState description={LOAD_ERROR} onRetry={retry} retrying={report.loading} />}
        {rows && (
          <Box data-report={stale ? 'loading' : 'ready'} aria-busy={stale || undefined} opacity={stale ? 0.6 : 1} transition="opacity 0.2s">
            {rows.length === 0 ? (
              <EmptyState
                title="Geen leads en geen kosten in deze periode"
                description="Kies een andere periode, of importeer hieronder de kosten van een advertentieplatform."
              />
            ) : (
              <Stack gap="2">
                <ChannelReportTable rows={rows} by={view.by} caption={caption} />
                <Text textStyle="xs" color="fg.muted">
                  Leads: aangemaakt in de periode. Gekwalificeerd: hot of warm, of in Voorstel gestuurd of verder. Omzet: de waarde van
                  gewonnen deals. Kosten per ... en ROAS (omzet gedeeld door kosten) alleen waar kosten zijn.
                </Text>
              </Stack>
            )}
            {!stale && (
              <Text srOnly role="status" aria-live="polite">
                {`Rendement bijgewerkt: ${rows.length} ${rows.length === 1 ? 'rij' : 'rijen'}.`}
              </Text>
            )}
          </Box>
        )}
      </ProfileSection>

      <ProfileSection title="Kosten per lead door de tijd" id="kosten-per-lead">
        {!points && series.loading && <Skeleton height="64" borderRadius="l2" aria-hidden />}
        {!points && !series.loading && series.error && (
          <ErrorState description="Kon de grafiek niet laden." onRetry={() => void series.refetch().catch(() => undefined)} />
        )}
        {points &&
          (points.points.length === 0 ? (
            <Text color="fg.muted">Geen kosten in deze periode, dus geen kosten per lead om te tonen.</Text>
          ) : (
            <CostPerLeadChart series={points} />
          ))}
      </ProfileSection>

      <Box display="grid" gridTemplateColumns={{ base: '1fr', xl: '1fr 1fr' }} gap="6" alignItems="start">
        <SpendImport />
        <ManualSpend thisMonth={monthOf(todayKey)} />
      </Box>
    </AdminPage>
  );
}
