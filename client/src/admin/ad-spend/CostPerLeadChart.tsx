import { useId } from 'react';
import { Box, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Chart, useChart } from '@chakra-ui/charts';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { chartColor } from '../shared/chart/chartColor';
import type { AdminCostPerLeadSeriesQuery, Channel } from '../../gql/graphql';
import { formatEuro, formatEuroCents } from '../shared/format/money';
import { bucketWords, channelName, formatDay, seriesRows } from './rendementView';

type Series = AdminCostPerLeadSeriesQuery['costPerLeadSeries'];

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

const CHANNEL_COLOURS: Record<Channel, string> = {
  PAID_SEARCH: 'blue.solid',
  PAID_SOCIAL: 'purple.solid',
  ORGANIC_SEARCH: 'green.solid',
  ORGANIC_SOCIAL: 'pink.solid',
  EMAIL: 'orange.solid',
  REFERRAL: 'teal.solid',
  DIRECT: 'gray.solid',
};

/**
 * Cost per lead over time, one line per channel with spend (@chakra-ui/charts over recharts, as on
 * the dashboard). The server computes every point; a stretch without leads or spend has none, and
 * the line breaks there. Screen readers get the chart as one image and the figures in a table.
 */
export function CostPerLeadChart({ series }: { series: Series }) {
  const descId = useId();
  const { channels, rows } = seriesRows(series.points);
  const chart = useChart({
    data: rows,
    series: channels.map((channel) => ({ name: channel, color: CHANNEL_COLOURS[channel], label: channelName(channel) })),
  });
  const words = bucketWords(series.bucket);

  return (
    <Box data-chart="cost-per-lead" data-bucket={series.bucket}>
      <Chart.Root chart={chart} h="64" aspectRatio="auto">
        <LineChart
          data={chart.data}
          responsive
          accessibilityLayer={false}
          role="img"
          aria-label={`Kosten per lead ${words}`}
          aria-describedby={descId}
          margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke={chartColor(chart, 'border')} vertical={false} />
          <XAxis
            dataKey={chart.key('start')}
            stroke={chartColor(chart, 'fg.muted')}
            tickFormatter={(key: string) => formatDay(key).replace(/ \d{4}$/, '')}
            axisLine={false}
            tickLine={false}
            interval="preserveStartEnd"
            minTickGap={24}
          />
          <YAxis
            stroke={chartColor(chart, 'fg.muted')}
            tickFormatter={(value: number) => formatEuro(value)}
            axisLine={false}
            tickLine={false}
            width={56}
          />
          <Tooltip
            isAnimationActive={false}
            content={
              <Chart.Tooltip
                // Chart.Tooltip also asks before it knows the stretch (with 'value'): only a day key is a day.
                labelFormatter={(label) => (typeof label === 'string' && DAY_KEY.test(label) ? `Vanaf ${formatDay(label)}` : '')}
                formatter={(value) => formatEuroCents(Number(value))}
              />
            }
          />
          <Legend content={<Chart.Legend />} />
          {chart.series.map((item) => (
            <Line
              key={item.name}
              type="monotone"
              dataKey={chart.key(item.name)}
              name={item.label as string}
              stroke={chartColor(chart, item.color)}
              strokeWidth={2}
              // A stretch with a cost per lead between two without one is a lone dot, not a line.
              dot={{ r: 3 }}
              connectNulls={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </Chart.Root>
      <Text id={descId} hidden>
        {`Lijndiagram van de kosten per lead ${words} voor ${channels.map(channelName).join(', ')}; de tabel hieronder geeft de cijfers.`}
      </Text>
      <VisuallyHidden>
        <Table.Root>
          <Table.Caption>Kosten per lead {words}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Vanaf</Table.ColumnHeader>
              <Table.ColumnHeader>Kanaal</Table.ColumnHeader>
              <Table.ColumnHeader>Kosten</Table.ColumnHeader>
              <Table.ColumnHeader>Leads</Table.ColumnHeader>
              <Table.ColumnHeader>Kosten per lead</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {series.points.map((point) => (
              <Table.Row key={`${point.start}:${point.channel}`}>
                <Table.Cell>{formatDay(point.start)}</Table.Cell>
                <Table.Cell>{channelName(point.channel)}</Table.Cell>
                <Table.Cell>{formatEuroCents(point.spend)}</Table.Cell>
                <Table.Cell>{point.leads}</Table.Cell>
                <Table.Cell>{point.costPerLead === null ? 'geen' : formatEuroCents(point.costPerLead)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Box>
  );
}
