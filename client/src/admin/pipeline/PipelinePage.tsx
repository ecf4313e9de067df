import { useMemo, useState } from 'react';
import { Box, Flex, NativeSelect, Stat, Text } from '@chakra-ui/react';
import { formatEuro } from '../shared/format/money';
import { AdminPage } from '../shared/ui/AdminPage';
import { CardGridSkeleton } from '../shared/ui/LoadingSkeleton';
import { ErrorState } from '../shared/ui/StateMessages';
import { BOARD_OUTCOMES, BOARD_PERIODS, boardFilter, type BoardOutcome, type BoardPeriod } from './boardFilters';
import { summarise } from './boardModel';
import { PipelineBoard } from './PipelineBoard';
import { useBoard } from './useBoard';

function FilterSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange(value: Value): void;
}) {
  return (
    <NativeSelect.Root size="sm" width={{ base: 'full', sm: '48' }}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.currentTarget.value as Value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** /admin/pipeline (SPEC section 2, Pipeline): the live sales kanban. */
export function PipelinePage() {
  const [period, setPeriod] = useState<BoardPeriod>('all');
  const [outcome, setOutcome] = useState<BoardOutcome>('ALL');
  const filter = useMemo(() => boardFilter(period, outcome), [period, outcome]);
  const board = useBoard(filter);
  const summary = useMemo(() => (board.columns ? summarise(board.columns) : undefined), [board.columns]);

  const filters = (
    <>
      <FilterSelect<BoardPeriod> label="Periode" value={period} options={BOARD_PERIODS} onChange={setPeriod} />
      <FilterSelect<BoardOutcome> label="Uitkomst" value={outcome} options={BOARD_OUTCOMES} onChange={setOutcome} />
    </>
  );

  return (
    <AdminPage title="Pipeline" heading="Sales Pipeline" description="Sleep leads naar de volgende fase of gebruik het toetsenbord." actions={filters}>
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
          <PipelineBoard board={board} summaries={summary.columns} />
        </Flex>
      )}
    </AdminPage>
  );
}
