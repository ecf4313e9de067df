import { Box } from '@chakra-ui/react';
import { usePreview } from 'react-dnd-multi-backend';
import type { DraggedCard } from '../boardActions';

/**
 * What follows the finger during a touch drag (the touch backend has no drag image of its own):
 * the lead's name on a lifted card. Rendered for the touch backend only; hidden from screen readers
 * (the card itself and the drop indicator say where it goes).
 */
export function TouchDragPreview({ nameOf }: { nameOf: (id: string) => string | undefined }) {
  // Above the fingertip, where the finger does not hide it.
  const preview = usePreview<DraggedCard, HTMLDivElement>({ placement: 'bottom', padding: { x: 0, y: -24 } });
  if (!preview.display) return null;
  return (
    <Box
      ref={preview.ref}
      style={preview.style}
      data-testid="touch-drag-preview"
      aria-hidden
      pointerEvents="none"
      zIndex="overlay"
      maxW="64"
      px="3"
      py="2"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="brand.solid"
      borderRadius="l2"
      shadow="lg"
      fontSize="sm"
      fontWeight="semibold"
      truncate
      opacity={0.95}
    >
      {nameOf(preview.item.id) ?? 'Lead'}
    </Box>
  );
}
