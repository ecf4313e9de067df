import { defineKeyframes, defineLayerStyles, defineTextStyles, defineTokens } from '@chakra-ui/react';

/**
 * Chakra's default scales, written out here on purpose: importing `tokens` from
 * '@chakra-ui/react/theme' drags the whole default theme (every recipe) into the public bundle,
 * about 9 KB gzip. Values match Chakra's, so its recipes and docs apply unchanged.
 */
const scale = <T extends string | number>(entries: Record<string, T>) =>
  Object.fromEntries(Object.entries(entries).map(([key, value]) => [key, { value }]));

const spacingSteps = [
  0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 7, 8, 9, 10, 11, 12, 14, 16, 20, 24, 28, 32, 36, 40, 44, 48, 56, 64, 72, 80, 96,
];
const spacing = Object.fromEntries(spacingSteps.map((step) => [String(step), `${step / 4}rem`]));

export const tokens = {
  spacing: scale(spacing),
  sizes: scale({
    ...spacing,
    '3xs': '14rem',
    '2xs': '16rem',
    xs: '20rem',
    sm: '24rem',
    md: '28rem',
    lg: '32rem',
    xl: '36rem',
    '2xl': '42rem',
    '3xl': '48rem',
    '4xl': '56rem',
    '5xl': '64rem',
    '6xl': '72rem',
    '7xl': '80rem',
    '8xl': '90rem',
    max: 'max-content',
    min: 'min-content',
    fit: 'fit-content',
    prose: '60ch',
    full: '100%',
    dvh: '100dvh',
    vw: '100vw',
    vh: '100vh',
    '1/2': '50%',
  }),
  fontSizes: scale({
    '2xs': '0.625rem',
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
    '6xl': '3.75rem',
    '7xl': '4.5rem',
  }),
  fontWeights: scale({ normal: '400', medium: '500', semibold: '600', bold: '700', extrabold: '800' }),
  lineHeights: scale({ shorter: 1.25, short: 1.375, moderate: 1.5, tall: 1.625, taller: 2 }),
  letterSpacings: scale({ tighter: '-0.05em', tight: '-0.025em', wide: '0.025em', wider: '0.05em', widest: '0.1em' }),
  radii: scale({
    none: '0',
    xs: '0.125rem',
    sm: '0.25rem',
    md: '0.375rem',
    lg: '0.5rem',
    xl: '0.75rem',
    '2xl': '1rem',
    '3xl': '1.5rem',
    full: '9999px',
  }),
  borders: scale({ xs: '0.5px solid', sm: '1px solid', md: '2px solid', lg: '4px solid' }),
  durations: scale({
    fastest: '50ms',
    faster: '100ms',
    fast: '150ms',
    moderate: '200ms',
    slow: '300ms',
    slower: '400ms',
    slowest: '500ms',
  }),
  easings: scale({
    'ease-in': 'cubic-bezier(0.42, 0, 1, 1)',
    'ease-out': 'cubic-bezier(0, 0, 0.58, 1)',
    'ease-in-out': 'cubic-bezier(0.42, 0, 0.58, 1)',
    'ease-in-smooth': 'cubic-bezier(0.32, 0.72, 0, 1)',
  }),
  zIndex: scale({
    hide: -1,
    base: 0,
    docked: 10,
    dropdown: 1000,
    sticky: 1100,
    banner: 1200,
    overlay: 1300,
    modal: 1400,
    popover: 1500,
    skipNav: 1600,
    toast: 1700,
    tooltip: 1800,
  }),
  // `spin` and `pulse` are for loading indicators (Chakra's skeleton pulses), which end with the
  // wait. `attention` pulses twice on arrival and then rests, for a dot that draws the eye: an
  // endless one kept a visitor's browser drawing frames for as long as the page was open (a tenth of
  // a core in headless Chromium, against a fiftieth for the same page at rest), and moving content
  // must stop within five seconds (WCAG 2.2.2).
  animations: scale({
    spin: 'spin 1s linear infinite',
    pulse: 'pulse 2s cubic-bezier(0.4, 0, 0.6, 1) infinite',
    attention: 'pulse 2s cubic-bezier(0.4, 0, 0.6, 1) 2',
  }),
  blurs: scale({ sm: '4px', md: '8px', lg: '12px' }),
  cursor: scale({ button: 'pointer', disabled: 'not-allowed', option: 'default' }),
} satisfies Parameters<typeof defineTokens>[0];

export const breakpoints = { sm: '480px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' };

export const keyframes = defineKeyframes({
  spin: { '0%': { transform: 'rotate(0deg)' }, '100%': { transform: 'rotate(360deg)' } },
  pulse: { '50%': { opacity: '0.5' } },
  'fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
  'slide-from-top': { from: { translate: '0 -0.5rem' }, to: { translate: '0 0' } },
});

export const semanticRadii = defineTokens.radii({
  l1: { value: '{radii.sm}' },
  l2: { value: '{radii.md}' },
  l3: { value: '{radii.lg}' },
});

export const semanticShadows = {
  sm: {
    value: {
      _light: '0px 2px 4px {colors.gray.900/8}, 0px 0px 1px {colors.gray.900/24}',
      _dark: '0px 2px 4px {colors.black/60}, 0px 0px 1px inset {colors.gray.300/24}',
    },
  },
  md: {
    value: {
      _light: '0px 6px 16px {colors.gray.900/8}, 0px 0px 1px {colors.gray.900/24}',
      _dark: '0px 6px 16px {colors.black/60}, 0px 0px 1px inset {colors.gray.300/24}',
    },
  },
  lg: {
    value: {
      _light: '0px 12px 32px {colors.gray.900/12}, 0px 0px 1px {colors.gray.900/24}',
      _dark: '0px 12px 32px {colors.black/70}, 0px 0px 1px inset {colors.gray.300/24}',
    },
  },
  xl: {
    value: {
      _light: '0px 24px 48px {colors.gray.900/16}, 0px 0px 1px {colors.gray.900/24}',
      _dark: '0px 24px 48px {colors.black/70}, 0px 0px 1px inset {colors.gray.300/24}',
    },
  },
};

export const textStyles = defineTextStyles({
  xs: { value: { fontSize: 'xs', lineHeight: '1rem' } },
  sm: { value: { fontSize: 'sm', lineHeight: '1.25rem' } },
  md: { value: { fontSize: 'md', lineHeight: '1.5rem' } },
  lg: { value: { fontSize: 'lg', lineHeight: '1.75rem' } },
  xl: { value: { fontSize: 'xl', lineHeight: '1.875rem' } },
  '2xl': { value: { fontSize: '2xl', lineHeight: '2rem', letterSpacing: '-0.01em' } },
  '3xl': { value: { fontSize: '3xl', lineHeight: '2.375rem', letterSpacing: '-0.02em' } },
  '4xl': { value: { fontSize: '4xl', lineHeight: '2.75rem', letterSpacing: '-0.025em' } },
  '5xl': { value: { fontSize: '5xl', lineHeight: '3.5rem', letterSpacing: '-0.03em' } },
  '6xl': { value: { fontSize: '6xl', lineHeight: '4.25rem', letterSpacing: '-0.03em' } },
});

export const layerStyles = defineLayerStyles({
  disabled: { value: { opacity: '0.5', cursor: 'not-allowed' } },
});
