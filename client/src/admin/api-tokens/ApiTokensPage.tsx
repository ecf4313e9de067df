import { useState, type FormEvent } from 'react';
import { Badge, Button, Checkbox, Code, Field, Flex, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminApiTokensDocument,
  AdminCreateApiTokenDocument,
  AdminRevokeApiTokenDocument,
  type AdminApiTokensQuery,
} from '../../gql/graphql';
import { toaster } from '../../lib/toaster';
import { formatDate, formatDateTime } from '../shared/format/dates';
import { ListStates } from '../shared/ui/ListStates';
import { AdminPage } from '../shared/ui/AdminPage';
import { failureToast } from '../shared/apollo/errorToast';

type Token = AdminApiTokensQuery['apiTokens'][number];

/**
 * /admin/api-tokens: the API tokens of internal tools (docs/lead-api.md): optional expiry, read-only
 * scope, last use; the secret is shown once. The Team screen counts each account's tokens.
 */
export function ApiTokensPage() {
  const { data, loading, error, refetch } = useQuery(AdminApiTokensDocument, { fetchPolicy: 'cache-and-network' });
  const onChanged = () => void refetch().catch(() => undefined);
  const [create, { loading: creating }] = useMutation(AdminCreateApiTokenDocument);
  const [revoke] = useMutation(AdminRevokeApiTokenDocument);
  const [name, setName] = useState('');
  const [readOnly, setReadOnly] = useState(true);
  const [expiresOn, setExpiresOn] = useState('');
  const [secret, setSecret] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      // A date means "through that day": the token ends at the end of it, local time.
      const expiresAt = expiresOn ? new Date(`${expiresOn}T23:59:59`).toISOString() : null;
      const result = await create({ variables: { name, readOnly, expiresAt } });
      setSecret(result.data?.createApiToken ?? null);
      setName('');
      onChanged();
    } catch (error) {
      failureToast('Fout bij aanmaken token', error, 'Kon de token niet aanmaken.');
    }
  };

  const revokeToken = async (token: Token) => {
    try {
      await revoke({ variables: { id: token.id } });
      toaster.create({ type: 'success', title: 'Token ingetrokken', description: `${token.name} werkt niet meer.` });
      onChanged();
    } catch (error) {
      failureToast('Fout bij intrekken', error, 'Kon de token niet intrekken.');
    }
  };

  const now = Date.now();
  return (
    <AdminPage title="API-tokens" description="Interne tools gebruiken een token in plaats van een wachtwoord.">
      <Stack gap="4">
        <ListStates
          items={data?.apiTokens}
          loading={loading}
          error={error}
          loadingLabel="Tokens laden..."
          skeletonRows={2}
          errorDescription="Kon de API-tokens niet laden. Probeer het opnieuw."
          onRetry={onChanged}
          empty={{ title: 'Nog geen API-tokens.', description: 'Interne tools gebruiken een token in plaats van een wachtwoord.' }}
        >
          {(tokens) => (
            <Table.ScrollArea borderWidth="1px" borderRadius="l2">
              <Table.Root size="sm" data-testid="token-table">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Naam</Table.ColumnHeader>
                    <Table.ColumnHeader>Van</Table.ColumnHeader>
                    <Table.ColumnHeader>Rechten</Table.ColumnHeader>
                    <Table.ColumnHeader>Verloopt</Table.ColumnHeader>
                    <Table.ColumnHeader>Laatst gebruikt</Table.ColumnHeader>
                    <Table.ColumnHeader />
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {tokens.map((token) => {
                    const expired = token.expiresAt !== null && token.expiresAt !== undefined && new Date(token.expiresAt).getTime() <= now;
                    return (
                      <Table.Row key={token.id}>
                        <Table.Cell>{token.name}</Table.Cell>
                        <Table.Cell>{token.ownerEmail}</Table.Cell>
                        <Table.Cell>
                          <Badge colorPalette={token.readOnly ? 'gray' : 'orange'}>
                            {token.readOnly ? 'Alleen lezen' : 'Lezen en schrijven'}
                          </Badge>
                        </Table.Cell>
                        <Table.Cell>
                          {token.expiresAt ? formatDate(token.expiresAt) : 'Nooit'}
                          {expired && (
                            <Badge ms="2" colorPalette="red">
                              verlopen
                            </Badge>
                          )}
                        </Table.Cell>
                        <Table.Cell>{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'Nog niet'}</Table.Cell>
                        <Table.Cell>
                          <Button size="xs" variant="outline" colorPalette="red" onClick={() => void revokeToken(token)}>
                            Intrekken
                          </Button>
                        </Table.Cell>
                      </Table.Row>
                    );
                  })}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </ListStates>

        {secret && (
          <Stack role="status" gap="2" p="3" borderWidth="1px" borderColor="border.warning" borderRadius="l2" bg="bg.warning">
            <Text fontWeight="medium">Kopieer deze token nu: hij wordt niet nog eens getoond.</Text>
            <Code data-testid="new-token" p="2" userSelect="all" wordBreak="break-all">
              {secret}
            </Code>
            <Button size="xs" alignSelf="flex-start" variant="outline" onClick={() => setSecret(null)}>
              Verbergen
            </Button>
          </Stack>
        )}

        <form onSubmit={(event) => void submit(event)} aria-label="Nieuwe API-token">
          <Flex gap="3" wrap="wrap" align="flex-end">
            <Field.Root required w={{ base: 'full', md: '64' }}>
              <Field.Label>Naam van de tool</Field.Label>
              <Input value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
            </Field.Root>
            <Field.Root w={{ base: 'full', md: '48' }}>
              <Field.Label>Verloopt op (optioneel)</Field.Label>
              <Input type="date" value={expiresOn} onChange={(event) => setExpiresOn(event.target.value)} />
            </Field.Root>
            <Checkbox.Root checked={readOnly} onCheckedChange={(details) => setReadOnly(details.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Alleen lezen</Checkbox.Label>
            </Checkbox.Root>
            <Button type="submit" loading={creating} loadingText="Bezig...">
              Token aanmaken
            </Button>
          </Flex>
        </form>
      </Stack>
    </AdminPage>
  );
}
