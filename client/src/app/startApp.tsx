import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { publicSystem } from '../components/theme/system';
import { App } from './App';
import { PRERENDERED_ATTRIBUTE } from './prerenderAttribute';
import { wasPrerenderedFor } from './prerenderMarker';
import { preloadPath } from './routes';

/** Lets the browser paint and handle input before the next step of start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function render(container: HTMLElement) {
  const app = <App router={BrowserRouter} />;
  // Hydrate only markup that was rendered for this very path; anything else (the admin shell, or
  // a file served for another path) is rendered from scratch.
  if (wasPrerenderedFor(container.getAttribute(PRERENDERED_ATTRIBUTE), window.location.pathname)) {
    hydrateRoot(container, app, {
      // A mismatch makes React re-render the page in the browser; say so loudly (tests watch it).
      onRecoverableError: (error) => console.error('Hydration error: the prerendered HTML did not match', error),
    });
  } else {
    container.textContent = '';
    createRoot(container).render(app);
  }
}

/**
 * Start-up in three main-thread tasks instead of one long one (a phone's blocking time counts
 * every task over 50 ms): the modules are evaluated (importing this file), then the public Chakra
 * system is built, then React hydrates.
 * The page's chunk (and a case page's record) is loaded before the first render, so hydration
 * renders the same tree as the prerender did (no Suspense fallback in between). If it fails to
 * load, the router's own lazy loading retries and shows the error.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  await preloadPath(window.location.pathname).catch(() => undefined);
  await nextTask();
  publicSystem();
  await nextTask();
  render(container);
}
