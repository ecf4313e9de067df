import type { ReactNode } from 'react';
import { ThemeProvider } from 'next-themes';

/** localStorage key of the colour-mode choice; also read by the inline script in index.html. */
export const THEME_STORAGE_KEY = 'leadmachine-theme';

/**
 * The colour mode (next-themes) for whatever reads or switches it: the admin panel, and on public
 * pages only the navbar island (the theme toggle). Public pages need no provider elsewhere: the
 * inline script in index.html's head applies the class before first paint and Chakra's `_dark`
 * styles follow the class.
 */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      attribute="class"
      storageKey={THEME_STORAGE_KEY}
      defaultTheme="light"
      enableSystem
      // No disableTransitionOnChange: on start-up it forces two full style recalculations of the
      // prerendered page; ThemeToggle turns transitions off around a switch itself.
      // The inline script in index.html's head already applied the class before first paint;
      // next-themes' own copy of that script (rendered inside the body) is made inert.
      scriptProps={{ type: 'application/json' }}
    >
      {children}
    </ThemeProvider>
  );
}
