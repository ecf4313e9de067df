import { StrictMode, type ReactNode } from 'react';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';

/** The whole app under a router: BrowserRouter in the browser, StaticRouter in the prerender. */
export function App({ router: Router }: { router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <AppProviders>
        <Router>
          <AppRoutes />
        </Router>
      </AppProviders>
    </StrictMode>
  );
}
