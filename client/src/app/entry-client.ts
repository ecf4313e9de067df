import '../components/theme/fonts.css';
import { recordArrival } from '../capture/tracking/arrivals';
import { startUpAtTheLatestMs } from '../capture/engagement/engagementTimings';
import { holdEarlyInput } from './earlyInput';
import { whenVisitorActs } from './visitorActivity';
import { PRERENDERED_ATTRIBUTE } from './prerenderAttribute';

/**
 * The browser entry, kept small: a public page is prerendered and readable without any script, so
 * React, Chakra and the page's components start only when the visitor does something with it
 * (docs/architecture.md, "Public-site speed"). What must happen on the page a visitor lands on,
 * whatever they do next, happens here at once: noting how they arrived.
 */
recordArrival();

const container = document.getElementById('root')!;
// The admin shell (and any page served for another path) has no prerendered markup to read.
const prerendered = !!container.getAttribute(PRERENDERED_ATTRIBUTE);

async function start() {
  const held = prerendered ? holdEarlyInput() : undefined;
  if (prerendered) await whenVisitorActs(startUpAtTheLatestMs());
  try {
    const { startApp } = await import('./startApp');
    await startApp(container);
  } finally {
    // Also if the app could not load: buttons must not stay busy, and forms not held.
    held?.release();
  }
}

void start();
