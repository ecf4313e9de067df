import { useState, type FormEvent } from 'react';
import { Badge, Box, Button, Checkbox, Code, Field, Flex, Heading, Input, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminCreateWebhookDocument,
  AdminDeleteWebhookDocument,
  AdminRedeliverWebhookDocument,
  AdminWebhooksDocument,
  type WebhookEvent,
} from '../../gql/graphql';
import { toaster } from '../../lib/toaster';
import { formatDateTime } from '../shared/format/dates';
import { AdminPage } from '../shared/ui/AdminPage';
import { ConfirmDialog } from '../shared/ui/ConfirmDialog';
import { ListStates } from '../shared/ui/ListStates';
import { DELIVERY_STATUS_LABELS, WEBHOOK_EVENT_LABELS } from './webhookLabels';
import { failureToast } from '../shared/apollo/errorToast';

const ALL_EVENTS = Object.keys(WEBHOOK_EVENT_LABELS) as WebhookEvent[];

/** /admin/webhooks: outgoing webhooks (docs/lead-api.md), their delivery log and 'Opnieuw versturen'. */
export function WebhooksPage() {
  const { data, loading, error, refetch } = useQuery(AdminWebhooksDocument, { fetchPolicy: 'cache-and-network', pollInterval: 10_000 });
  const [create, { loading: creating }] = useMutation(AdminCreateWebhookDocument);
  const [remove] = useMutation(AdminDeleteWebhookDocument);
  const [redeliver] = useMutation(AdminRedeliverWebhookDocument);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(ALL_EVENTS);
  const [formError, setFormError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  const onCreate = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    try {
      const result = await create({ variables: { input: { url: url.trim(), events } } });
      setSecret(result.data?.createWebhook.secret ?? null);
      setUrl('');
      await refetch();
    } catch (cause) {
      setFormError((cause as Error).message);
    }
  };

  const onRedeliver = async (id: string) => {
    try {
      await redeliver({ variables: { id } });
      toaster.create({ type: 'success', title: 'Wordt opnieuw verstuurd' });
      await refetch();
    } catch (cause) {
      failureToast('Opnieuw versturen mislukt', cause);
    }
  };

  return (
    <AdminPage
      title="Webhooks"
      description="Laat andere systemen direct weten wanneer er iets met een lead gebeurt (Standard Webhooks, ondertekend)."
    >
      <Box as="form" onSubmit={(event: FormEvent) => void onCreate(event)} borderWidth="1px" borderRadius="l2" p="4">
        <Stack gap="3">
          <Heading as="h2" size="sm">
            Nieuwe webhook
          </Heading>
          <Field.Root invalid={Boolean(formError)} required>
            <Field.Label>URL</Field.Label>
            <Input type="url" value={url} onChange={(event) => setUrl(event.target.value)} placeholder="https://voorbeeld.nl/hooks/leads" />
            {formError && <Field.ErrorText>{formError}</Field.ErrorText>}
          </Field.Root>
          <Box as="fieldset">
            <Text as="legend" textStyle="sm" fontWeight="medium" mb="1">
              Gebeurtenissen
            </Text>
            <Flex gap="4" wrap="wrap">
              {ALL_EVENTS.map((name) => (
                <Checkbox.Root
                  key={name}
                  checked={events.includes(name)}
                  onCheckedChange={(change) =>
                    setEvents((current) => (change.checked ? [...current, name] : current.filter((e) => e !== name)))
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{WEBHOOK_EVENT_LABELS[name]}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Flex>
          </Box>
          <Button type="submit" alignSelf="flex-start" loading={creating} disabled={events.length === 0 || url.trim() === ''}>
            Webhook toevoegen
          </Button>
          {secret && (
            <Box role="status" bg="bg.muted" p="3" borderRadius="l2">
              <Text fontWeight="medium">Geheime sleutel (alleen nu zichtbaar, bewaar hem goed):</Text>
              <Code data-testid="webhook-secret" wordBreak="break-all">
                {secret}
              </Code>
            </Box>
          )}
        </Stack>
      </Box>

      <ListStates
        items={data?.webhooks}
        loading={loading}
        error={error}
        loadingLabel="Webhooks laden..."
        skeletonRows={3}
        errorDescription="Kon de webhooks niet laden."
        onRetry={() => void refetch().catch(() => undefined)}
        empty={{ title: 'Nog geen webhooks.', description: 'Voeg hierboven een URL toe om meldingen te ontvangen.' }}
      >
        {(webhooks) =>
          webhooks.map((webhook) => (
            <Box key={webhook.id} borderWidth="1px" borderRadius="l2" p="4" data-testid="webhook">
              <Flex justify="space-between" gap="3" wrap="wrap">
                <Box>
                  <Text fontWeight="medium" wordBreak="break-all">
                    {webhook.url}
                  </Text>
                  <Text textStyle="xs" color="fg.muted">
                    {webhook.events.map((name) => WEBHOOK_EVENT_LABELS[name]).join(', ')} · sinds {formatDateTime(webhook.createdAt)}
                  </Text>
                </Box>
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(webhook.id)}>
                  Verwijderen
                </Button>
              </Flex>
              {webhook.deliveries.length === 0 ? (
                <Text textStyle="sm" color="fg.muted" mt="3">
                  Nog niets verstuurd.
                </Text>
              ) : (
                <Table.ScrollArea mt="3">
                  <Table.Root size="sm" aria-label={`Afleveringen van ${webhook.url}`}>
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>Wanneer</Table.ColumnHeader>
                        <Table.ColumnHeader>Gebeurtenis</Table.ColumnHeader>
                        <Table.ColumnHeader>Status</Table.ColumnHeader>
                        <Table.ColumnHeader>Poging</Table.ColumnHeader>
                        <Table.ColumnHeader>HTTP</Table.ColumnHeader>
                        <Table.ColumnHeader>
                          <VisuallyHidden>Acties</VisuallyHidden>
                        </Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {webhook.deliveries.map((delivery) => {
                        const status = DELIVERY_STATUS_LABELS[delivery.status];
                        return (
                          <Table.Row key={delivery.id}>
                            <Table.Cell whiteSpace="nowrap">{formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt)}</Table.Cell>
                            <Table.Cell>{WEBHOOK_EVENT_LABELS[delivery.event]}</Table.Cell>
                            <Table.Cell>
                              <Badge colorPalette={status.color}>{status.label}</Badge>
                              {delivery.error && (
                                <Text textStyle="xs" color="fg.muted">
                                  {delivery.error}
                                </Text>
                              )}
                            </Table.Cell>
                            <Table.Cell>{delivery.attempt}</Table.Cell>
                            <Table.Cell>{delivery.statusCode ?? '—'}</Table.Cell>
                            <Table.Cell>
                              <Button size="xs" variant="outline" onClick={() => void onRedeliver(delivery.id)}>
                                Opnieuw versturen
                              </Button>
                            </Table.Cell>
                          </Table.Row>
                        );
                      })}
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
              )}
            </Box>
          ))
        }
      </ListStates>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Webhook verwijderen?"
        description="Er worden geen meldingen meer naar deze URL gestuurd; het afleverlog verdwijnt ook."
        confirmLabel="Verwijderen"
        destructive
        onConfirm={async () => {
          await remove({ variables: { id: deleting! } });
          setDeleting(null);
          await refetch();
        }}
      />
    </AdminPage>
  );
}
