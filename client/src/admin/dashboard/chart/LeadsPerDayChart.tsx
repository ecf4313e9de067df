import { useId } from 'react';
import { Box, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis, type BarShapeProps } from 'recharts';
import { chartColor } from '../../shared/chart/chartColor';
import { axisTicks, describeDays, formatChartDay, formatChartWeekday, formatTooltipDay, leadsText, niceMax } from './chartText';

export interface DayCount {
  date: string;
  count: number;
}

/**
 * One day's bar, drawn as a plain rect that names its day and count, also for a day without leads
 * (recharts draws no bar of height 0 unless the shape is custom). e2e/admin-dashboard.test.ts reads
 * the chart's figures from these attributes.
 */
function DayBar({ x, y, width, height, fill, payload }: BarShapeProps) {
  const day = payload as DayCount;
  return (
    <rect
      data-day={day.date}
      data-count={day.count}
      x={x}
      y={y}
      width={width}
      height={Math.max(height, 0)}
      rx={width > 6 ? 2 : 0}
      fill={fill}
    />
  );
}

/**
 * Leads per day as a bar chart: @chakra-ui/charts (recharts with Chakra's tokens and tooltip),
 * loaded only with the dashboard's admin chunk. Screen readers get the chart as one image with a
 * summary for its description, and every day in a visually hidden table; the mouse gets a tooltip
 * per day.
 */
export function LeadsPerDayChart({ days }: { days: readonly DayCount[] }) {
  const descId = useId();
  const chart = useChart<DayCount>({ data: [...days], series: [{ name: 'count', color: 'brand.solid', label: 'Leads' }] });
  if (days.length === 0) return null;
  const max = niceMax(Math.max(...days.map((day) => day.count)));

  return (
    <Box data-chart="leads-per-day">
      <Chart.Root chart={chart} h="48" aspectRatio="auto">
        <BarChart
          data={chart.data}
          responsive
          // The table below is the keyboard and screen reader view; the drawing is one image.
          accessibilityLayer={false}
          role="img"
          aria-label="Leads per dag"
          aria-describedby={descId}
          margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
          barCategoryGap={days.length > 60 ? 1 : '20%'}
        >
          <CartesianGrid stroke={chartColor(chart, 'border')} vertical={false} />
          {/* An axis paints its labels in its stroke colour (the axis line itself is hidden). */}
          <XAxis
            dataKey={chart.key('date')}
            stroke={chartColor(chart, 'fg.muted')}
            tickFormatter={formatChartDay}
            axisLine={false}
            tickLine={false}
            interval="preserveStartEnd"
            minTickGap={24}
          />
          <YAxis
            domain={[0, max]}
            ticks={axisTicks(max)}
            allowDecimals={false}
            stroke={chartColor(chart, 'fg.muted')}
            axisLine={false}
            tickLine={false}
            width={32}
          />
          <Tooltip
            cursor={{ fill: chartColor(chart, 'bg.muted') }}
            isAnimationActive={false}
            content={
              <Chart.Tooltip
                hideIndicator
                labelFormatter={formatTooltipDay}
                // Chart.Tooltip hands `render` the hovered day's data row (its own type says a
                // tooltip entry). A day without leads says so, where the value column stays empty.
                render={(row) => <Text>{leadsText((row as unknown as DayCount).count)}</Text>}
              />
            }
          />
          <Bar
            dataKey={chart.key('count')}
            fill={chartColor(chart, 'brand.solid')}
            maxBarSize={48}
            isAnimationActive={false}
            shape={DayBar}
          />
        </BarChart>
      </Chart.Root>
      <Text id={descId} hidden>
        {describeDays(days, formatChartDay)}
      </Text>
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
                <Table.Cell>{formatChartWeekday(day.date)}</Table.Cell>
                <Table.Cell>{day.count}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Box>
  );
}
