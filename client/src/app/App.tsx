import { StrictMode, type ReactNode } from 'react';
import { AppRoutes } from './AppRoutes';

/**
 * The whole app under a router: BrowserRouter in the browser (the admin shell, the booking page,
 * the dev server), StaticRouter in the prerender. A prerendered public page never runs it: only
 * its islands start (app/startIslands.tsx).
 */
export function App({ router: Router }: { router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <Router>
        <AppRoutes />
      </Router>
    </StrictMode>
  );
}
