import type { ReactNode } from 'react';
import { Table, Text, VisuallyHidden } from '@chakra-ui/react';
import type { AdminChannelReportQuery, ReportGrouping } from '../../gql/graphql';
import { formatEuroCents } from '../shared/format/money';
import { channelName, formatRoas } from './rendementView';

type Row = AdminChannelReportQuery['channelReport'][number];

/** A ratio the server left out (no spend, or nothing to divide by): a dash, 'geen' to screen readers. */
function Ratio({ value, format }: { value: number | null; format: (value: number) => string }) {
  if (value === null) {
    return (
      <>
        <Text as="span" aria-hidden color="fg.subtle">
          —
        </Text>
        <VisuallyHidden>geen</VisuallyHidden>
      </>
    );
  }
  return <>{format(value)}</>;
}

const COLUMNS: readonly { header: ReactNode; cell: (row: Row) => ReactNode }[] = [
  { header: 'Kosten', cell: (row) => formatEuroCents(row.spend) },
  { header: 'Leads', cell: (row) => row.leads },
  { header: 'Gekwalificeerd', cell: (row) => row.qualifiedLeads },
  { header: 'Gewonnen', cell: (row) => row.wonDeals },
  { header: 'Omzet', cell: (row) => formatEuroCents(row.revenue) },
  { header: 'Kosten per lead', cell: (row) => <Ratio value={row.costPerLead} format={formatEuroCents} /> },
  { header: 'Per gekwalificeerde lead', cell: (row) => <Ratio value={row.costPerQualifiedLead} format={formatEuroCents} /> },
  { header: 'Per gewonnen deal', cell: (row) => <Ratio value={row.costPerWonDeal} format={formatEuroCents} /> },
  { header: 'ROAS', cell: (row) => <Ratio value={row.roas} format={formatRoas} /> },
];

/**
 * The report as the server computed it, one row per channel (or channel and campaign). On a phone
 * the table scrolls sideways with the channel column kept in view.
 */
export function ChannelReportTable({ rows, by, caption }: { rows: readonly Row[]; by: ReportGrouping; caption: string }) {
  const byCampaign = by === 'CAMPAIGN';
  const sticky = { position: 'sticky', left: 0, bg: 'bg.panel', zIndex: 1 } as const;
  return (
    // Positioned, so the visually hidden words inside it are clipped with the table and a phone's
    // page does not grow sideways; focusable with a name, so the keyboard can scroll it.
    <Table.ScrollArea
      position="relative"
      role="region"
      borderWidth="1px"
      borderRadius="l2"
      tabIndex={0}
      aria-label={`${caption} (schuift opzij)`}
      data-testid="channel-report"
    >
      <Table.Root size="sm" interactive>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader {...sticky} minW={byCampaign ? '56' : '36'}>
              {byCampaign ? 'Kanaal en campagne' : 'Kanaal'}
            </Table.ColumnHeader>
            {COLUMNS.map(({ header }, index) => (
              <Table.ColumnHeader key={index} textAlign="end" whiteSpace="nowrap">
                {header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row
              key={`${row.channel ?? ''}:${row.campaign ?? ''}`}
              data-channel={row.channel ?? ''}
              data-campaign={row.campaign ?? ''}
            >
              <Table.ColumnHeader as="th" scope="row" {...sticky} fontWeight="medium" textStyle="sm">
                {channelName(row.channel)}
                {byCampaign && (
                  <Text as="span" display="block" fontWeight="normal" color={row.campaign ? 'fg' : 'fg.muted'} wordBreak="break-word">
                    {row.campaign ?? 'zonder campagne'}
                  </Text>
                )}
              </Table.ColumnHeader>
              {COLUMNS.map(({ cell }, index) => (
                <Table.Cell key={index} textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                  {cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
