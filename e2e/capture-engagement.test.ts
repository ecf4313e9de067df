import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loginAsAdmin } from '../server/test/support/auth';
import { startTestApp, type TestApp } from '../server/test/support/test-app';
import { formatCountdown, weeklyCountdown } from '../client/src/capture/engagement/weeklyCountdown';
import { DESKTOP, PHONE, waitForToast } from './support/admin';
import { launchBrowser } from './support/browser';
import { chunkPathOf } from './support/build';
import { waitForHydration, watchConsole } from './support/console';

jest.setTimeout(60_000);

/**
 * The engagement layer (issue 5): popups with their once-per-session rules, the scroll popup's
 * CONTACT lead, chat panel, countdown banner, mobile sticky button, social proof, and that none of
 * it shows while the quick scan is open. Waits are shortened through the layer's documented test
 * override (`window.__leadmachineTimings`); thresholds (50%, 70%, 200 px, 768 px) are the real ones.
 */
type Timings = Partial<Record<string, number>>;

/** Social proof far away unless a test asks for it, so it never covers what a test clicks. */
const FAST: Timings = {
  exitScrollDelayMs: 300,
  scrollPopupDelayMs: 300,
  popupCooldownMs: 0,
  socialProofFirstMs: 600_000,
};

const EXIT_TITLE = 'Wacht! Claim je gratis quick scan';
const SCROLL_TITLE = 'Zullen we je even bellen?';

describe('engagement layer', () => {
  let app: TestApp;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  /** A new visitor (own session storage) with the shortened timings, its console watched. */
  async function visit(
    path: string,
    options: { viewport?: { width: number; height: number }; timings?: Timings; flags?: string[]; init?: () => void } = {},
  ) {
    const context = await browser.newContext({ viewport: options.viewport ?? DESKTOP, reducedMotion: 'reduce' });
    contexts.push(context);
    await context.addInitScript((timings) => {
      (window as unknown as { __leadmachineTimings: unknown }).__leadmachineTimings = timings;
      const w = window as unknown as { quickScanEvents: unknown[] };
      w.quickScanEvents = [];
      window.addEventListener('openQuickScan', (event) => w.quickScanEvents.push((event as CustomEvent).detail));
    }, options.timings ?? FAST);
    if (options.flags?.length) {
      await context.addInitScript((flags) => flags.forEach((flag) => sessionStorage.setItem(`leadmachine-${flag}`, '1')), options.flags);
    }
    if (options.init) await context.addInitScript(options.init);
    const page = await context.newPage();
    const console = watchConsole(page);
    await page.goto(app.url + path);
    await waitForHydration(page);
    await waitForLayer(page);
    return { context, page, console };
  }

  const waitForLayer = (page: Page) => page.locator('[data-engagement-layer]').waitFor({ state: 'attached' });
  const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
  const quickScan = (page: Page) => page.getByRole('dialog', { name: 'Vraag je gratis Quick Scan aan' });
  const quickScanEvents = (page: Page) =>
    page.evaluate(() => (window as unknown as { quickScanEvents: { buttonText: string }[] }).quickScanEvents.map((e) => e.buttonText));

  /** The mouse leaves the window through its top edge. */
  async function exitIntent(page: Page) {
    await page.mouse.move(700, 300);
    await page.mouse.move(700, 5, { steps: 5 });
    await page.mouse.move(700, -20, { steps: 2 });
  }

  async function scrollToFraction(page: Page, fraction: number) {
    await page.evaluate((f) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * f), fraction);
  }

  /** Long enough for any shortened trigger (300 ms) to have fired. */
  const settle = (page: Page) => page.waitForTimeout(900);

  it('opens the exit popup on exit intent once per session: not after a reload, again for a new session', async () => {
    const { page, console } = await visit('/');
    await expect(dialog(page, EXIT_TITLE).count()).resolves.toBe(0);

    await exitIntent(page);
    const popup = dialog(page, EXIT_TITLE);
    await popup.waitFor();
    await expect(popup.getAttribute('aria-modal')).resolves.toBe('true');
    for (const text of ['Analyse van je website en campagnes', '3 concrete verbeterpunten', 'Persoonlijk actieplan', '247%', '24 uur']) {
      await expect(popup.getByText(text).count()).resolves.toBeGreaterThan(0);
    }
    // Focus is in the dialog, on its call to action, and Tab stays inside.
    const cta = popup.getByRole('button', { name: 'Claim mijn gratis quick scan' });
    await expect(cta.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Tab');
    await expect(popup.evaluate((element) => element.contains(document.activeElement))).resolves.toBe(true);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(popup.evaluate((element) => element.contains(document.activeElement))).resolves.toBe(true);

    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => sessionStorage.getItem('leadmachine-exitPopupShown'))).resolves.toBe('1');

    await exitIntent(page);
    await settle(page);
    await expect(dialog(page, EXIT_TITLE).count()).resolves.toBe(0);

    await page.reload();
    await waitForHydration(page);
    await waitForLayer(page);
    await exitIntent(page);
    await settle(page);
    await expect(dialog(page, EXIT_TITLE).count()).resolves.toBe(0);
    await page.close();

    // Another tab of the same browser session shares nothing of sessionStorage: only a new
    // context is a new session.
    const fresh = await visit('/');
    await exitIntent(fresh.page);
    await dialog(fresh.page, EXIT_TITLE).waitFor();
    // Its button opens the quick scan and closes the popup.
    await dialog(fresh.page, EXIT_TITLE).getByRole('button', { name: 'Claim mijn gratis quick scan' }).click();
    await dialog(fresh.page, EXIT_TITLE).waitFor({ state: 'detached' });
    await expect(quickScanEvents(fresh.page)).resolves.toEqual(['Claim mijn gratis quick scan']);
    await quickScan(fresh.page).waitFor();
    expect([...console.problems, ...fresh.console.problems]).toEqual([]);
  });

  it('also opens the exit popup 70% down the page, and a backdrop click closes it', async () => {
    // The scroll popup (50%) was already seen this session, so only the exit popup can come.
    const { page, console } = await visit('/', { flags: ['scrollPopupShown'] });
    await scrollToFraction(page, 0.6);
    await settle(page);
    await expect(dialog(page, EXIT_TITLE).count()).resolves.toBe(0);

    await scrollToFraction(page, 0.75);
    await dialog(page, EXIT_TITLE).waitFor();
    await page.mouse.click(5, 5);
    await dialog(page, EXIT_TITLE).waitFor({ state: 'detached' });
    expect(console.problems).toEqual([]);
  });

  it('opens the scroll popup once per session, refuses bad input in Dutch and saves a CONTACT lead', async () => {
    const { page, console } = await visit('/diensten/google-ads', { viewport: PHONE });
    await scrollToFraction(page, 0.4);
    await settle(page);
    await expect(dialog(page, SCROLL_TITLE).count()).resolves.toBe(0);

    await scrollToFraction(page, 0.55);
    const popup = dialog(page, SCROLL_TITLE);
    await popup.waitFor();
    const form = popup.getByRole('form', { name: 'Terugbelverzoek' });
    const name = form.getByRole('textbox', { name: 'Naam' });
    await expect(name.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

    // Nothing filled in: a Dutch message under each field, focus on the first.
    await form.getByRole('button', { name: 'Bel mij terug' }).click();
    await popup.getByText('Vul je naam in.').waitFor();
    await popup.getByText('Vul je e-mailadres in.').waitFor();
    await popup.getByText('Vul je telefoonnummer in, dan bellen we je terug.').waitFor();
    await expect(name.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect(name.getAttribute('aria-invalid')).resolves.toBe('true');

    const email = `terugbellen-${Date.now()}@schilder-jansen.nl`;
    await name.fill('Piet Jansen');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('piet@schilder');
    await form.getByRole('textbox', { name: 'Telefoonnummer' }).fill('06 98 76 54 32');
    await form.getByRole('button', { name: 'Bel mij terug' }).click();
    await popup.getByText('Vul een geldig e-mailadres in, bijvoorbeeld naam@bedrijf.nl.').waitFor();

    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByRole('button', { name: 'Bel mij terug' }).click();
    await waitForToast(page, 'Aanvraag verzonden!', 'We nemen binnen 24 uur contact met je op.');
    await popup.waitFor({ state: 'detached' });

    const admin = await loginAsAdmin(app);
    const { leads } = await admin.ok<{ leads: Record<string, unknown>[] }>(
      `query($f: LeadFilter) { leads(filter: $f) { name email phone source status message buttonClick { buttonText pagePath pageTitle } } }`,
      { f: { search: email } },
    );
    expect(leads).toEqual([
      {
        name: 'Piet Jansen',
        email,
        phone: '06 98 76 54 32',
        source: 'CONTACT',
        status: 'NEW',
        message: 'Terugbelverzoek via de pop-up op de website.',
        buttonClick: { buttonText: 'Bel mij terug', pagePath: '/diensten/google-ads', pageTitle: await page.title() },
      },
    ]);

    // Once per session: not on the next page of this session, nor after a reload.
    await page.goto(app.url + '/tarieven');
    await waitForHydration(page);
    await waitForLayer(page);
    await scrollToFraction(page, 0.6);
    await settle(page);
    await expect(dialog(page, SCROLL_TITLE).count()).resolves.toBe(0);
    expect(console.problems).toEqual([]);

    // A new session gets it again; a server failure keeps what was typed.
    const fresh = await visit('/diensten/google-ads', { viewport: PHONE });
    await fresh.page.route('**/graphql', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await scrollToFraction(fresh.page, 0.55);
    const again = dialog(fresh.page, SCROLL_TITLE);
    await again.waitFor();
    await again.getByRole('textbox', { name: 'Naam' }).fill('Kees');
    await again.getByRole('textbox', { name: 'E-mail' }).fill('kees@voorbeeld.nl');
    await again.getByRole('textbox', { name: 'Telefoonnummer' }).fill('0201234567');
    await again.getByRole('button', { name: 'Bel mij terug' }).click();
    await waitForToast(fresh.page, 'Er is iets misgegaan', 'Probeer het opnieuw of neem direct contact met ons op.');
    await expect(again.getByRole('textbox', { name: 'Naam' }).inputValue()).resolves.toBe('Kees');
    await expect(again.getByRole('button', { name: 'Bel mij terug' }).isEnabled()).resolves.toBe(true);
  });

  it('shows the sticky Gratis Quick Scan button on a phone past 200 px only, and it opens the quick scan', async () => {
    const { page, console } = await visit('/', { viewport: PHONE, flags: ['scrollPopupShown', 'exitPopupShown'] });
    const sticky = page.getByRole('button', { name: 'Gratis Quick Scan', exact: true });
    await expect(sticky.count()).resolves.toBe(0);
    await page.evaluate(() => window.scrollTo(0, 150));
    await settle(page);
    await expect(sticky.count()).resolves.toBe(0);

    await page.evaluate(() => window.scrollTo(0, 260));
    await sticky.waitFor();
    const box = (await sticky.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    // It leaves the chat button (bottom right) free.
    const chat = (await page.getByRole('button', { name: 'Chatvenster' }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(chat.x);

    await sticky.click();
    await expect(quickScanEvents(page)).resolves.toEqual(['Gratis Quick Scan']);
    await quickScan(page).waitFor();
    await page.keyboard.press('Escape');
    await quickScan(page).waitFor({ state: 'detached' });

    await page.evaluate(() => window.scrollTo(0, 100));
    await sticky.waitFor({ state: 'detached' });

    // A form under it (the home contact form) sends it away, so it never covers fields or buttons.
    await page.evaluate(() => window.scrollTo(0, 400));
    await sticky.waitFor();
    await page
      .getByRole('form', { name: 'Contactformulier' })
      .evaluate((form) => form.scrollIntoView({ block: 'end', behavior: 'instant' }));
    await sticky.waitFor({ state: 'detached' });
    // No banner and no social proof on a phone.
    await expect(page.locator('[data-engagement-banner]').count()).resolves.toBe(0);
    expect(console.problems).toEqual([]);
  });

  it('opens and closes the chat panel with the keyboard', async () => {
    const { page, console } = await visit('/contact');
    const toggle = page.getByRole('button', { name: 'Chatvenster' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Gratis leadanalyse' });
    await panel.waitFor();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(toggle.getAttribute('aria-controls')).resolves.toBe(await panel.getAttribute('id'));
    await expect(panel.getByRole('listitem').count()).resolves.toBe(3);
    await panel.getByText('Het kost je maar 5 minuten. Zullen we beginnen?').waitFor();
    const action = panel.getByRole('button', { name: 'Ja, ik wil de gratis analyse!' });
    await expect(action.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await expect(toggle.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');

    // Space opens it too; its button opens the quick scan and closes the panel.
    await page.keyboard.press('Space');
    await panel.waitFor();
    await page.keyboard.press('Enter');
    await panel.waitFor({ state: 'detached' });
    await expect(quickScanEvents(page)).resolves.toEqual(['Ja, ik wil de gratis analyse!']);
    await quickScan(page).waitFor();
    expect(console.problems).toEqual([]);
  });

  it('shows the banner with the countdown to Monday 00:00 on a desktop, not on a phone', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    contexts.push(context);
    const page = await context.newPage();
    const console = watchConsole(page);
    // Friday 17 January 2025, 19:54:51 in Amsterdam: 2 days, 4 h, 5 min, 9 s to Monday.
    await page.clock.setFixedTime(new Date('2025-01-17T18:54:51Z'));
    await page.goto(app.url + '/');
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: 'Aanbieding van deze week' });
    await banner.waitFor();
    await banner.getByText('Nog 7 plekken vrij deze week').waitFor();
    const timer = banner.getByRole('timer');
    await expect(timer.textContent()).resolves.toBe('2d 04u 05m 09s');
    await expect(timer.getAttribute('datetime')).resolves.toBe('P2DT4H5M9S');
    // Below the fixed navbar, not over it.
    const navbar = (await page.getByRole('banner').boundingBox())!;
    const bannerBox = (await banner.boundingBox())!;
    expect(bannerBox.y).toBeGreaterThanOrEqual(navbar.y + navbar.height - 1);

    await banner.getByRole('button', { name: 'Aanbieding verbergen' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await waitForHydration(page);
    await waitForLayer(page);
    await expect(banner.count()).resolves.toBe(0);
    expect(console.problems).toEqual([]);

    // It ticks with the real clock.
    const live = await visit('/over-ons');
    const liveTimer = live.page.getByRole('region', { name: 'Aanbieding van deze week' }).getByRole('timer');
    const now = await live.page.evaluate(() => Date.now());
    const shown = await liveTimer.textContent();
    expect([0, 1000, 2000].map((ms) => formatCountdown(weeklyCountdown(now - ms)))).toContain(shown);
    await live.page.waitForFunction((before) => document.querySelector('[role="timer"]')?.textContent !== before, shown);

    const phone = await visit('/over-ons', { viewport: PHONE });
    await settle(phone.page);
    await expect(phone.page.locator('[data-engagement-banner]').count()).resolves.toBe(0);
  });

  it('shows social proof on a desktop only: politely, cycling through the case studies', async () => {
    const timings = {
      ...FAST,
      socialProofFirstMs: 0,
      socialProofVisibleMs: 1200,
      socialProofMinIntervalMs: 1500,
      socialProofMaxIntervalMs: 1500,
    };
    // Every company shown, in order, as the page sees it ('-' when none shows).
    const recordProof = () => {
      const w = window as unknown as { proofShown: string[] };
      w.proofShown = [];
      new MutationObserver(() => {
        const company = document.querySelector('[data-engagement-social-proof] p')?.textContent ?? null;
        if (company && company !== w.proofShown.at(-1)) w.proofShown.push(company);
        if (!company && w.proofShown.at(-1) !== '-') w.proofShown.push('-');
      }).observe(document, { childList: true, subtree: true, characterData: true });
    };
    const { page, console } = await visit('/over-ons', { timings, init: recordProof });
    const proof = page.locator('[data-engagement-social-proof]');
    await proof.waitFor();
    await expect(proof.textContent()).resolves.toContain('Dakwerken Van Dijk');
    await expect(proof.textContent()).resolves.toContain('van 5 naar 45 leads per maand');
    const region = page.getByRole('status').filter({ has: proof });
    await expect(region.getAttribute('aria-live')).resolves.toBe('polite');
    await proof.getByRole('link', { name: 'Bekijk de case' }).waitFor();
    await expect(proof.getByRole('link', { name: 'Bekijk de case' }).getAttribute('href')).resolves.toBe('/resultaten/dakdekker-leads');
    await page.waitForFunction(() => (window as unknown as { proofShown: string[] }).proofShown.length >= 7);
    const shown = await page.evaluate(() => (window as unknown as { proofShown: string[] }).proofShown);
    // Shown, gone, the next one: in the case studies' order (the page starts without one).
    expect(shown.slice(shown[0] === '-' ? 1 : 0).slice(0, 6)).toEqual([
      expect.stringContaining('Dakwerken Van Dijk'),
      '-',
      expect.stringContaining('Loodgietersbedrijf De Vries'),
      '-',
      expect.stringContaining('Schildersbedrijf Jansen'),
      '-',
    ]);

    const phone = await visit('/over-ons', { viewport: PHONE, timings });
    await phone.page.waitForTimeout(2000);
    await expect(phone.page.locator('[data-engagement-social-proof]').count()).resolves.toBe(0);
    expect([...console.problems, ...phone.console.problems]).toEqual([]);
  });
  it('shows nothing while the quick scan is open, holds a half-filled popup under it, and comes back after', async () => {
    const timings = {
      ...FAST,
      socialProofFirstMs: 1500,
      socialProofVisibleMs: 1500,
      socialProofMinIntervalMs: 2000,
      socialProofMaxIntervalMs: 2000,
    };
    const { page, console } = await visit('/', { timings });
    const chat = page.getByRole('button', { name: 'Chatvenster' });
    const banner = page.getByRole('region', { name: 'Aanbieding van deze week' });
    await chat.waitFor();
    await banner.waitFor();

    // The banner's button opens the real quick scan: chat and banner step aside, no trigger opens
    // a popup, no social proof appears.
    await banner.getByRole('button', { name: 'Start scan' }).click();
    await quickScan(page).waitFor();
    await chat.waitFor({ state: 'hidden' });
    await banner.waitFor({ state: 'hidden' });
    await exitIntent(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(2500);
    await expect(page.locator('[data-engagement-popup]').count()).resolves.toBe(0);
    await expect(page.locator('[data-engagement-social-proof]').count()).resolves.toBe(0);
    await expect(page.evaluate(() => sessionStorage.getItem('leadmachine-exitPopupShown'))).resolves.toBeNull();

    // Closed again: everything is back, and the next scroll may bring a popup.
    await page.keyboard.press('Escape');
    await quickScan(page).waitFor({ state: 'detached' });
    await chat.waitFor();
    await banner.waitFor();
    await scrollToFraction(page, 0.55);
    const popup = dialog(page, SCROLL_TITLE);
    await popup.waitFor();
    await popup.getByRole('textbox', { name: 'Naam' }).fill('Half ingevuld');

    // A call to action fired meanwhile (any openQuickScan) puts the quick scan on top: the popup
    // is held out of sight with its input, and returns when the quick scan closes.
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('openQuickScan', { detail: { buttonText: 'Test', pagePath: '/', pageTitle: document.title } })),
    );
    await quickScan(page).waitFor();
    await popup.waitFor({ state: 'hidden' });
    await page.keyboard.press('Escape');
    await quickScan(page).waitFor({ state: 'detached' });
    await popup.waitFor();
    await expect(popup.getByRole('textbox', { name: 'Naam' }).inputValue()).resolves.toBe('Half ingevuld');
    expect(console.problems).toEqual([]);
  });

  it('opens the real quick scan from the sticky button, and stays away while it is open', async () => {
    const { page, console } = await visit('/', { viewport: PHONE, flags: ['scrollPopupShown', 'exitPopupShown'] });
    await page.evaluate(() => window.scrollTo(0, 400));
    const sticky = page.getByRole('button', { name: 'Gratis Quick Scan', exact: true });
    await sticky.click();
    await quickScan(page).waitFor();
    await sticky.waitFor({ state: 'hidden' });
    await expect(page.getByRole('button', { name: 'Chatvenster' }).isVisible()).resolves.toBe(false);
    await quickScan(page).getByRole('button', { name: 'Sluiten' }).click();
    await quickScan(page).waitFor({ state: 'detached' });
    await sticky.waitFor();
    expect(console.problems).toEqual([]);
  });
  it('arrives as its own chunk, fetched only after the page has loaded', async () => {
    const engagementLayer = chunkPathOf('src/capture/engagement/EngagementLayer.tsx');
    const html = await (await fetch(app.url + '/')).text();
    expect(html).toContain('/assets/');
    expect(html).not.toContain(engagementLayer);
    const { page, console } = await visit('/');
    const timing = await page.evaluate((path) => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const chunk = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === path);
      return { loadEnd: navigation.loadEventEnd, chunkStart: chunk?.startTime ?? null };
    }, engagementLayer);
    expect(timing.chunkStart).not.toBeNull();
    expect(timing.chunkStart!).toBeGreaterThanOrEqual(timing.loadEnd);
    expect(console.problems).toEqual([]);
  });
});
