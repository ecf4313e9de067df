import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { MyNotificationSettingsDocument, SaveNotificationSettingsDocument, type NotificationSettingsInput } from '../../gql/graphql';
import { toaster } from '../../lib/toaster';
import { ListSkeleton } from '../shared/ui/LoadingSkeleton';
import { ProfileSection } from '../shared/ui/ProfileSection';

const CHOICES: { key: keyof NotificationSettingsInput; label: string }[] = [
  { key: 'newLead', label: 'Een e-mail bij elke nieuwe lead' },
  { key: 'hotSurvey', label: 'Een e-mail als een lead de survey afrondt als HOT' },
  { key: 'dailySummary', label: 'Elke werkdag om 8:00 een overzicht van leads die nog op contact wachten' },
];

/** 'Mijn account': which notification e-mails this admin receives; each change is saved at once. */
export function NotificationSettingsSection() {
  const { data, loading } = useQuery(MyNotificationSettingsDocument);
  const [save] = useMutation(SaveNotificationSettingsDocument);
  const settings = data?.notificationSettings;

  const toggle = async (key: keyof NotificationSettingsInput, checked: boolean) => {
    if (!settings) return;
    const input = { newLead: settings.newLead, hotSurvey: settings.hotSurvey, dailySummary: settings.dailySummary, [key]: checked };
    try {
      await save({
        variables: { input },
        update: (cache, result) => {
          if (result.data)
            cache.writeQuery({
              query: MyNotificationSettingsDocument,
              data: { notificationSettings: result.data.updateNotificationSettings },
            });
        },
      });
      toaster.create({ type: 'success', title: 'Meldingen opgeslagen' });
    } catch {
      toaster.create({ type: 'error', title: 'Opslaan mislukt', description: 'Probeer het opnieuw.' });
    }
  };

  return (
    <ProfileSection title="E-mailmeldingen" id="meldingen">
      {!settings && loading ? (
        <ListSkeleton rows={3} label="Meldingen laden..." />
      ) : !settings ? (
        <Text color="fg.error">Kon je meldingen niet laden.</Text>
      ) : (
        <Stack gap="3" as="fieldset">
          <Text as="legend" textStyle="sm" color="fg.muted" mb="2">
            Kies welke e-mails je ontvangt op je eigen adres.
          </Text>
          {CHOICES.map((choice) => (
            <Checkbox.Root
              key={choice.key}
              checked={settings[choice.key]}
              onCheckedChange={(change) => void toggle(choice.key, change.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{choice.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      )}
    </ProfileSection>
  );
}
