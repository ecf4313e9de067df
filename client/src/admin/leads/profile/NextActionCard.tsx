import { useState } from 'react';
import { Badge, Button, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import { AdminSaveNextActionDocument, type FollowUpState, type LeadFieldsFragment } from '../../../gql/graphql';
import { toaster } from '../../../lib/toaster';
import { followUpLabels, formatActionDay } from '../../shared/lead/followUp';
import { ProfileSection } from '../../shared/ui/ProfileSection';
import { FormActions } from '../../shared/ui/FormActions';
import { failureToast } from '../../shared/apollo/errorToast';

/** The server's bound on the note (docs/lead-api.md). */
const NOTE_MAX = 500;

const STATE_PALETTES: Record<FollowUpState, string> = { NONE: 'gray', PLANNED: 'blue', DUE_TODAY: 'orange', OVERDUE: 'red' };

interface Draft {
  on: string;
  note: string;
}

/**
 * 'Volgende actie': when to follow the lead up and what to do. The dashboard's 'Vandaag opvolgen'
 * lists it on that day, and the board marks it once it is overdue. 'Afgerond' clears it. A failed
 * save keeps the form open with what was typed.
 */
export function NextActionCard({ lead }: { lead: LeadFieldsFragment }) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [save, { loading }] = useMutation(AdminSaveNextActionDocument);

  const store = async (on: string | null, note: string | null, done: string) => {
    try {
      await save({ variables: { id: lead.id, on, note } });
      setDraft(null);
      toaster.create({ type: 'success', title: done });
    } catch (error) {
      failureToast('Fout bij opslaan', error, 'Kon de volgende actie niet opslaan.');
    }
  };

  const planned = Boolean(lead.nextActionOn);
  return (
    <ProfileSection
      id="volgende-actie"
      title="Volgende actie"
      icon={<CalendarClock size={18} aria-hidden />}
      actions={
        !draft && (
          <Flex gap="2">
            {planned && (
              <Button size="xs" variant="outline" loading={loading} onClick={() => void store(null, null, 'Actie afgerond')}>
                Afgerond
              </Button>
            )}
            <Button size="xs" variant="outline" onClick={() => setDraft({ on: lead.nextActionOn ?? '', note: lead.nextActionNote ?? '' })}>
              {planned ? 'Wijzigen' : 'Plannen'}
            </Button>
          </Flex>
        )
      }
    >
      {draft ? (
        <Stack
          as="form"
          gap="3"
          aria-label="Volgende actie plannen"
          onSubmit={(event) => {
            event.preventDefault();
            void store(draft.on || null, draft.note.trim() || null, 'Volgende actie opgeslagen');
          }}
        >
          <Field.Root required>
            <Field.Label>Datum</Field.Label>
            <Input type="date" value={draft.on} required autoFocus onChange={(event) => setDraft({ ...draft, on: event.target.value })} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Wat moet er gebeuren?</Field.Label>
            <Input
              value={draft.note}
              maxLength={NOTE_MAX}
              placeholder="Bijvoorbeeld: offerte nabellen"
              onChange={(event) => setDraft({ ...draft, note: event.target.value })}
            />
          </Field.Root>
          <FormActions busy={loading} onCancel={() => setDraft(null)} />
        </Stack>
      ) : lead.nextActionOn ? (
        <Stack gap="1" data-testid="next-action" data-follow-up={lead.followUp}>
          <Flex gap="2" align="center" wrap="wrap">
            <Text fontWeight="medium">{formatActionDay(lead.nextActionOn)}</Text>
            <Badge colorPalette={STATE_PALETTES[lead.followUp]} variant="subtle">
              {followUpLabels[lead.followUp]}
            </Badge>
          </Flex>
          {lead.nextActionNote && <Text wordBreak="break-word">{lead.nextActionNote}</Text>}
        </Stack>
      ) : (
        <Text color="fg.muted" data-testid="next-action" data-follow-up="NONE">
          Geen actie gepland.
        </Text>
      )}
    </ProfileSection>
  );
}
