import type { ReactNode } from 'react';
import { ThemeProvider } from 'next-themes';

/** localStorage key of the colour-mode choice; also read by the inline script in index.html. */
export const THEME_STORAGE_KEY = 'leadmachine-theme';

/**
 * Providers shared by the public site and the admin panel. Chakra's provider is not here: each
 * side brings its own system (the public one is trimmed to the recipes public pages use).
 */
export function AppProviders({ children }: { children: ReactNode }) {
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
