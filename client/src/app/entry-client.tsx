import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '../components/theme/fonts.css';
import { publicSystem } from '../components/theme/system';
import { App } from './App';
import { PRERENDERED_ATTRIBUTE, wasPrerenderedFor } from './prerenderMarker';
import { preloadPath } from './routes';

const container = document.getElementById('root')!;
const app = <App router={BrowserRouter} />;

// Hydrate only markup that was rendered for this very path; anything else (the admin shell, or
// a file served for another path) is rendered from scratch.
const prerendered = wasPrerenderedFor(container.getAttribute(PRERENDERED_ATTRIBUTE), window.location.pathname);

/** Lets the browser paint and handle input before the next step of start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function start() {
  if (prerendered) {
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
 * every task over 50 ms): the modules are evaluated, then the public Chakra system is built,
 * then React hydrates.
 * The page's chunk (and a case page's record) is loaded before the first render, so hydration
 * renders the same tree as the prerender did (no Suspense fallback in between). If it fails to
 * load, the router's own lazy loading retries and shows the error.
 */
async function boot() {
  await preloadPath(window.location.pathname).catch(() => undefined);
  await nextTask();
  publicSystem();
  await nextTask();
  start();
}

void boot();
