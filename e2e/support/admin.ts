import type { Browser, BrowserContext, Page, WebSocket } from 'playwright-core';
import type { NewLead } from '../../server/src/leads/lead-capture.service';
import { LeadSource } from '../../server/src/leads/lead.enums';
import { createTestUser, loginAs, type TestUser } from '../../server/test/support/auth';
import { startTestApp, type TestApp } from '../../server/test/support/test-app';
import { launchBrowser } from './browser';
import { watchConsole } from './console';

/**
 * Helpers for browser tests of the admin panel. Accounts come from the server's own test helpers
 * (server/test/support/auth.ts); a test signs in through the login form when the login is what it
 * checks, and by cookie (a real session from the `login` mutation) when it only needs to be in.
 */

export const DESKTOP = { width: 1440, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export const createAdmin = (app: TestApp): Promise<TestUser> => createTestUser(app, { role: 'admin' });
export const createNonAdmin = (app: TestApp, role = 'viewer'): Promise<TestUser> => createTestUser(app, { role });

export interface AdminTab {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions of the page (expected to stay empty). */
  console: ReturnType<typeof watchConsole>;
  /** Every WebSocket the page opened, in order. */
  sockets: WebSocket[];
  close(): Promise<void>;
}

/** A fresh browser context (own cookies and storage) with one page. */
export async function openAdminTab(
  browser: Browser,
  options: {
    viewport?: { width: number; height: number };
    colorScheme?: 'light' | 'dark';
    theme?: 'light' | 'dark';
    hasTouch?: boolean;
  } = {},
): Promise<AdminTab> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    colorScheme: options.colorScheme,
    hasTouch: options.hasTouch,
  });
  if (options.theme) await context.addInitScript((theme) => localStorage.setItem('leadmachine-theme', theme), options.theme);
  const page = await context.newPage();
  const console = watchConsole(page);
  const sockets: WebSocket[] = [];
  page.on('websocket', (socket) => sockets.push(socket));
  return { context, page, console, sockets, close: () => context.close() };
}

type TabOptions = Parameters<typeof openAdminTab>[1];

/** What `adminSuite` gives a describe block: filled in by its beforeAll. */
export interface AdminSuite {
  readonly app: TestApp;
  readonly browser: Browser;
  /** The admin every `open` signs in as. */
  readonly admin: TestUser;
  /** A new tab signed in as the admin, on no page yet (to set routes or listeners first). Closed after the test. */
  signedInTab(options?: TabOptions): Promise<AdminTab>;
  /**
   * A new tab signed in as the admin at `path`, once the panel is up (on a phone, where the menu is
   * a closed sheet, once the live connection is). Closed after the test.
   */
  open(path: string, options?: TabOptions & { initScript?: () => void }): Promise<AdminTab>;
}

/**
 * The set-up most admin browser tests share, registered on the describe block it is called in: a
 * test server (with `env`) and a browser before all, an admin account, every tab closed after each
 * test, and both stopped after all.
 */
export function adminSuite({ env }: { env?: Record<string, string> } = {}): AdminSuite {
  let app: TestApp;
  let browser: Browser;
  let admin: TestUser;
  const tabs: AdminTab[] = [];
  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp({ env }), launchBrowser()]);
    admin = await createAdmin(app);
  });
  afterEach(async () => {
    await Promise.all(tabs.splice(0).map((tab) => tab.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  const signedInTab = async (options?: TabOptions) => {
    const tab = await openAdminTab(browser, options);
    tabs.push(tab);
    await signInByCookie(tab.context, app, admin);
    return tab;
  };
  return {
    get app() {
      return app;
    },
    get browser() {
      return browser;
    },
    get admin() {
      return admin;
    },
    signedInTab,
    async open(path, { initScript, ...options } = {}) {
      const tab = await signedInTab(options);
      if (initScript) await tab.context.addInitScript(initScript);
      await tab.page.goto(`${app.url}${path}`);
      if ((options.viewport?.width ?? DESKTOP.width) < 768) await tab.page.locator('[data-live-status="live"]').waitFor();
      else await waitForPanel(tab.page);
      return tab;
    },
  };
}

/** Fills and submits the login form on the current page (which must be /admin/login). */
export async function submitLogin(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Admin Inloggen' }).waitFor();
  await page.getByLabel('E-mailadres').fill(user.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}

/** Signs in through the login page and waits for the panel at `expectPath` (default the dashboard). */
export async function loginThroughUi(
  page: Page,
  app: TestApp,
  user: Pick<TestUser, 'email' | 'password'>,
  expectPath = '/admin/dashboard',
): Promise<void> {
  if (!new URL(page.url(), app.url).pathname.startsWith('/admin/login')) await page.goto(`${app.url}/admin/login`);
  await submitLogin(page, user);
  await page.waitForURL(`${app.url}${expectPath}`);
  await waitForPanel(page);
}

/**
 * Signs the context in without the form: a real session through the `login` mutation, its cookie
 * handed to the browser. Returns the API client holding the same session (to end it from outside).
 */
export async function signInByCookie(context: BrowserContext, app: TestApp, user: Pick<TestUser, 'email' | 'password'>) {
  const client = await loginAs(app, user);
  const cookies = client.cookieHeader.split('; ').map((pair) => {
    const index = pair.indexOf('=');
    return { name: pair.slice(0, index), value: pair.slice(index + 1), url: app.url };
  });
  await context.addCookies(cookies);
  return client;
}

/** The guarded layout is on screen and the live connection is up. */
export async function waitForPanel(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Beheermenu' }).first().waitFor({ state: 'attached' });
  await page.locator('[data-live-status="live"]').waitFor();
}

/** The text of the toasts on screen. */
export async function toastTexts(page: Page): Promise<string[]> {
  return page.getByRole('region', { name: 'Meldingen' }).locator('[role="alert"], [role="status"]').allInnerTexts();
}

/** Waits for a toast containing every one of `texts`. */
export async function waitForToast(page: Page, ...texts: string[]): Promise<void> {
  let toasts = page.getByRole('region', { name: 'Meldingen' }).locator('[role="alert"], [role="status"]');
  for (const text of texts) toasts = toasts.filter({ hasText: text });
  await toasts.first().waitFor();
}

let seeded = 0;

/**
 * A lead created through the lead services (as the quick scan would, without its per-IP rate
 * limit), announced on leadChanged like any other. Returns its id.
 */
export async function seedLead(app: TestApp, fields: Partial<NewLead> = {}, options: { createdAt?: Date } = {}): Promise<string> {
  seeded += 1;
  const { leadId } = await app.app.services.capture.create(
    {
      name: `Testlead ${seeded}`,
      email: `lead-${process.pid}-${seeded}@example.nl`,
      // A phone and website of its own: shared ones would list every seeded lead as a possible duplicate.
      phone: `06 2${String((process.pid * 1000 + seeded) % 10_000_000).padStart(7, '0')}`,
      company: `Bedrijf ${seeded}`,
      website: `bedrijf-${seeded}.nl`,
      source: LeadSource.QUICKSCAN,
      ...fields,
    },
    options,
  );
  return leadId;
}

/** Every GraphQL operation the page sends, with its variables, when it was sent and its answer's body. */
export function recordOperations(page: Page) {
  const operations: { name: string; variables?: Record<string, unknown>; sentAt: number; answeredAt?: number; body?: string }[] = [];
  page.on('request', (request) => {
    const body = request.url().endsWith('/graphql') ? request.postDataJSON() : undefined;
    if (body?.operationName) operations.push({ name: body.operationName, variables: body.variables, sentAt: Date.now() });
  });
  page.on('requestfinished', async (request) => {
    const name = request.url().endsWith('/graphql') ? request.postDataJSON()?.operationName : undefined;
    const entry = operations.find((candidate) => candidate.name === name && candidate.answeredAt === undefined);
    if (!entry) return;
    entry.answeredAt = Date.now();
    entry.body = await (await request.response())?.text();
  });
  return operations;
}
