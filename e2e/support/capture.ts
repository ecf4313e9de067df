import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { LeadEntity } from '../../server/src/leads/lead.entity';
import { startTestApp, type TestApp } from '../../server/test/support/test-app';
import { launchBrowser, type BrowserChoice } from './browser';
import { until, waitForHydration, watchConsole } from './console';

/**
 * Helpers for the lead-capture browser tests: a visitor's tab, the quick scan dialog and survey,
 * toasts, and the leads as the database holds them.
 */

export const DESKTOP = { width: 1440, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** A test server whose createLead rate limit does not get in the way of many visitors from 127.0.0.1. */
export const startCaptureApp = (): Promise<TestApp> => startTestApp({ env: { RATE_LIMIT_LEADS_PER_MINUTE: '1000' } });

/** A visitor's answers on the contact page's form (besides the e-mail), by field label. */
export const CONTACT_PAGE_ANSWERS: Readonly<Record<string, string>> = {
  Voornaam: 'Klaas',
  Achternaam: 'Loodgieter',
  Telefoon: '020 123 45 67',
  Bedrijfsnaam: 'Loodgietersbedrijf Klaas',
  Website: 'www.klaas-loodgieter.nl',
  Bericht: 'Bel me over Google Ads.',
};

/** The lead those answers make. */
export const CONTACT_PAGE_LEAD = {
  name: 'Klaas Loodgieter',
  phone: '020 123 45 67',
  company: 'Loodgietersbedrijf Klaas',
  website: 'www.klaas-loodgieter.nl',
  message: 'Bel me over Google Ads.',
  source: 'CONTACT',
} as const;

/**
 * A capture test server and a browser for a describe block: started before its tests (`use`
 * receives them), closed after them.
 */
export function withCaptureAppAndBrowser(use: (started: { app: TestApp; browser: Browser }) => void, choice: BrowserChoice = {}): void {
  let started: { app: TestApp; browser: Browser } | undefined;
  beforeAll(async () => {
    const [app, browser] = await Promise.all([startCaptureApp(), launchBrowser(choice)]);
    started = { app, browser };
    use(started);
  });
  afterAll(async () => {
    await started?.browser.close();
    await started?.app.close();
  });
}

export interface VisitorTab {
  context: BrowserContext;
  page: Page;
  console: ReturnType<typeof watchConsole>;
  close(): Promise<void>;
}

/** A fresh visitor (own storage) on `path`, hydrated. */
export async function openVisitorTab(
  browser: Browser,
  url: string,
  options: { viewport?: { width: number; height: number }; theme?: 'light' | 'dark'; hasTouch?: boolean } = {},
): Promise<VisitorTab> {
  const context = await browser.newContext({ viewport: options.viewport ?? DESKTOP, hasTouch: options.hasTouch });
  if (options.theme) await context.addInitScript((theme) => localStorage.setItem('leadmachine-theme', theme), options.theme);
  const page = await context.newPage();
  const console = watchConsole(page);
  await page.goto(url);
  await waitForHydration(page);
  return { context, page, console, close: () => context.close() };
}

export const QUICK_SCAN_TITLE = 'Vraag je gratis Quick Scan aan';
export const SURVEY_TITLE = 'Je persoonlijke analyse';

export const quickScanDialog = (page: Page): Locator => page.getByRole('dialog', { name: QUICK_SCAN_TITLE });
export const surveyDialog = (page: Page): Locator => page.getByRole('dialog', { name: SURVEY_TITLE });

/** The quick scan says a failed request inside its dialog (a toast would be behind the native modal). */
export const quickScanFailure = (page: Page): Locator =>
  quickScanDialog(page)
    .getByRole('alert')
    .filter({ hasText: 'Er is iets misgegaan. Probeer het opnieuw of neem direct contact met ons op.' });

export interface QuickScanInput {
  name: string;
  email: string;
  phone: string;
  company: string;
  website: string;
}

let visitors = 0;
/** Valid quick scan values with an e-mail address no other test uses. */
export function visitor(overrides: Partial<QuickScanInput> = {}): QuickScanInput {
  visitors += 1;
  return {
    name: 'Jan de Vries',
    email: `jan-${process.pid}-${Date.now()}-${visitors}@dakwerken-devries.nl`,
    // A phone of its own: the same phone and name would join the previous visitor's lead.
    phone: `06 1${String((process.pid * 1000 + visitors) % 10_000_000).padStart(7, '0')}`,
    company: 'Dakwerken De Vries',
    website: 'www.dakwerken-devries.nl',
    ...overrides,
  };
}

export const QUICK_SCAN_LABELS: Record<keyof QuickScanInput, string> = {
  name: 'Naam',
  email: 'E-mailadres',
  phone: 'Telefoonnummer',
  company: 'Bedrijfsnaam',
  website: 'Website',
};

export const quickScanField = (page: Page, field: keyof QuickScanInput): Locator =>
  quickScanDialog(page).getByRole('textbox', { name: QUICK_SCAN_LABELS[field], exact: true });

export async function fillQuickScan(page: Page, values: Partial<QuickScanInput>): Promise<void> {
  for (const [field, value] of Object.entries(values) as [keyof QuickScanInput, string][]) {
    await quickScanField(page, field).fill(value);
  }
}

export const submitQuickScanButton = (page: Page): Locator =>
  quickScanDialog(page).getByRole('button', { name: 'Start mijn gratis quick scan' });

/** The message that describes a control (its aria-describedby), or null. */
export async function describedBy(control: Locator): Promise<string | null> {
  return control.evaluate((element) => {
    const id = element.getAttribute('aria-describedby');
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  });
}

/**
 * A toast with every one of `texts`. Located by CSS, not by role: while the capture dialog is
 * open the page behind it (toast region included) is aria-hidden, and the dialog repeats toasts
 * in a live region of its own (checked separately).
 */
export function toast(page: Page, ...texts: string[]): Locator {
  let toasts = page.locator('[aria-label="Meldingen"] > [role="status"], [aria-label="Meldingen"] > [role="alert"]');
  for (const text of texts) toasts = toasts.filter({ hasText: text });
  return toasts;
}

export async function waitForToast(page: Page, ...texts: string[]): Promise<Locator> {
  const found = toast(page, ...texts).first();
  await found.waitFor();
  return found;
}

/** The lead with this e-mail address as stored (null when there is none). */
export async function leadByEmail(app: TestApp, email: string): Promise<LeadEntity | null> {
  return app.dataSource.getRepository(LeadEntity).findOneBy({ email });
}

export async function leadsByEmail(app: TestApp, email: string): Promise<LeadEntity[]> {
  return app.dataSource.getRepository(LeadEntity).findBy({ email });
}

/** Polls the database until the lead with `email` satisfies `condition`; returns it. */
export async function waitForLead(
  app: TestApp,
  email: string,
  condition: (lead: LeadEntity) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<LeadEntity> {
  let found: LeadEntity | null = null;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    found = await leadByEmail(app, email);
    if (found && condition(found)) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No lead for ${email} matching the condition in time; last seen: ${JSON.stringify(found)}`);
}

/** Opens the quick scan through a call to action, fills it and submits; resolves when the survey shows. */
export async function requestQuickScan(page: Page, values: QuickScanInput, cta: Locator): Promise<void> {
  await cta.click();
  await quickScanDialog(page).waitFor();
  await fillQuickScan(page, values);
  await submitQuickScanButton(page).click();
  await surveyDialog(page).waitFor();
}

/** The survey's current step number (data-survey-step). */
export async function surveyStep(page: Page): Promise<number> {
  return Number(await surveyDialog(page).locator('[data-survey-step]').getAttribute('data-survey-step'));
}

export const nextButton = (page: Page): Locator => surveyDialog(page).getByRole('button', { name: 'Volgende' });
export const previousButton = (page: Page): Locator => surveyDialog(page).getByRole('button', { name: 'Vorige' });
export const finishButton = (page: Page): Locator => surveyDialog(page).getByRole('button', { name: 'Analyse ontvangen' });

/** Clicks 'Volgende' and waits for step `expected`. */
export async function goToStep(page: Page, expected: number): Promise<void> {
  await nextButton(page).click();
  await surveyDialog(page).locator(`[data-survey-step="${expected}"]`).waitFor();
}

export const radio = (page: Page, name: string): Locator => surveyDialog(page).getByRole('radio', { name, exact: true });
export const checkbox = (page: Page, name: string): Locator => surveyDialog(page).getByRole('checkbox', { name, exact: true });
export const textbox = (page: Page, name: string): Locator => surveyDialog(page).getByRole('textbox', { name, exact: true });

export { until };

/**
 * Clicks a call to action, checks that it opened the quick scan, and closes it again (Escape), so
 * the next call to action on the page can be clicked.
 */
export async function clickCallToAction(page: Page, cta: Locator): Promise<void> {
  await cta.click();
  const dialog = page.getByRole('dialog', { name: QUICK_SCAN_TITLE });
  await dialog.waitFor();
  // The dialog takes Escape once it is live, which is when it has moved the focus into itself
  // (a key pressed in the frame it first paints in can come before that on a busy machine).
  await page.waitForFunction(() => !!document.activeElement?.closest('dialog, [role="dialog"]'));
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Submits a site form that sends a lead, and sees its busy state: the GraphQL request is held
 * until `busy` shows disabled (a quick answer could otherwise end it before it is looked at), then
 * the answer is awaited, and only then the page's paused clock runs a second for the toast (run
 * earlier, a slow answer arrived after it).
 */
export async function submitSeeingBusy(page: Page, submit: Locator, busy: Locator): Promise<void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: import('playwright-core').Route) => {
    await held;
    await route.continue();
  };
  await page.route('**/graphql', handler);
  const answered = page.waitForResponse((response) => response.url().endsWith('/graphql'));
  await submit.click();
  try {
    await expect(busy.isDisabled()).resolves.toBe(true);
  } finally {
    release();
  }
  await expect(answered.then((response) => response.status())).resolves.toBe(200);
  await page.unroute('**/graphql', handler);
  await page.clock.runFor(1000);
}
