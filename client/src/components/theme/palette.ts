/**
 * Only the palettes we use: every token becomes a CSS variable in every page's inline styles.
 * Contrast of the semantic pairs is checked in palette.test.ts (WCAG AA in both themes).
 */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  gray: {
    50: '#f8fafc',
    100: '#f1f5f9',
    200: '#e2e8f0',
    300: '#cbd5e1',
    400: '#94a3b8',
    500: '#64748b',
    600: '#475569',
    700: '#334155',
    800: '#1e293b',
    900: '#111a2e',
    925: '#0d1426',
    950: '#0a1020',
  },
  brand: {
    50: '#eef4ff',
    100: '#dbe6fe',
    200: '#bfd3fe',
    300: '#93b4fd',
    400: '#6b95fa',
    500: '#3b6cf6',
    600: '#2550eb',
    700: '#1d3fd8',
    800: '#1e35af',
    900: '#1e328a',
    950: '#172154',
  },
  // Results, growth figures and check marks.
  green: {
    50: '#ecfdf3',
    100: '#d1fadf',
    200: '#a6f4c5',
    300: '#6ce9a6',
    400: '#32d583',
    500: '#12b76a',
    600: '#039855',
    700: '#027a48',
    800: '#05603a',
    900: '#054f31',
    950: '#022c1b',
  },
  // Urgency accents (badges, "meest gekozen").
  orange: {
    50: '#fff6ed',
    100: '#ffead5',
    200: '#fddcab',
    300: '#feb273',
    400: '#fd853a',
    500: '#fb6514',
    600: '#ec4a0a',
    700: '#c4320a',
    800: '#9c2a10',
    900: '#7e2410',
    950: '#451508',
  },
  red: {
    50: '#fef3f2',
    100: '#fee4e2',
    200: '#fecdca',
    300: '#fda29b',
    400: '#f97066',
    500: '#f04438',
    600: '#d92d20',
    700: '#b42318',
    800: '#912018',
    900: '#7a271a',
    950: '#55160c',
  },
} as const;

/** [light, dark] token paths of one semantic colour. */
export type Pair = readonly [string, string];

/**
 * Semantic pairs [light, dark]. The values used for text are the ones contrast-checked in
 * palette.test.ts; change them there first.
 */
export const semanticPairs = {
  bg: {
    DEFAULT: ['white', 'gray.950'],
    subtle: ['gray.50', 'gray.925'],
    muted: ['gray.100', 'gray.800'],
    emphasized: ['gray.200', 'gray.700'],
    panel: ['white', 'gray.900'],
    inverted: ['gray.900', 'gray.50'],
    error: ['red.50', 'red.950'],
    success: ['green.50', 'green.950'],
  },
  fg: {
    DEFAULT: ['gray.900', 'gray.50'],
    muted: ['gray.600', 'gray.300'],
    subtle: ['gray.500', 'gray.400'],
    inverted: ['gray.50', 'gray.900'],
    error: ['red.700', 'red.300'],
    success: ['green.700', 'green.300'],
  },
  border: {
    DEFAULT: ['gray.200', 'gray.800'],
    muted: ['gray.100', 'gray.800'],
    subtle: ['gray.100', 'gray.900'],
    emphasized: ['gray.300', 'gray.700'],
    error: ['red.600', 'red.400'],
  },
  brand: {
    solid: ['brand.600', 'brand.400'],
    contrast: ['white', 'gray.950'],
    fg: ['brand.700', 'brand.300'],
    subtle: ['brand.50', 'brand.950'],
    muted: ['brand.100', 'brand.900'],
    emphasized: ['brand.200', 'brand.800'],
    focusRing: ['brand.600', 'brand.300'],
    border: ['brand.200', 'brand.800'],
  },
  gray: {
    solid: ['gray.900', 'gray.50'],
    contrast: ['white', 'gray.950'],
    fg: ['gray.800', 'gray.200'],
    subtle: ['gray.100', 'gray.900'],
    muted: ['gray.200', 'gray.800'],
    emphasized: ['gray.300', 'gray.700'],
    focusRing: ['brand.600', 'brand.300'],
    border: ['gray.200', 'gray.800'],
  },
  green: {
    solid: ['green.700', 'green.400'],
    contrast: ['white', 'gray.950'],
    fg: ['green.700', 'green.300'],
    subtle: ['green.50', 'green.950'],
    muted: ['green.100', 'green.900'],
    emphasized: ['green.200', 'green.800'],
    focusRing: ['green.700', 'green.300'],
    border: ['green.200', 'green.800'],
  },
  orange: {
    solid: ['orange.700', 'orange.400'],
    contrast: ['white', 'gray.950'],
    fg: ['orange.700', 'orange.300'],
    subtle: ['orange.50', 'orange.950'],
    muted: ['orange.100', 'orange.900'],
    emphasized: ['orange.200', 'orange.800'],
    focusRing: ['orange.700', 'orange.300'],
    border: ['orange.200', 'orange.800'],
  },
  red: {
    solid: ['red.700', 'red.400'],
    contrast: ['white', 'gray.950'],
    fg: ['red.700', 'red.300'],
    subtle: ['red.50', 'red.950'],
    muted: ['red.100', 'red.900'],
    emphasized: ['red.200', 'red.800'],
    focusRing: ['red.700', 'red.300'],
    border: ['red.200', 'red.800'],
  },
} as const satisfies Record<string, Record<string, Pair>>;

