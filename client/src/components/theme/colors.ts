import { defineSemanticTokens, defineTokens } from '@chakra-ui/react';
import { palette, semanticPairs, type Pair } from './palette';

type Scale = Record<string, string>;
const scaleTokens = (scale: Scale) => Object.fromEntries(Object.entries(scale).map(([step, value]) => [step, { value }]));

export const brandColors = defineTokens.colors({
  transparent: { value: 'transparent' },
  current: { value: 'currentColor' },
  white: { value: palette.white },
  black: { value: palette.black },
  gray: scaleTokens(palette.gray),
  brand: scaleTokens(palette.brand),
  green: scaleTokens(palette.green),
  orange: scaleTokens(palette.orange),
  red: scaleTokens(palette.red),
});

const pair = ([light, dark]: Pair) => ({ value: { _light: `{colors.${light}}`, _dark: `{colors.${dark}}` } });

/**
 * The keys Chakra's recipes read from a colour palette (`colorPalette.solid`, `.contrast`, ...),
 * so that `colorPalette="brand"`, `"gray"`, `"green"` and `"orange"` all work on buttons and badges.
 */
function roles(pairs: Record<string, Pair>) {
  return Object.fromEntries(Object.entries(pairs).map(([role, value]) => [role, pair(value)]));
}

export const brandSemanticColors = defineSemanticTokens.colors({
  bg: roles(semanticPairs.bg),
  fg: roles(semanticPairs.fg),
  border: roles(semanticPairs.border),
  brand: roles(semanticPairs.brand),
  gray: roles(semanticPairs.gray),
  green: roles(semanticPairs.green),
  orange: roles(semanticPairs.orange),
  red: roles(semanticPairs.red),
});
