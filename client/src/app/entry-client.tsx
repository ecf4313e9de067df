import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '../components/theme/fonts.css';
import { reusePrerenderedGlobalCss } from '../components/theme/system';
import { App } from './App';
import { PRERENDERED_ATTRIBUTE, wasPrerenderedFor } from './prerenderMarker';
import { preloadPath } from './routes';

const container = document.getElementById('root')!;
const app = <App router={BrowserRouter} />;

function start() {
  // Hydrate only markup that was rendered for this very path; anything else (the admin shell, or
  // a file served for another path) is rendered from scratch.
  if (wasPrerenderedFor(container.getAttribute(PRERENDERED_ATTRIBUTE), window.location.pathname)) {
    reusePrerenderedGlobalCss();
    hydrateRoot(container, app, {
      // A mismatch makes React re-render the page in the browser; say so loudly (tests watch it).
      onRecoverableError: (error) => console.error('Hydration error: the prerendered HTML did not match', error),
    });
  } else {
    container.textContent = '';
    createRoot(container).render(app);
  }
}

// The page's chunk (and a case page's record) is loaded before the first render, so hydration
// renders the same tree as the prerender did (no Suspense fallback in between). If it fails to
// load, the router's own lazy loading retries and shows the error.
preloadPath(window.location.pathname).then(start, start);
