import { useState } from 'react';
import { Badge, Button, Code, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminResetUserPasswordDocument,
  AdminSetUserDisabledDocument,
  AdminSetUserRoleDocument,
  AdminTeamDocument,
  type AdminTeamQuery,
} from '../../gql/graphql';
import { toaster } from '../../lib/toaster';
import { useAuth } from '../shared/auth/useAuth';
import { failureToast } from '../shared/apollo/errorToast';
import { formatDateTime } from '../shared/format/dates';
import { AdminPage } from '../shared/ui/AdminPage';
import { ConfirmDialog } from '../shared/ui/ConfirmDialog';
import { FilterSelect } from '../shared/ui/FilterSelect';
import { ListSkeleton } from '../shared/ui/LoadingSkeleton';
import { EmptyState, ErrorState } from '../shared/ui/StateMessages';
import { ProfileSection } from '../shared/ui/ProfileSection';
import { NewAccountForm } from './NewAccountForm';
import { ROLE_OPTIONS, roleLabel } from './roles';

type Member = AdminTeamQuery['users'][number];
type Pending = { kind: 'disable' | 'enable' | 'reset'; member: Member } | null;

function failed(title: string, error: unknown) {
  failureToast(title, error, 'Er is iets misgegaan. Probeer het opnieuw.');
}

/**
 * /admin/team: every account with its role, last sign-in, sessions and tokens. An admin changes a
 * role, disables or enables an account (its sessions and tokens end at once), resets a password (shown
 * once) and adds accounts; tokens are made on /admin/api-tokens. The server refuses leaving no
 * active admin; its message is shown as is.
 */
export function TeamPage() {
  const { user } = useAuth();
  const { data, loading, error, refetch } = useQuery(AdminTeamDocument, { fetchPolicy: 'cache-and-network' });
  const [setRole] = useMutation(AdminSetUserRoleDocument);
  const [setDisabled] = useMutation(AdminSetUserDisabledDocument);
  const [resetPassword] = useMutation(AdminResetUserPasswordDocument);
  const [pending, setPending] = useState<Pending>(null);
  const [newPassword, setNewPassword] = useState<{ email: string; password: string } | null>(null);

  const changeRole = async (member: Member, role: string) => {
    try {
      await setRole({ variables: { id: member.id, role } });
      toaster.create({ type: 'success', title: 'Rol gewijzigd', description: `${member.email} is nu ${roleLabel(role)}.` });
    } catch (cause) {
      failed('Fout bij wijzigen rol', cause);
      await refetch().catch(() => undefined);
    }
  };

  const confirm = async () => {
    if (!pending) return;
    const { kind, member } = pending;
    try {
      if (kind === 'reset') {
        const result = await resetPassword({ variables: { id: member.id } });
        setNewPassword({ email: member.email, password: result.data?.resetUserPassword ?? '' });
      } else {
        await setDisabled({ variables: { id: member.id, disabled: kind === 'disable' } });
        toaster.create({
          type: 'success',
          title: kind === 'disable' ? 'Account uitgeschakeld' : 'Account ingeschakeld',
          description:
            kind === 'disable' ? `${member.email} is overal uitgelogd en kan niet meer inloggen.` : `${member.email} kan weer inloggen.`,
        });
      }
      await refetch().catch(() => undefined);
    } catch (cause) {
      failed(kind === 'reset' ? 'Fout bij resetten' : 'Fout bij wijzigen account', cause);
      throw cause;
    }
  };

  const members = data?.users ?? [];
  return (
    <AdminPage title="Team" description="Wie toegang heeft tot het beheer, en met welke rol.">
      <ProfileSection title="Accounts" id="accounts">
        {!data && loading ? (
          <ListSkeleton rows={3} label="Accounts laden..." />
        ) : !data && error ? (
          <ErrorState description="Kon het team niet laden. Probeer het opnieuw." onRetry={() => void refetch().catch(() => undefined)} />
        ) : members.length === 0 ? (
          <EmptyState title="Nog geen accounts." />
        ) : (
          <Table.ScrollArea borderWidth="1px" borderRadius="l2">
            <Table.Root size="sm" data-testid="team-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>E-mail</Table.ColumnHeader>
                  <Table.ColumnHeader>Rol</Table.ColumnHeader>
                  <Table.ColumnHeader>Laatst ingelogd</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Sessies</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">API-tokens</Table.ColumnHeader>
                  <Table.ColumnHeader>Acties</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {members.map((member) => (
                  <Table.Row key={member.id} data-email={member.email}>
                    <Table.Cell>
                      <Flex gap="2" align="center" wrap="wrap">
                        {member.email}
                        {member.id === user?.id && <Badge colorPalette="blue">jij</Badge>}
                        {member.disabled && <Badge colorPalette="red">uitgeschakeld</Badge>}
                      </Flex>
                    </Table.Cell>
                    <Table.Cell minW="40">
                      <FilterSelect
                        label={`Rol van ${member.email}`}
                        value={member.role}
                        options={
                          ROLE_OPTIONS.some((option) => option.value === member.role)
                            ? ROLE_OPTIONS
                            : [...ROLE_OPTIONS, { value: member.role, label: member.role }]
                        }
                        onChange={(role) => void changeRole(member, role)}
                        width="40"
                      />
                    </Table.Cell>
                    <Table.Cell>{member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'Nog nooit'}</Table.Cell>
                    <Table.Cell textAlign="end">{member.activeSessions}</Table.Cell>
                    <Table.Cell textAlign="end">{member.apiTokens}</Table.Cell>
                    <Table.Cell>
                      <Flex gap="2" wrap="wrap">
                        <Button size="xs" variant="outline" onClick={() => setPending({ kind: 'reset', member })}>
                          Wachtwoord resetten
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette={member.disabled ? 'green' : 'red'}
                          onClick={() => setPending({ kind: member.disabled ? 'enable' : 'disable', member })}
                        >
                          {member.disabled ? 'Inschakelen' : 'Uitschakelen'}
                        </Button>
                      </Flex>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </ProfileSection>

      {newPassword && (
        <Stack role="status" gap="2" p="3" borderWidth="1px" borderColor="border.warning" borderRadius="l2" bg="bg.warning">
          <Text fontWeight="medium">Nieuw wachtwoord voor {newPassword.email}. Geef het veilig door: het wordt niet nog eens getoond.</Text>
          <Code data-testid="new-password" p="2" fontSize="md" userSelect="all">
            {newPassword.password}
          </Code>
          <Button size="xs" alignSelf="flex-start" variant="outline" onClick={() => setNewPassword(null)}>
            Verbergen
          </Button>
        </Stack>
      )}

      <NewAccountForm onCreated={() => void refetch().catch(() => undefined)} />

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={
          pending?.kind === 'disable'
            ? 'Account uitschakelen?'
            : pending?.kind === 'enable'
              ? 'Account inschakelen?'
              : 'Wachtwoord resetten?'
        }
        description={
          pending?.kind === 'disable'
            ? `${pending.member.email} wordt direct overal uitgelogd; de API-tokens van dit account vervallen. Inschakelen kan later weer.`
            : pending?.kind === 'enable'
              ? `${pending?.member.email} kan daarna weer inloggen. Vervallen API-tokens blijven vervallen.`
              : `${pending?.member.email ?? ''} krijgt een nieuw, willekeurig wachtwoord en wordt overal uitgelogd. Je ziet het wachtwoord één keer.`
        }
        confirmLabel={pending?.kind === 'disable' ? 'Ja, uitschakelen' : pending?.kind === 'enable' ? 'Ja, inschakelen' : 'Ja, resetten'}
        destructive={pending?.kind !== 'enable'}
        onConfirm={confirm}
        failureText="Dat is niet gelukt. Probeer het opnieuw."
      />
    </AdminPage>
  );
}
