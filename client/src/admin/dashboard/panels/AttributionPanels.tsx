import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link, SimpleGrid, Table, Text } from '@chakra-ui/react';
import Megaphone from 'lucide-react/icons/megaphone';
import Route from 'lucide-react/icons/route';
import type { AdminDashboardQuery } from '../../../gql/graphql';
import { paths } from '../../../lib/paths';
import { formatEuro } from '../../shared/format/money';
import { channelLabels } from '../../shared/lead/leadLabels';
import { Panel } from './Panel';
import { ShareBar } from './ShareBar';

type Dashboard = AdminDashboardQuery['dashboard'];

interface Row {
  key: string;
  label: ReactNode;
  leads: number;
  hotLeads: number;
  hotPercent: number;
  wonDeals: number;
  wonValue: number;
}

/** Leads, hot share, won deals and won value per group: a plain table that reads well aloud. */
function FiguresTable({ caption, first, rows, empty }: { caption: string; first: string; rows: Row[]; empty: string }) {
  if (rows.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" variant="line">
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{first}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Leads</Table.ColumnHeader>
            <Table.ColumnHeader minW="24">Hot</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Gewonnen</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Waarde</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key} data-row={row.key}>
              <Table.Cell>{row.label}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {row.leads}
              </Table.Cell>
              <Table.Cell>
                <Text textStyle="xs" mb="1" fontVariantNumeric="tabular-nums">
                  {row.hotLeads} ({row.hotPercent}%)
                </Text>
                <ShareBar percent={row.hotPercent} palette="red" />
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {row.wonDeals}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {formatEuro(row.wonValue)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

const campaignHref = (campaign: string) => `${paths.admin.leads.getHref()}?${new URLSearchParams({ campagne: campaign })}`;

/** Where the period's leads came from: per channel and per campaign (docs/lead-api.md, "Attribution"). */
export function AttributionPanels({ dashboard }: { dashboard: Dashboard }) {
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4" alignItems="start">
      <Panel name="channels" title="Kanalen" description="Leads, hot leads en gewonnen deals per kanaal" icon={<Route size={18} />}>
        <FiguresTable
          caption="Leads per kanaal"
          first="Kanaal"
          empty="Geen leads in deze periode."
          rows={dashboard.channels.map((row) => ({
            ...row,
            key: row.channel ?? 'unknown',
            label: row.channel ? channelLabels[row.channel] : 'Onbekend',
          }))}
        />
      </Panel>
      <Panel
        name="campaigns"
        title="Campagnes"
        description="Top 10 campagnes (utm_campaign) op aantal leads"
        icon={<Megaphone size={18} />}
      >
        <FiguresTable
          caption="Leads per campagne"
          first="Campagne"
          empty="Nog geen leads uit een campagne in deze periode."
          rows={dashboard.campaigns.map((row) => ({
            ...row,
            key: row.campaign,
            label: (
              <Link asChild colorPalette="brand" wordBreak="break-word">
                <RouterLink to={campaignHref(row.campaign)}>{row.campaign}</RouterLink>
              </Link>
            ),
          }))}
        />
      </Panel>
    </SimpleGrid>
  );
}
