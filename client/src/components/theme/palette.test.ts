import { describe, expect, it } from '@jest/globals';
import { palette, semanticPairs } from './palette';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** 'gray.600' -> '#475569'; 'white' -> '#ffffff'. */
function hex(path: string): string {
  const [scale, step] = path.split('.');
  const value =
    step === undefined ? palette[scale as 'white'] : (palette as unknown as Record<string, Record<string, string>>)[scale][step];
  if (!value) throw new Error(`No colour ${path}`);
  return value;
}

type Semantic = `${keyof typeof semanticPairs}.${string}`;
function semantic(name: Semantic, theme: 0 | 1): string {
  const [group, role = 'DEFAULT'] = name.split('.') as [keyof typeof semanticPairs, string?];
  const pair = (semanticPairs[group] as Record<string, readonly [string, string]>)[role];
  if (!pair) throw new Error(`No semantic colour ${name}`);
  return hex(pair[theme]);
}

/** Text colours and the surfaces they are used on (WCAG AA: 4.5:1 for normal text). */
const textOnSurface: [Semantic, Semantic[]][] = [
  ['fg.DEFAULT', ['bg.DEFAULT', 'bg.subtle', 'bg.panel', 'bg.muted', 'brand.subtle']],
  ['fg.muted', ['bg.DEFAULT', 'bg.subtle', 'bg.panel', 'bg.muted', 'brand.subtle']],
  ['fg.subtle', ['bg.DEFAULT', 'bg.panel']],
  ['fg.error', ['bg.DEFAULT', 'bg.panel']],
  ['brand.fg', ['bg.DEFAULT', 'bg.subtle', 'bg.panel', 'bg.muted', 'brand.subtle', 'brand.muted']],
  ['green.fg', ['bg.DEFAULT', 'bg.subtle', 'bg.panel', 'green.subtle']],
  ['orange.fg', ['bg.DEFAULT', 'bg.panel', 'orange.subtle']],
  ['red.fg', ['bg.panel', 'red.subtle']],
  ['brand.contrast', ['brand.solid']],
  ['green.contrast', ['green.solid']],
  ['orange.contrast', ['orange.solid']],
  ['gray.contrast', ['gray.solid']],
  // Service pages: the light button on the brand call-to-action panel, the guarantee strip.
  ['brand.fg', ['brand.contrast']],
  ['fg.DEFAULT', ['green.subtle']],
];

const themes = [
  ['light', 0],
  ['dark', 1],
] as const;

describe.each(themes)('colour contrast in the %s theme', (_name, theme) => {
  const cases = textOnSurface.flatMap(([text, surfaces]) => surfaces.map((surface) => [text, surface] as const));

  it.each(cases)('%s on %s reaches 4.5:1', (text, surface) => {
    expect(contrast(semantic(text, theme), semantic(surface, theme))).toBeGreaterThanOrEqual(4.5);
  });

  it('solid buttons stand out from the page (3:1 for interface components)', () => {
    expect(contrast(semantic('brand.solid', theme), semantic('bg.DEFAULT', theme))).toBeGreaterThanOrEqual(3);
  });
});

describe('the contrast helper', () => {
  it('gives the known extremes', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#777777')).toBeCloseTo(1, 5);
  });
});
