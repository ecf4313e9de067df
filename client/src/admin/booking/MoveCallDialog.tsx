import { useState } from 'react';
import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminCallSlotsDocument, AdminMoveCallDocument } from '../../gql/graphql';
import { callTimeLong } from '../../lib/callTime';
import { toaster } from '../../lib/toaster';
import { SlotPicker } from '../../components/SlotPicker';
import { hasErrorCode, userMessage } from '../shared/apollo/graphqlErrors';

export interface MovingCall {
  id: string;
  start: string;
  leadName: string;
}

/**
 * 'Verplaatsen': the free times this call could move to (its own time does not block them), as
 * the lead sees them; one click moves it and the lead gets the new invitation by e-mail. A time
 * taken meanwhile is said inside the dialog, and the free times are asked for again.
 */
export function MoveCallDialog({ call, onClose }: { call: MovingCall | null; onClose: () => void }) {
  const { data, loading, error, refetch } = useQuery(AdminCallSlotsDocument, {
    variables: { id: call?.id ?? '' },
    skip: !call,
    fetchPolicy: 'network-only',
  });
  const [move] = useMutation(AdminMoveCallDocument);
  const [pending, setPending] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (start: string) => {
    if (!call) return;
    setPending(start);
    setProblem(null);
    try {
      await move({ variables: { id: call.id, start } });
      toaster.create({
        type: 'success',
        title: 'Gesprek verplaatst',
        description: `${call.leadName}: ${callTimeLong(start)}. De lead krijgt een nieuwe uitnodiging.`,
      });
      onClose();
    } catch (failure) {
      setProblem(userMessage(failure, 'Verplaatsen is mislukt. Probeer het opnieuw.'));
      if (hasErrorCode(failure, 'BAD_USER_INPUT')) void refetch().catch(() => undefined);
    } finally {
      setPending(null);
    }
  };

  return (
    <Dialog.Root open={call !== null} onOpenChange={(details) => !details.open && pending === null && onClose()} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Gesprek verplaatsen</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {call && (
                  <Text color="fg.muted">
                    {call.leadName}, nu {callTimeLong(call.start)}. Kies een nieuw moment (Nederlandse tijd).
                  </Text>
                )}
                {problem && (
                  <Text role="alert" color="fg.error" fontWeight="medium">
                    {problem}
                  </Text>
                )}
                {loading && !data && <Text color="fg.muted">Vrije tijden laden...</Text>}
                {error && !data && <Text color="fg.error">De vrije tijden konden niet worden geladen.</Text>}
                {data?.appointment && (
                  <SlotPicker
                    slots={data.appointment.availableSlots}
                    pending={pending}
                    onPick={(start) => void pick(start)}
                    action="Verplaats naar"
                  />
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={pending !== null}>
                Annuleren
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Sluiten" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
