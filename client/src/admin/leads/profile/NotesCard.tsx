import { useState } from 'react';
import { Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import Pencil from 'lucide-react/icons/pencil';
import StickyNote from 'lucide-react/icons/sticky-note';
import { AdminSaveLeadNotesDocument, type LeadFieldsFragment } from '../../../gql/graphql';
import { toaster } from '../../../lib/toaster';
import { ProfileSection } from '../../shared/ui/ProfileSection';
import { FormActions } from '../../shared/ui/FormActions';

/** The server's bound on notes (docs/lead-api.md: notes and free text 5000). */
const NOTES_MAX = 5000;

/**
 * the notes editor: view and edit mode. Saving keeps the edit open on failure (nothing typed is
 * lost) with 'Fout bij opslaan'; a colleague's change arriving live meanwhile does not overwrite
 * the draft.
 */
export function NotesCard({ lead }: { lead: LeadFieldsFragment }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [save, { loading }] = useMutation(AdminSaveLeadNotesDocument);
  const editing = draft !== null;

  const submit = async () => {
    if (draft === null) return;
    try {
      await save({ variables: { id: lead.id, notes: draft } });
      setDraft(null);
      toaster.create({ type: 'success', title: 'Notities opgeslagen' });
    } catch (error) {
      console.error('Notities opslaan mislukt', error);
      toaster.create({ type: 'error', title: 'Fout bij opslaan', description: 'Kon notities niet opslaan. Probeer het opnieuw.' });
    }
  };

  return (
    <ProfileSection
      id="notities"
      title="Notities"
      icon={<StickyNote size={18} aria-hidden />}
      actions={
        !editing && (
          <Button size="xs" variant="outline" onClick={() => setDraft(lead.notes ?? '')}>
            <Pencil aria-hidden /> Bewerken
          </Button>
        )
      }
    >
      {editing ? (
        <Stack
          as="form"
          gap="3"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Field.Root>
            <Field.Label>Notities over deze lead</Field.Label>
            <Textarea
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              rows={6}
              maxLength={NOTES_MAX}
              autoFocus
              autoresize
              placeholder="Bijvoorbeeld: teruggebeld, offerte volgt vrijdag..."
            />
            <Field.HelperText>
              {draft.length}/{NOTES_MAX} tekens
            </Field.HelperText>
          </Field.Root>
          <FormActions busy={loading} onCancel={() => setDraft(null)} />
        </Stack>
      ) : lead.notes ? (
        <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="notes">
          {lead.notes}
        </Text>
      ) : (
        <Text color="fg.muted" data-testid="notes">
          Nog geen notities.
        </Text>
      )}
    </ProfileSection>
  );
}
