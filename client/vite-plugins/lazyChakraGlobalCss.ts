import type { Plugin } from 'vite';

/**
 * Makes a Chakra system compute its global CSS (reset, global styles and every design token as
 * a CSS variable) when something first reads `system._global`, instead of in createSystem, and
 * lets it be replaced (see components/theme/system.ts, `reusePrerenderedGlobalCss`).
 *
 * Why: a prerendered page already has that CSS in <head>, yet createSystem built it again while
 * the entry module was evaluated, about 100 ms of main thread on a throttled phone (Lighthouse's
 * blocking time). Chakra offers no option for it, so this rewrites the two lines of
 * styled-system/system.js (Chakra is pinned; the build fails loudly if the source changes).
 */
const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const LAZY = 'let _global;';
const PROPERTY = /\n(\s*)_global,\n/;
const ACCESSORS = (indent: string) =>
  `\n${indent}get _global() { return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]; },` +
  `\n${indent}set _global(value) { _global = value; },\n`;

export function lazyChakraGlobalCss(): Plugin {
  return {
    name: 'lazy-chakra-global-css',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null;
      if (!code.includes(EAGER) || !PROPERTY.test(code)) {
        throw new Error(
          `lazy-chakra-global-css: ${id} no longer has the expected _global lines; update the plugin for this Chakra version.`,
        );
      }
      return { code: code.replace(EAGER, LAZY).replace(PROPERTY, (_match, indent: string) => ACCESSORS(indent)), map: null };
    },
  };
}
