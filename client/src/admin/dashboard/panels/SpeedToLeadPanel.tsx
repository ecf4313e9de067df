import { SimpleGrid, Stat, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import Timer from 'lucide-react/icons/timer';
import { AdminSpeedToLeadDocument } from '../../../gql/graphql';
import { sourceLabels } from '../../shared/lead/leadLabels';
import { Panel } from './Panel';

/** '12 min', '3,5 uur', '2 dagen': a wait in words. */
export function formatWait(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 60) return `${Math.round(minutes)} min`;
  if (minutes < 48 * 60) return `${(minutes / 60).toLocaleString('nl-NL', { maximumFractionDigits: 1 })} uur`;
  return `${Math.round(minutes / (24 * 60))} dagen`;
}

/** How fast leads of the period were contacted, overall and per channel (computed by the server). */
export function SpeedToLeadPanel({ from, to }: { from: string | null; to: string | null }) {
  const { data } = useQuery(AdminSpeedToLeadDocument, { variables: { from, to }, fetchPolicy: 'cache-and-network' });
  const speed = data?.speedToLead;
  if (!speed || speed.leads === 0) return null;
  return (
    <Panel
      name="speed-to-lead"
      title="Snelheid van opvolgen"
      description="Van aanvraag tot eerste contact (verplaatst uit Nieuw of 'Contact gehad')."
      icon={<Timer size={18} />}
    >
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        <Stat.Root>
          <Stat.Label>Mediaan</Stat.Label>
          <Stat.ValueText>{formatWait(speed.medianMinutes)}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root>
          <Stat.Label>Binnen 5 minuten</Stat.Label>
          <Stat.ValueText>{speed.within5Minutes}%</Stat.ValueText>
        </Stat.Root>
        <Stat.Root>
          <Stat.Label>Binnen 1 uur</Stat.Label>
          <Stat.ValueText>{speed.within1Hour}%</Stat.ValueText>
        </Stat.Root>
        <Stat.Root>
          <Stat.Label>Binnen 24 uur</Stat.Label>
          <Stat.ValueText>{speed.within24Hours}%</Stat.ValueText>
        </Stat.Root>
      </SimpleGrid>
      <Text textStyle="sm" color="fg.muted" mt="3">
        {speed.contacted} van {speed.leads} leads zijn al gecontacteerd.
      </Text>
      {speed.bySource.length > 1 && (
        <Table.Root size="sm" mt="3" aria-label="Snelheid per kanaal">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Kanaal</Table.ColumnHeader>
              <Table.ColumnHeader>Mediaan</Table.ColumnHeader>
              <Table.ColumnHeader>5 min</Table.ColumnHeader>
              <Table.ColumnHeader>1 uur</Table.ColumnHeader>
              <Table.ColumnHeader>24 uur</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {speed.bySource.map((row) => (
              <Table.Row key={row.source}>
                <Table.Cell>{sourceLabels[row.source]}</Table.Cell>
                <Table.Cell>{formatWait(row.medianMinutes)}</Table.Cell>
                <Table.Cell>{row.within5Minutes}%</Table.Cell>
                <Table.Cell>{row.within1Hour}%</Table.Cell>
                <Table.Cell>{row.within24Hours}%</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Panel>
  );
}
