import { useEffect, useRef } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { SlotPicker } from '../../components/SlotPicker';
import type { SlotBooking } from './useSlotBooking';

/**
 * The calendar with its states: loading, a failed load (with a retry), the refusal of a pick (said
 * at once to screen readers, focus on it, the fresh free times below) and the times themselves.
 */
export function SlotStates({ booking, action }: { booking: SlotBooking; action: string }) {
  const problem = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (booking.problem) problem.current?.focus();
  }, [booking.problem]);

  return (
    <Stack gap="4" aria-busy={booking.slots === null || booking.pending !== null || undefined}>
      {booking.problem && (
        <Box
          ref={problem}
          tabIndex={-1}
          role="alert"
          data-booking-problem
          p="3"
          borderRadius="l2"
          borderWidth="1px"
          borderColor="border.error"
          bg="bg.error"
          color="fg.error"
          textStyle="sm"
          fontWeight="medium"
          outline="none"
        >
          {booking.problem}
        </Box>
      )}
      {booking.slots === null && !booking.loadFailed && (
        <Text color="fg.muted" role="status">
          Vrije tijden laden...
        </Text>
      )}
      {booking.loadFailed && (
        <Stack gap="2" align="flex-start">
          <Text color="fg.error" role="alert">
            De vrije tijden konden niet worden geladen.
          </Text>
          <Button size="sm" variant="outline" onClick={booking.reload}>
            Opnieuw proberen
          </Button>
        </Stack>
      )}
      {booking.slots !== null && <SlotPicker slots={booking.slots} pending={booking.pending} onPick={booking.pick} action={action} />}
    </Stack>
  );
}
