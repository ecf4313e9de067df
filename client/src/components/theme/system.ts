import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type SystemContext } from '@chakra-ui/react';
import { buttonRecipe, containerRecipe, headingRecipe } from '@chakra-ui/react/theme';
import { brandColors, brandSemanticColors } from './colors';
import { breakpoints, keyframes, layerStyles, semanticRadii, semanticShadows, textStyles, tokens } from './tokens';

const systemFonts = `system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif`;

/**
 * Everything visual that the public site and the admin panel share: scales, colours (light and
 * dark), fonts and global styles. Recipes are NOT here: each side picks only the recipes it
 * renders, because every recipe adds to the JavaScript a visitor downloads.
 */
export const brandConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    html: {
      color: 'fg',
      bg: 'bg',
      lineHeight: '1.5',
      colorPalette: 'brand',
      // Anchored sections (#pricing, #contact) must not end up under the fixed navbar. The jump
      // to an anchor is instant, not smooth: a smooth scroll fixes its end before the sections on
      // the way (laid out only near the screen, site/layout/offScreenUntilNear.ts) take their real
      // height, and ended hundreds of pixels past the section.
      scrollPaddingTop: '20',
    },
    body: { fontFamily: 'body', minHeight: '100dvh' },
    '*::placeholder': { color: 'fg.subtle' },
    '*::selection': { bg: 'brand.emphasized' },
  },
  theme: {
    breakpoints,
    keyframes,
    textStyles,
    layerStyles,
    tokens: {
      ...tokens,
      colors: brandColors,
      fonts: {
        heading: { value: `'Plus Jakarta Sans Variable', ${systemFonts}` },
        body: { value: `'Plus Jakarta Sans Variable', ${systemFonts}` },
        mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
      },
    },
    semanticTokens: {
      radii: semanticRadii,
      shadows: semanticShadows,
      colors: brandSemanticColors,
    },
  },
});

/**
 * The public site's system: only the recipes its pages and furniture render. A public page
 * that needs another Chakra component adds its recipe here (and checks `node
 * bench/suites/bundle-size.mjs`); the admin panel builds its own, richer system from brandConfig.
 *
 * Created on first use, not when the module loads: building it (the token dictionary above all)
 * is one of the larger pieces of the islands' start-up, and it is built once for all of them.
 */
let publicSystemInstance: SystemContext | undefined;

export function publicSystem(): SystemContext {
  publicSystemInstance ??= createSystem(
    mergeConfigs(
      defaultBaseConfig,
      brandConfig,
      defineConfig({
        theme: {
          // Form controls use their recipes directly (components/FormControls.tsx).
          recipes: { button: buttonRecipe, heading: headingRecipe, container: containerRecipe },
        },
      }),
    ),
  );
  return publicSystemInstance;
}
