import { useState } from 'react';
import { Button, Field, Flex, Input, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { AdminAuditEventsDocument, type AuditFilterInput } from '../../gql/graphql';
import { formatDateTime } from '../shared/format/dates';
import { AdminPage } from '../shared/ui/AdminPage';
import { FilterSelect } from '../shared/ui/FilterSelect';
import { ListStates } from '../shared/ui/ListStates';
import { AUDIT_ACTION_LABELS, auditActionLabel } from './auditLabels';
import { RetentionPolicyCard } from './RetentionPolicyCard';

const PAGE = 50;
const ACTION_OPTIONS = [
  { value: '', label: 'Alle acties' },
  ...Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label })),
];
const CREDENTIAL_LABELS: Record<string, string> = { session: 'sessie', token: 'API-token', system: 'systeem' };

/** /admin/audit: sign-ins, account and token changes, exports, erasures and deletions; filterable, newest first. */
export function AuditLogPage() {
  const [action, setAction] = useState('');
  const [email, setEmail] = useState('');
  const filter: AuditFilterInput = { ...(action && { action }), ...(email.trim() && { actorEmail: email.trim() }) };
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminAuditEventsDocument, {
    variables: { filter, limit: PAGE, offset: 0 },
    fetchPolicy: 'cache-and-network',
  });
  const events = data?.auditEvents ?? [];
  const [more, setMore] = useState(true);

  const loadMore = async () => {
    const result = await fetchMore({
      variables: { offset: events.length },
      updateQuery: (previous, { fetchMoreResult }) => ({ auditEvents: [...previous.auditEvents, ...fetchMoreResult.auditEvents] }),
    });
    setMore((result.data?.auditEvents.length ?? 0) === PAGE);
  };

  return (
    <AdminPage
      title="Auditlog"
      description="Wie wat deed, wanneer en vanaf welk adres. Oudere regels worden na de bewaartermijn verwijderd."
    >
      <RetentionPolicyCard />
      <Flex gap="3" wrap="wrap" align="flex-end" as="search">
        <FilterSelect label="Actie" value={action} options={ACTION_OPTIONS} onChange={setAction} width={{ base: 'full', sm: '64' }} />
        <Field.Root w={{ base: 'full', sm: '64' }}>
          <Field.Label textStyle="xs" color="fg.muted">
            E-mail (deel van)
          </Field.Label>
          <Input size="sm" type="search" value={email} onChange={(event) => setEmail(event.target.value)} />
        </Field.Root>
      </Flex>
      <ListStates
        items={data?.auditEvents}
        loading={loading}
        error={error}
        loadingLabel="Auditlog laden..."
        skeletonRows={5}
        errorDescription="Kon het auditlog niet laden."
        onRetry={() => void refetch().catch(() => undefined)}
        empty={{ title: 'Geen regels gevonden met de huidige filters.' }}
      >
        {(events) => (
          <>
            <Table.ScrollArea borderWidth="1px" borderRadius="l2">
              <Table.Root size="sm" data-testid="audit-table">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Wanneer</Table.ColumnHeader>
                    <Table.ColumnHeader>Actie</Table.ColumnHeader>
                    <Table.ColumnHeader>Wie</Table.ColumnHeader>
                    <Table.ColumnHeader>Vanaf</Table.ColumnHeader>
                    <Table.ColumnHeader>Betreft</Table.ColumnHeader>
                    <Table.ColumnHeader>Details</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {events.map((event) => (
                    <Table.Row key={event.id}>
                      <Table.Cell whiteSpace="nowrap">{formatDateTime(event.at)}</Table.Cell>
                      <Table.Cell>{auditActionLabel(event.action)}</Table.Cell>
                      <Table.Cell>
                        {event.actorEmail ?? '—'}
                        {event.credential && (
                          <Text as="span" color="fg.muted">
                            {' '}
                            ({CREDENTIAL_LABELS[event.credential] ?? event.credential})
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell>{event.ip ?? '—'}</Table.Cell>
                      <Table.Cell>{event.targetType ? `${event.targetType} ${event.targetId?.slice(0, 8) ?? ''}` : '—'}</Table.Cell>
                      <Table.Cell fontFamily="mono" textStyle="xs">
                        {event.details ?? ''}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
            {more && events.length >= PAGE && (
              <Button alignSelf="center" variant="outline" size="sm" onClick={() => void loadMore()} loading={loading}>
                Meer laden
              </Button>
            )}
          </>
        )}
      </ListStates>
    </AdminPage>
  );
}
