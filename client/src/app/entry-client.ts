import '../components/theme/fonts.css';
import { recordArrival } from '../capture/tracking/arrivals';
import { installOpenListener } from '../capture/tracking/clickTracking';
import { installQuickScanDialog } from '../capture/quickscan/quickScanOpener';
import { startUpAtTheLatestMs } from '../capture/engagement/engagementTimings';
import { listenForCallsToAction } from './callsToAction';
import { holdEarlyInput } from './earlyInput';
import { afterNextPaint, whenReleased, whenVisitorActs } from './visitorActivity';
import { NOT_FOUND_MARKER, PRERENDERED_ATTRIBUTE } from './prerenderAttribute';

/**
 * The browser entry, kept small: a public page is prerendered and readable without any script, and
 * only its islands (navbar, forms) and the overlays (quick scan, engagement) ever run React; they
 * start when the visitor does something with the page (docs/architecture.md, "Public-site
 * speed"). What must happen at once happens here: noting how the visitor arrived, and making every
 * call to action open the quick scan (the click is recorded and the page's prerendered quick scan
 * dialog opens at once; React takes it over in the background).
 */
recordArrival();
installOpenListener();
installQuickScanDialog();

const container = document.getElementById('root')!;
// The admin shell (and the dev server's page) has no prerendered markup: the whole app renders.
const prerendered = !!container.getAttribute(PRERENDERED_ATTRIBUTE);

// The not-found page is served for every unknown path: a mistyped link is worth noticing.
if (container.getAttribute(PRERENDERED_ATTRIBUTE) === NOT_FOUND_MARKER) {
  console.warn('404: de opgevraagde pagina bestaat niet:', window.location.pathname);
}

let started: Promise<void> | undefined;

/**
 * The islands' code (React, Chakra, about 130 KB gzip) takes a slow phone a second or more to run,
 * in one go. It starts once the page has painted what the visitor's act changed: a tapped call to
 * action shows the quick scan first.
 */
function startIslands(): Promise<void> {
  started ??= afterNextPaint()
    .then(() => import('./startIslands'))
    .then((module) => module.startIslands());
  return started;
}

async function startPublicPage() {
  listenForCallsToAction(startIslands);
  const held = holdEarlyInput();
  // A tap's first touch is activity too: its click (a call to action?) comes when it is released.
  await whenReleased(await whenVisitorActs(startUpAtTheLatestMs()));
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
