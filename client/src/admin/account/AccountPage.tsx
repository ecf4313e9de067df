import { useState, type FormEvent } from 'react';
import { Badge, Button, Field, Flex, Input, List, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { ChangePasswordDocument, EndOtherSessionsDocument, MySessionsDocument } from '../../gql/graphql';
import { toaster } from '../../lib/toaster';
import { useAuth } from '../shared/auth/useAuth';
import { formatDateTime } from '../shared/format/dates';
import { AdminPage } from '../shared/ui/AdminPage';
import { ListSkeleton } from '../shared/ui/LoadingSkeleton';
import { ErrorState } from '../shared/ui/StateMessages';
import { ProfileSection } from '../shared/ui/ProfileSection';
import { NotificationSettingsSection } from './NotificationSettingsSection';
import { failureToast } from '../shared/apollo/errorToast';

const others = (count: number) => (count === 1 ? '1 andere sessie' : `${count} andere sessies`);

/** /admin/account ('Mijn account'): change your password, see your sessions, sign out elsewhere. */
export function AccountPage() {
  const { user, isAdmin } = useAuth();
  const sessions = useQuery(MySessionsDocument, { fetchPolicy: 'cache-and-network' });
  const [changePassword, { loading: changing }] = useMutation(ChangePasswordDocument);
  const [endOthers, { loading: ending }] = useMutation(EndOtherSessionsDocument);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const mismatch = repeat !== '' && next !== repeat;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mismatch) return;
    try {
      const result = await changePassword({ variables: { currentPassword: current, newPassword: next } });
      const ended = result.data?.changePassword.endedSessions ?? 0;
      toaster.create({
        type: 'success',
        title: 'Wachtwoord gewijzigd',
        description:
          ended > 0 ? `${others(ended)} van je account ${ended === 1 ? 'is' : 'zijn'} uitgelogd.` : 'Je was nergens anders ingelogd.',
      });
      setCurrent('');
      setNext('');
      setRepeat('');
      await sessions.refetch().catch(() => undefined);
    } catch (error) {
      failureToast('Wachtwoord niet gewijzigd', error);
    }
  };

  const signOutElsewhere = async () => {
    try {
      const result = await endOthers();
      const ended = result.data?.endOtherSessions ?? 0;
      toaster.create({ type: 'success', title: 'Uitgelogd op andere apparaten', description: `${others(ended)} beëindigd.` });
      await sessions.refetch().catch(() => undefined);
    } catch (error) {
      failureToast('Fout bij uitloggen', error, 'Er is een onverwachte fout opgetreden.');
    }
  };

  const list = sessions.data?.mySessions ?? [];
  return (
    <AdminPage title="Mijn account" description={user ? `Ingelogd als ${user.email}.` : undefined}>
      <ProfileSection title="Wachtwoord wijzigen" id="wachtwoord">
        <form onSubmit={(event) => void submit(event)} aria-label="Wachtwoord wijzigen">
          <Stack gap="3" maxW="md">
            <Field.Root required>
              <Field.Label>Huidig wachtwoord</Field.Label>
              <Input type="password" autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.target.value)} />
            </Field.Root>
            <Field.Root required>
              <Field.Label>Nieuw wachtwoord</Field.Label>
              <Input
                type="password"
                autoComplete="new-password"
                minLength={12}
                value={next}
                onChange={(event) => setNext(event.target.value)}
              />
              <Field.HelperText>Minstens 12 tekens. Je andere sessies worden daarna uitgelogd.</Field.HelperText>
            </Field.Root>
            <Field.Root required invalid={mismatch}>
              <Field.Label>Herhaal nieuw wachtwoord</Field.Label>
              <Input type="password" autoComplete="new-password" value={repeat} onChange={(event) => setRepeat(event.target.value)} />
              <Field.ErrorText>De wachtwoorden zijn niet gelijk.</Field.ErrorText>
            </Field.Root>
            <Button type="submit" alignSelf="flex-start" loading={changing} loadingText="Bezig...">
              Wachtwoord wijzigen
            </Button>
          </Stack>
        </form>
      </ProfileSection>

      <ProfileSection
        title="Mijn sessies"
        id="sessies"
        actions={
          <Button size="sm" variant="outline" onClick={() => void signOutElsewhere()} loading={ending} disabled={list.length < 2}>
            Uitloggen op andere apparaten
          </Button>
        }
      >
        {!sessions.data && sessions.loading ? (
          <ListSkeleton rows={2} label="Sessies laden..." />
        ) : !sessions.data && sessions.error ? (
          <ErrorState description="Kon je sessies niet laden." onRetry={() => void sessions.refetch().catch(() => undefined)} />
        ) : (
          <List.Root variant="plain" gap="3" data-testid="my-sessions">
            {list.map((session) => (
              <List.Item key={session.id} display="block">
                <Flex gap="2" align="center" wrap="wrap">
                  <Text fontWeight="medium">Ingelogd op {formatDateTime(session.signedInAt)}</Text>
                  {session.current && <Badge colorPalette="green">deze sessie</Badge>}
                </Flex>
                <Text textStyle="sm" color="fg.muted">
                  {session.userAgent || 'Onbekende browser'} · verloopt {formatDateTime(session.expiresAt)}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        )}
      </ProfileSection>
      {isAdmin && <NotificationSettingsSection />}
    </AdminPage>
  );
}
