import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import X from 'lucide-react/icons/x';

export interface DismissButtonProps extends Omit<HTMLChakraProps<'button'>, 'children' | 'aria-label'> {
  /** What it closes, said to screen readers ('Melding sluiten', 'Sluit chat'...). */
  label: string;
  /** 'panel': muted icon on a card or toast; 'inverted': on a coloured bar (banner, chat header). */
  tone?: 'panel' | 'inverted';
  /** Icon size in px. */
  iconSize?: number;
}

const tones = {
  panel: { color: 'fg.muted', borderRadius: 'l1', p: '1', m: '-1', _hover: { color: 'fg' }, focusVisibleRing: 'outside' },
  inverted: { p: '1.5', borderRadius: 'l2', _hover: { bg: 'white/15' }, focusVisibleRing: 'inside', focusRingColor: 'currentColor' },
} as const;

/** The × that closes a toast, banner, chat panel or popup: one look, always labelled. */
export function DismissButton({ label, tone = 'panel', iconSize = 16, ...rest }: DismissButtonProps) {
  return (
    <chakra.button type="button" aria-label={label} display="inline-flex" cursor="pointer" {...tones[tone]} {...rest}>
      <X size={iconSize} aria-hidden />
    </chakra.button>
  );
}
