import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { preloadPath } from './routes';

/**
 * The whole app, rendered in the browser: the admin panel and the booking page (served the admin
 * shell), and every page under the dev server. Prerendered public pages never load it; their
 * islands start instead (startIslands.tsx). The page's chunk is loaded first, so the first render
 * does not show an empty Suspense fallback.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  await preloadPath(window.location.pathname).catch(() => undefined);
  container.textContent = '';
  createRoot(container).render(<App router={BrowserRouter} />);
}
