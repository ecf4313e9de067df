import { useState, type FormEvent } from 'react';
import { Button, Field, Flex, Input, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminDeleteManualSpendDocument, AdminManualSpendDocument, AdminSetManualSpendDocument, type Channel } from '../../gql/graphql';
import { toaster } from '../../lib/toaster';
import { userMessage } from '../shared/apollo/graphqlErrors';
import { formatEuroCents } from '../shared/format/money';
import { CHANNELS } from '../shared/lead/leadLabels';
import { ConfirmDialog } from '../shared/ui/ConfirmDialog';
import { FilterSelect } from '../shared/ui/FilterSelect';
import { ListSkeleton } from '../shared/ui/LoadingSkeleton';
import { ProfileSection } from '../shared/ui/ProfileSection';
import { ErrorState } from '../shared/ui/StateMessages';
import { channelName, formatMonth, parseEuroInput } from './rendementView';
import { failureToast } from '../shared/apollo/errorToast';

const REFRESHED = ['AdminChannelReport', 'AdminCostPerLeadSeries', 'AdminManualSpend'];
const CHANNEL_OPTIONS = CHANNELS.map((channel) => ({ value: channel, label: channelName(channel) }));

interface Entry {
  id: string;
  channel: Channel;
  month: string;
  amount: number;
}

/**
 * 'Handmatige kosten': spend no platform exports (a flyer, a directory listing) per channel and
 * month. The report spreads each month's amount over its days. Changing an entry changes its
 * amount; another channel or month is another entry.
 */
export function ManualSpend({ thisMonth }: { thisMonth: string }) {
  const { data, loading, error, refetch } = useQuery(AdminManualSpendDocument, { fetchPolicy: 'cache-and-network' });
  const [setSpend, { loading: saving }] = useMutation(AdminSetManualSpendDocument);
  const [removeSpend] = useMutation(AdminDeleteManualSpendDocument);
  const [channel, setChannel] = useState<Channel>('REFERRAL');
  const [month, setMonth] = useState(thisMonth);
  const [amount, setAmount] = useState('');
  const [editing, setEditing] = useState<Entry | null>(null);
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const entries = data?.manualSpend ?? [];
  const replaces = !editing && entries.find((entry) => entry.channel === channel && entry.month === month);

  const clear = () => {
    setEditing(null);
    setAmount('');
    setFormError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const euros = parseEuroInput(amount);
    if (euros === null) {
      setFormError('Vul een bedrag in euro in, bijvoorbeeld 250 of 1.250,50.');
      return;
    }
    setFormError(null);
    try {
      await setSpend({ variables: { channel, month, amount: euros }, refetchQueries: REFRESHED });
      toaster.create({
        type: 'success',
        title: 'Kosten opgeslagen',
        description: `${channelName(channel)}, ${formatMonth(month)}: ${formatEuroCents(euros)}.`,
      });
      clear();
    } catch (cause) {
      setFormError(userMessage(cause, 'Opslaan mislukt. Probeer het opnieuw.'));
    }
  };

  const edit = (entry: Entry) => {
    setEditing(entry);
    setChannel(entry.channel);
    setMonth(entry.month);
    setAmount(String(entry.amount).replace('.', ','));
    setFormError(null);
  };

  return (
    <ProfileSection title="Handmatige kosten" id="handmatige-kosten">
      <Stack gap="4">
        <Text color="fg.muted" textStyle="sm">
          Kosten die geen platform exporteert, zoals een flyer of een vermelding in een gids, per kanaal en maand. Het rapport verdeelt het
          bedrag gelijk over de dagen van de maand.
        </Text>
        <form onSubmit={(event) => void submit(event)} aria-label={editing ? 'Handmatige kosten wijzigen' : 'Handmatige kosten toevoegen'}>
          <Flex gap="3" wrap="wrap" align="flex-end">
            {editing ? (
              <Text alignSelf="center" fontWeight="medium" w={{ base: 'full', md: 'auto' }}>
                {channelName(editing.channel)}, {formatMonth(editing.month)}
              </Text>
            ) : (
              <>
                <FilterSelect<Channel>
                  label="Kanaal"
                  value={channel}
                  options={CHANNEL_OPTIONS}
                  onChange={setChannel}
                  width={{ base: 'full', md: '52' }}
                />
                <Field.Root required w={{ base: 'full', md: '44' }}>
                  <Field.Label textStyle="xs" color="fg.muted">
                    Maand
                  </Field.Label>
                  <Input size="sm" type="month" value={month} onChange={(event) => setMonth(event.target.value)} placeholder="2026-11" />
                </Field.Root>
              </>
            )}
            <Field.Root required invalid={Boolean(formError)} w={{ base: 'full', md: '40' }}>
              <Field.Label textStyle="xs" color="fg.muted">
                Bedrag (€)
              </Field.Label>
              <Input
                size="sm"
                inputMode="decimal"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                placeholder="250,00"
              />
            </Field.Root>
            <Button type="submit" size="sm" loading={saving} loadingText="Opslaan...">
              {editing ? 'Bedrag opslaan' : 'Toevoegen'}
            </Button>
            {editing && (
              <Button type="button" size="sm" variant="outline" onClick={clear}>
                Annuleren
              </Button>
            )}
          </Flex>
          {formError && (
            <Text role="alert" color="fg.error" textStyle="sm" mt="2">
              {formError}
            </Text>
          )}
          {replaces && (
            <Text textStyle="sm" color="fg.muted" mt="2">
              Voor {channelName(channel)} in {formatMonth(month)} staat al {formatEuroCents(replaces.amount)}; opslaan vervangt dat bedrag.
            </Text>
          )}
        </form>

        {!data && loading ? (
          <ListSkeleton rows={2} label="Handmatige kosten laden..." />
        ) : !data && error ? (
          <ErrorState description="Kon de handmatige kosten niet laden." onRetry={() => void refetch().catch(() => undefined)} />
        ) : entries.length === 0 ? (
          <Text color="fg.muted" textStyle="sm">
            Nog geen handmatige kosten.
          </Text>
        ) : (
          <Table.ScrollArea
            position="relative"
            role="region"
            borderWidth="1px"
            borderRadius="l2"
            tabIndex={0}
            aria-label="Handmatige kosten, per maand"
          >
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Maand</Table.ColumnHeader>
                  <Table.ColumnHeader>Kanaal</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Bedrag</Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <VisuallyHidden>Acties</VisuallyHidden>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {entries.map((entry) => (
                  <Table.Row key={entry.id} data-testid="manual-spend">
                    <Table.Cell whiteSpace="nowrap">{formatMonth(entry.month)}</Table.Cell>
                    <Table.Cell>{channelName(entry.channel)}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {formatEuroCents(entry.amount)}
                    </Table.Cell>
                    <Table.Cell>
                      <Flex gap="2" justify="flex-end">
                        <Button
                          size="xs"
                          variant="outline"
                          onClick={() => edit(entry)}
                          aria-label={`Wijzigen: ${channelName(entry.channel)}, ${formatMonth(entry.month)}`}
                        >
                          Wijzigen
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          onClick={() => setDeleting(entry)}
                          aria-label={`Verwijderen: ${channelName(entry.channel)}, ${formatMonth(entry.month)}`}
                        >
                          Verwijderen
                        </Button>
                      </Flex>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Handmatige kosten verwijderen?"
        description={
          deleting
            ? `${channelName(deleting.channel)}, ${formatMonth(deleting.month)}: ${formatEuroCents(deleting.amount)} telt dan niet meer mee.`
            : ''
        }
        confirmLabel="Verwijderen"
        failureText="Verwijderen mislukt. Probeer het opnieuw."
        onConfirm={async () => {
          try {
            await removeSpend({ variables: { id: deleting!.id }, refetchQueries: REFRESHED });
          } catch (cause) {
            failureToast('Verwijderen mislukt', cause);
            throw cause;
          }
          if (editing?.id === deleting!.id) clear();
          setDeleting(null);
        }}
      />
    </ProfileSection>
  );
}
