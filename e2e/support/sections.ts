import type { Page } from 'playwright-core';

/**
 * Brings the page section with this id near the viewport and waits until it has rendered: sections
 * below the first screen are `content-visibility: auto` (docs/architecture.md, "Public-site
 * speed"), so their text is empty to innerText until a reader scrolls to them.
 */
export async function renderSection(page: Page, id: string): Promise<void> {
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  await page.waitForFunction((sectionId) => document.getElementById(sectionId)!.innerText.trim() !== '', id);
}
