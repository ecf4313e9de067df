import { useState, type FormEvent } from 'react';
import { Button, Field, Flex, Input } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { AdminCreateUserDocument } from '../../gql/graphql';
import { toaster } from '../../lib/toaster';
import { FilterSelect } from '../shared/ui/FilterSelect';
import { ProfileSection } from '../shared/ui/ProfileSection';
import { ROLE_OPTIONS } from './roles';
import { failureToast } from '../shared/apollo/errorToast';

/** 'Account toevoegen': the admin sets a first password and hands it over; the colleague changes it under 'Mijn account'. */
export function NewAccountForm({ onCreated }: { onCreated: () => void }) {
  const [create, { loading }] = useMutation(AdminCreateUserDocument);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState('viewer');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await create({ variables: { email, password, role } });
      toaster.create({ type: 'success', title: 'Account aangemaakt', description: `${email} kan nu inloggen.` });
      setEmail('');
      setPassword('');
      onCreated();
    } catch (error) {
      failureToast('Fout bij aanmaken', error, 'Kon het account niet aanmaken.');
    }
  };

  return (
    <ProfileSection title="Account toevoegen" id="account-toevoegen">
      <form onSubmit={(event) => void submit(event)} aria-label="Account toevoegen">
        <Flex gap="3" wrap="wrap" align="flex-end">
          <Field.Root required w={{ base: 'full', md: '64' }}>
            <Field.Label>E-mail</Field.Label>
            <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="off" />
          </Field.Root>
          <Field.Root required w={{ base: 'full', md: '64' }}>
            <Field.Label>Eerste wachtwoord</Field.Label>
            <Input type="text" minLength={12} value={password} onChange={(event) => setPassword(event.target.value)} autoComplete="off" />
            <Field.HelperText>Minstens 12 tekens.</Field.HelperText>
          </Field.Root>
          <FilterSelect label="Rol" value={role} options={ROLE_OPTIONS} onChange={setRole} width={{ base: 'full', md: '40' }} />
          <Button type="submit" loading={loading} loadingText="Bezig...">
            Account aanmaken
          </Button>
        </Flex>
      </form>
    </ProfileSection>
  );
}
