import { Box } from '@chakra-ui/react';

/** A decorative bar for a share (the figures beside it are the text screen readers get). */
export function ShareBar({ percent, palette = 'brand' }: { percent: number; palette?: string }) {
  return (
    <Box h="2" borderRadius="full" bg="bg.muted" overflow="hidden" aria-hidden>
      <Box h="full" borderRadius="full" colorPalette={palette} bg="colorPalette.solid" width={`${Math.max(0, Math.min(100, percent))}%`} />
    </Box>
  );
}
