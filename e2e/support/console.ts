import type { Page } from 'playwright-core';

/**
 * Collects console errors, uncaught errors and React hydration complaints of a page. A 404 page
 * makes Chromium itself log "Failed to load resource ... 404" for the document: that one is
 * expected (the server must answer unknown paths with 404) and is left out when
 * `expectedDocument404` names the page's URL.
 */
export function watchConsole(page: Page, options: { expectedDocument404?: string } = {}) {
  const problems: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'warning') warnings.push(text);
    const isDocument404 =
      options.expectedDocument404 !== undefined &&
      text.startsWith('Failed to load resource: the server responded with a status of 404') &&
      message.location().url === options.expectedDocument404;
    if ((message.type() === 'error' && !isDocument404) || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { problems, warnings };
}

/**
 * Counts h1 elements removed from the document while the page loads: hydration keeps the
 * prerendered nodes, a client-side re-render (after a mismatch) replaces them.
 */
export const countRemovedHeadings = `
  window.__removedHeadings = 0;
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.removedNodes)
        if (node.nodeType === 1 && (node.matches('h1') || node.querySelector('h1'))) window.__removedHeadings++;
  }).observe(document, { childList: true, subtree: true });
`;

/**
 * Resolves once React has hydrated (the theme toggle only renders in the browser). A public page
 * starts its scripts when the visitor does something (client/src/app/entry-client.ts), and its
 * small entry may still be on its way when the page has loaded: so this presses Shift, as harmless
 * an act as a visitor has, until the app runs.
 */
export async function waitForHydration(page: Page): Promise<void> {
  const toggle = page.locator('[data-theme-toggle]').first();
  const deadline = Date.now() + 30_000;
  while ((await toggle.count()) === 0) {
    if (Date.now() > deadline) throw new Error('The page did not start its scripts within 30 s');
    await page.keyboard.press('Shift');
    await page.waitForTimeout(100);
  }
}

/**
 * Renders every section of a public page as if the reader had scrolled to it. Sections below the
 * first screen are rendered only near the viewport (content-visibility,
 * client/src/site/layout/offScreenUntilNear.ts): innerText reads rendered text only, and axe's
 * colour-contrast rule reads a section not rendered as hidden.
 */
export const renderEverySection = (page: Page) => page.addStyleTag({ content: '* { content-visibility: visible !important }' });

/** Polls `condition` until it holds (console events reach the test asynchronously). */
export async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
