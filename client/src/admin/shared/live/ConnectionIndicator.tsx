import { Box, Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLiveStatus } from './useLiveStatus';
import type { LiveStatus } from './liveSocket';

const LABELS: Record<Exclude<LiveStatus, 'idle'>, { text: string; short: string; palette: string; pulse: boolean }> = {
  connecting: { text: 'Verbinden...', short: 'Verbinden', palette: 'gray', pulse: true },
  live: { text: 'Live', short: 'Live', palette: 'green', pulse: false },
  reconnecting: { text: 'Verbinding verbroken, opnieuw verbinden...', short: 'Offline', palette: 'orange', pulse: true },
};

function Dot({ palette, pulse }: { palette: string; pulse: boolean }) {
  return (
    <Box position="relative" boxSize="2.5" flexShrink={0} colorPalette={palette} aria-hidden>
      {pulse && (
        <Box
          position="absolute"
          inset="0"
          borderRadius="full"
          bg="colorPalette.solid"
          opacity={0.5}
          animation="pulse 1.5s ease-in-out infinite"
        />
      )}
      <Box position="absolute" inset="0.5" borderRadius="full" bg="colorPalette.solid" />
    </Box>
  );
}

/**
 * Whether board, list and profile update by themselves right now. Small in the header; the
 * lost-connection text is only spelled out where it fits (phones get the strip below).
 */
export function ConnectionIndicator() {
  const status = useLiveStatus();
  if (status === 'idle') return null;
  const { text, short, palette, pulse } = LABELS[status];
  return (
    <Flex
      role="status"
      aria-live="polite"
      data-live-status={status}
      align="center"
      gap="2"
      px="2.5"
      py="1"
      borderRadius="full"
      borderWidth="1px"
      colorPalette={palette}
      borderColor="colorPalette.muted"
      bg={status === 'reconnecting' ? 'colorPalette.subtle' : 'transparent'}
      title={text}
    >
      <Dot palette={palette} pulse={pulse} />
      <Text textStyle="xs" fontWeight="medium" color="colorPalette.fg" hideBelow="lg">
        {text}
      </Text>
      <Text textStyle="xs" fontWeight="medium" color="colorPalette.fg" hideFrom="lg" aria-hidden>
        {short}
      </Text>
      <VisuallyHidden hideFrom="lg">{text}</VisuallyHidden>
    </Flex>
  );
}

/** Phones: the lost connection spelled out under the header, only while it lasts. */
export function ReconnectingStrip() {
  const status = useLiveStatus();
  if (status !== 'reconnecting') return null;
  return (
    <Box
      hideFrom="lg"
      colorPalette="orange"
      bg="colorPalette.subtle"
      color="colorPalette.fg"
      textStyle="xs"
      fontWeight="medium"
      px="4"
      py="1.5"
      aria-hidden
    >
      Verbinding verbroken, opnieuw verbinden...
    </Box>
  );
}
