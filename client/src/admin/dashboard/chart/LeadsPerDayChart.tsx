import { useId } from 'react';
import { Box, Flex, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { parseDayKey } from '../../shared/period/period';
import { describeDays, niceMax } from './chartText';

export interface DayCount {
  date: string;
  count: number;
}

const dayMonth = new Intl.DateTimeFormat('nl-NL', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const weekday = new Intl.DateTimeFormat('nl-NL', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

const asDate = (key: string) => {
  const { year, month, day } = parseDayKey(key);
  return new Date(Date.UTC(year, month - 1, day));
};

export const formatChartDay = (key: string) => dayMonth.format(asDate(key));

const HEIGHT = 160;
const SLOT = 12;

/**
 * Leads per day as a hand-made SVG bar chart: a few rects cost nothing in the admin chunk, where a
 * chart library would add tens of kilobytes for one picture. Screen readers get a summary (the
 * SVG's title and description) and every day in a visually hidden table; each bar has its own
 * tooltip for the mouse.
 */
export function LeadsPerDayChart({ days }: { days: readonly DayCount[] }) {
  const titleId = useId();
  const descId = useId();
  if (days.length === 0) return null;
  const max = niceMax(Math.max(...days.map((day) => day.count)));
  const width = days.length * SLOT;
  const gap = days.length > 60 ? 1 : 3;
  const ticks = [max, max / 2, 0];
  const labelled = days.length <= 3 ? days : [days[0], days[Math.floor((days.length - 1) / 2)], days[days.length - 1]];

  return (
    <Box data-chart="leads-per-day">
      <Flex gap="2">
        <Flex
          direction="column"
          justify="space-between"
          h={`${HEIGHT}px`}
          textStyle="xs"
          color="fg.muted"
          textAlign="end"
          minW="6"
          aria-hidden
        >
          {ticks.map((tick) => (
            <Text key={tick} lineHeight="1" fontVariantNumeric="tabular-nums">
              {Number.isInteger(tick) ? tick : ''}
            </Text>
          ))}
        </Flex>
        <Box flex="1" minW="0" color="brand.solid" position="relative">
          <svg
            role="img"
            aria-labelledby={titleId}
            aria-describedby={descId}
            viewBox={`0 0 ${width} ${HEIGHT}`}
            preserveAspectRatio="none"
            width="100%"
            height={HEIGHT}
            style={{ display: 'block', overflow: 'visible' }}
          >
            <title id={titleId}>Leads per dag</title>
            <desc id={descId}>{describeDays(days, formatChartDay)}</desc>
            {ticks.map((tick) => (
              <line
                key={tick}
                x1={0}
                x2={width}
                y1={HEIGHT - (tick / max) * HEIGHT}
                y2={HEIGHT - (tick / max) * HEIGHT}
                stroke="var(--chakra-colors-border)"
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {days.map((day, index) => {
              const height = (day.count / max) * HEIGHT;
              return (
                <rect
                  key={day.date}
                  data-day={day.date}
                  data-count={day.count}
                  x={index * SLOT + gap / 2}
                  y={HEIGHT - height}
                  width={SLOT - gap}
                  height={Math.max(height, 0)}
                  rx={days.length > 60 ? 0 : 2}
                  fill="currentColor"
                >
                  <title>{`${weekday.format(asDate(day.date))}: ${day.count} ${day.count === 1 ? 'lead' : 'leads'}`}</title>
                </rect>
              );
            })}
          </svg>
          <Flex justify="space-between" mt="2" textStyle="xs" color="fg.muted" aria-hidden>
            {labelled.map((day) => (
              <Text key={day.date}>{formatChartDay(day.date)}</Text>
            ))}
          </Flex>
        </Box>
      </Flex>
      <VisuallyHidden>
        <Table.Root>
          <Table.Caption>Leads per dag</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Datum</Table.ColumnHeader>
              <Table.ColumnHeader>Leads</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {days.map((day) => (
              <Table.Row key={day.date}>
                <Table.Cell>{weekday.format(asDate(day.date))}</Table.Cell>
                <Table.Cell>{day.count}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Box>
  );
}
