import { useMemo, useState } from 'react';
import { Box, Flex, Stat, Text } from '@chakra-ui/react';
import { formatEuro } from '../shared/format/money';
import { dayKey, parseDayKey, type PeriodSelection } from '../shared/period/period';
import { PeriodSelect } from '../shared/period/PeriodSelect';
import { useToday } from '../shared/period/useToday';
import { AdminPage } from '../shared/ui/AdminPage';
import { FilterSelect } from '../shared/ui/FilterSelect';
import { CardGridSkeleton } from '../shared/ui/LoadingSkeleton';
import { ErrorState } from '../shared/ui/StateMessages';
import { BOARD_OUTCOMES, boardFilter, type BoardOutcome } from './boardFilters';
import { summarise } from './boardModel';
import { PipelineBoard } from './PipelineBoard';
import { useBoard } from './useBoard';
import { useColumnSettings } from './useColumnSettings';

/** /admin/pipeline (Pipeline): the live sales kanban. */
export function PipelinePage() {
  const [period, setPeriod] = useState<PeriodSelection>({ preset: 'all' });
  const [outcome, setOutcome] = useState<BoardOutcome>('ALL');
  const today = useToday();
  const todayKey = dayKey(today);
  // Keyed on the day (useToday returns a new object each render): the filter moves on at midnight.
  const filter = useMemo(() => boardFilter(period, outcome, parseDayKey(todayKey)), [period, outcome, todayKey]);
  const board = useBoard(filter);
  const columnSettings = useColumnSettings();
  const summary = useMemo(() => (board.columns ? summarise(board.columns) : undefined), [board.columns]);

  const filters = (
    <Flex gap="2" wrap="wrap" align="flex-end" w={{ base: 'full', md: 'auto' }}>
      <PeriodSelect value={period} onChange={setPeriod} today={today} />
      <FilterSelect<BoardOutcome> label="Uitkomst" value={outcome} options={BOARD_OUTCOMES} onChange={setOutcome} />
    </Flex>
  );

  return (
    <AdminPage
      title="Pipeline"
      heading="Sales Pipeline"
      description="Sleep leads naar de volgende fase of gebruik het toetsenbord."
      actions={filters}
    >
      {board.loading ? (
        <CardGridSkeleton cards={4} columns={{ base: 1, sm: 2, lg: 4 }} label="Pipeline laden..." />
      ) : board.error || !board.columns || !summary ? (
        <ErrorState description="Kon leads niet laden. Probeer het opnieuw." onRetry={board.retry} />
      ) : (
        <Flex direction="column" gap="4">
          <Flex align="center" gap="4" wrap="wrap">
            <Stat.Root size="sm" borderWidth="1px" borderRadius="l3" px="4" py="3" bg="bg.panel" flex="0 0 auto">
              <Stat.Label>Totale pipeline waarde</Stat.Label>
              <Stat.ValueText data-testid="pipeline-total">{formatEuro(summary.total)}</Stat.ValueText>
            </Stat.Root>
            <Box>
              <Text fontSize="sm" color="fg.muted">
                {Object.values(summary.columns).reduce((sum, column) => sum + column.count, 0)} leads getoond
              </Text>
            </Box>
          </Flex>
          <PipelineBoard board={board} summaries={summary.columns} columnSettings={columnSettings} />
        </Flex>
      )}
    </AdminPage>
  );
}
