import '../components/theme/fonts.css';
import { recordArrival } from '../capture/tracking/arrivals';
import { installOpenListener } from '../capture/tracking/clickTracking';
import { startUpAtTheLatestMs } from '../capture/engagement/engagementTimings';
import { listenForCallsToAction } from './callsToAction';
import { holdEarlyInput } from './earlyInput';
import { whenVisitorActs } from './visitorActivity';
import { NOT_FOUND_MARKER, PRERENDERED_ATTRIBUTE } from './prerenderAttribute';

/**
 * The browser entry, kept small: a public page is prerendered and readable without any script, and
 * only its islands (navbar, forms) and the overlays (quick scan, engagement) ever run React; they
 * start when the visitor does something with the page (docs/architecture.md, "Public-site
 * speed"). What must happen at once happens here: noting how the visitor arrived, and making every
 * call to action open the quick scan (the click is recorded now; the quick scan opens once its
 * code is there).
 */
recordArrival();

const container = document.getElementById('root')!;
// The admin shell (and the dev server's page) has no prerendered markup: the whole app renders.
const prerendered = !!container.getAttribute(PRERENDERED_ATTRIBUTE);

// The not-found page is served for every unknown path: a mistyped link is worth noticing.
if (container.getAttribute(PRERENDERED_ATTRIBUTE) === NOT_FOUND_MARKER) {
  console.warn('404: de opgevraagde pagina bestaat niet:', window.location.pathname);
}

let started: Promise<void> | undefined;

function startIslands(): Promise<void> {
  // The quick scan's own chunk in parallel with the islands' start-up, not after it: a tapped
  // call to action waits for the slower of the two instead of both in a row. The overlays' root
  // fetches it anyway once the islands run, so starting it here adds nothing to a page's weight.
  void import('../capture/CaptureLayer').catch(() => undefined);
  started ??= import('./startIslands').then((module) => module.startIslands());
  return started;
}

async function startPublicPage() {
  installOpenListener();
  listenForCallsToAction(startIslands);
  const held = holdEarlyInput();
  await whenVisitorActs(startUpAtTheLatestMs());
  try {
    await startIslands();
  } finally {
    // Also if the islands could not load: buttons must not stay busy, and forms not held.
    held.release();
  }
}

async function startShell() {
  const { startApp } = await import('./startApp');
  await startApp(container);
}

void (prerendered ? startPublicPage() : startShell());
