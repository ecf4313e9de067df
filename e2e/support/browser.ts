import { chromium, type Browser, type Page } from 'playwright-core';

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/**
 * Marks the exit and scroll popups as already shown in this tab's session, for tests about
 * something else on a page: a popup opening 3 s after a scroll (timing of its own, and frozen by a
 * test's fake clock) must not land on top of the form under test. The popups are tested in
 * e2e/capture-engagement.test.ts.
 */
export async function withoutPopups(page: Page): Promise<void> {
  await page.addInitScript(() => {
    sessionStorage.setItem('leadmachine-exitPopupShown', '1');
    sessionStorage.setItem('leadmachine-scrollPopupShown', '1');
  });
}
