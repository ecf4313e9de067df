import { Avatar } from '@chakra-ui/react';
import { initials } from '../format/initials';

const PALETTES = ['brand', 'purple', 'teal', 'orange', 'green', 'blue', 'red'] as const;

/** The same name always gets the same colour, so a lead is recognisable across screens. */
function paletteFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) | 0;
  return PALETTES[Math.abs(hash) % PALETTES.length];
}

/** Initials in a circle (decorative: the name is always shown next to it). */
export function LeadAvatar({ name, size = 'sm' }: { name: string; size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  return (
    <Avatar.Root size={size} colorPalette={paletteFor(name)} variant="subtle" aria-hidden flexShrink={0}>
      <Avatar.Fallback>{initials(name)}</Avatar.Fallback>
    </Avatar.Root>
  );
}
