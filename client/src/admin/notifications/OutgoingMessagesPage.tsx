import { Badge, Button, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminOutgoingMessagesDocument, AdminResendOutgoingMessageDocument } from '../../gql/graphql';
import { toaster } from '../../lib/toaster';
import { formatDateTime } from '../shared/format/dates';
import { AdminPage } from '../shared/ui/AdminPage';
import { ListStates } from '../shared/ui/ListStates';
import { MESSAGE_KIND_LABELS, MESSAGE_STATUS_LABELS } from './notificationLabels';
import { failureToast } from '../shared/apollo/errorToast';

/** /admin/berichten: every notification e-mail, sent or (without SMTP_URL) only kept. */
export function OutgoingMessagesPage() {
  const { data, loading, error, refetch } = useQuery(AdminOutgoingMessagesDocument, {
    fetchPolicy: 'cache-and-network',
    pollInterval: 10_000,
  });
  const [resend, { loading: resending }] = useMutation(AdminResendOutgoingMessageDocument);

  const onResend = async (id: string) => {
    try {
      await resend({ variables: { id } });
      toaster.create({ type: 'success', title: 'Bericht staat weer in de wachtrij' });
      await refetch();
    } catch (cause) {
      failureToast('Opnieuw versturen mislukt', cause);
    }
  };

  return (
    <AdminPage
      title="Uitgaande berichten"
      description="De e-mails die het systeem verstuurt bij nieuwe en hete leads, en het dagoverzicht."
    >
      {data && !data.mailSending && (
        <Text role="status" borderWidth="1px" borderRadius="l2" p="3" bg="bg.muted">
          Er is geen SMTP-server ingesteld (SMTP_URL): berichten worden niet verstuurd, alleen hier bewaard, zodat je ziet wat er uit zou
          gaan.
        </Text>
      )}
      <ListStates
        items={data?.outgoingMessages}
        loading={loading}
        error={error}
        loadingLabel="Berichten laden..."
        skeletonRows={5}
        errorDescription="Kon de berichten niet laden."
        onRetry={() => void refetch().catch(() => undefined)}
        empty={{ title: 'Nog geen berichten.', description: 'Zodra er een lead binnenkomt, staat hier de e-mail die erbij hoort.' }}
      >
        {(messages) => (
          <Table.ScrollArea borderWidth="1px" borderRadius="l2">
            <Table.Root size="sm" data-testid="outgoing-messages">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Wanneer</Table.ColumnHeader>
                  <Table.ColumnHeader>Soort</Table.ColumnHeader>
                  <Table.ColumnHeader>Aan</Table.ColumnHeader>
                  <Table.ColumnHeader>Onderwerp</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <VisuallyHidden>Acties</VisuallyHidden>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {messages.map((message) => {
                  const status = MESSAGE_STATUS_LABELS[message.status];
                  return (
                    <Table.Row key={message.id}>
                      <Table.Cell whiteSpace="nowrap">{formatDateTime(message.createdAt)}</Table.Cell>
                      <Table.Cell>{MESSAGE_KIND_LABELS[message.kind] ?? message.kind}</Table.Cell>
                      <Table.Cell>{message.recipient}</Table.Cell>
                      <Table.Cell>
                        <details>
                          <summary>{message.subject}</summary>
                          <Text as="pre" whiteSpace="pre-wrap" textStyle="xs" mt="2">
                            {message.text}
                          </Text>
                        </details>
                      </Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={status.color}>{status.label}</Badge>
                        {message.error && (
                          <Text textStyle="xs" color="fg.muted">
                            {message.error} (poging {message.attempts})
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell>
                        {data?.mailSending && (message.status === 'FAILED' || message.status === 'RETRYING') && (
                          <Button size="xs" variant="outline" loading={resending} onClick={() => void onResend(message.id)}>
                            Opnieuw versturen
                          </Button>
                        )}
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </ListStates>
    </AdminPage>
  );
}
