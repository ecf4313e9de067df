import type { Browser } from 'playwright-core';
import type { TestUser } from '../server/test/support/auth';
import { startTestApp, type TestApp } from '../server/test/support/test-app';
import {
  createAdmin,
  createNonAdmin,
  loginThroughUi,
  openAdminTab,
  PHONE,
  signInByCookie,
  submitLogin,
  toastTexts,
  waitForPanel,
  waitForToast,
} from './support/admin';
import { launchBrowser } from './support/browser';
import { until } from './support/console';

/** Login, the guard, deep links, logout and the end of a session, in a real browser. */
describe('admin access', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: TestUser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp({ env: { LOGIN_MAX_FAILURES: '3' } }), launchBrowser()]);
    admin = await createAdmin(app);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('sends a signed-out visitor of /admin/pipeline to the login page, and back to the pipeline after signing in', async () => {
    const tab = await openAdminTab(browser);
    const { page } = tab;
    await page.goto(`${app.url}/admin/pipeline`);
    await page.waitForURL(`${app.url}/admin/login?terug=%2Fadmin%2Fpipeline`);

    await page.getByRole('heading', { level: 1, name: 'Admin Inloggen' }).waitFor();
    await page.getByText('Toegang tot het lead management systeem').waitFor();
    await expect(page.title()).resolves.toBe('Inloggen | Beheer | Vakleads');
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex');
    expect(tab.sockets).toEqual([]); // no socket before signing in: the server would refuse it

    // The password can be shown and hidden again.
    const password = page.getByLabel('Wachtwoord', { exact: true });
    await password.fill(admin.password);
    await expect(password.getAttribute('type')).resolves.toBe('password');
    await page.getByRole('button', { name: 'Wachtwoord tonen' }).click();
    await expect(password.getAttribute('type')).resolves.toBe('text');
    await page.getByRole('button', { name: 'Wachtwoord verbergen' }).click();
    await expect(password.getAttribute('type')).resolves.toBe('password');

    // While the server answers, the button says so.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName === 'AdminLogin') await held;
      await route.continue();
    });
    await page.getByLabel('E-mailadres').fill(admin.email);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await page.getByRole('button', { name: 'Bezig met inloggen...' }).waitFor();
    release();

    await page.waitForURL(`${app.url}/admin/pipeline`);
    await waitForToast(page, 'Succesvol ingelogd', 'Welkom in het admin panel');
    await page.getByRole('heading', { level: 1, name: 'Sales Pipeline' }).waitFor();
    await waitForPanel(page);
    await expect(page.title()).resolves.toBe('Pipeline | Beheer | Vakleads');
    await expect(page.getByText('Marketing Lead Management').isVisible()).resolves.toBe(true);
    const menu = page.getByRole('navigation', { name: 'Beheermenu' });
    await expect(menu.getByRole('link', { name: 'Pipeline' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(menu.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).resolves.toBeNull();
    expect(tab.sockets).toHaveLength(1);

    // Moving around the panel: each page its own heading, title and current menu item.
    for (const [name, heading, title] of [
      ['Leads', 'Leads', 'Leads'],
      ['Surveys', 'Survey Responses', 'Surveys'],
      ['Dashboard', 'Lead Management Dashboard', 'Dashboard'],
    ] as const) {
      await menu.getByRole('link', { name }).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expect(page.title()).resolves.toBe(`${title} | Beheer | Vakleads`);
      await expect(menu.getByRole('link', { name }).getAttribute('aria-current')).resolves.toBe('page');
    }
    expect(tab.sockets).toHaveLength(1); // one subscription socket for the whole panel
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });

  it('keeps the deep link of a lead profile, query string included', async () => {
    const tab = await openAdminTab(browser);
    await tab.page.goto(`${app.url}/admin/leads/abc-123?tab=notities`);
    await tab.page.waitForURL(/\/admin\/login\?terug=/);
    await submitLogin(tab.page, admin);
    await tab.page.waitForURL(`${app.url}/admin/leads/abc-123?tab=notities`);
    await tab.page.getByRole('heading', { level: 1 }).waitFor();
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });

  it('refuses an account without the admin role with "Geen toegang", on the login page', async () => {
    const viewer = await createNonAdmin(app);
    const tab = await openAdminTab(browser);
    const { page } = tab;
    await page.goto(`${app.url}/admin/login`);
    await submitLogin(page, viewer);
    await waitForToast(page, 'Geen toegang', 'Je hebt geen admin rechten');
    expect(page.url()).toBe(`${app.url}/admin/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Inloggen' }).isVisible()).resolves.toBe(true);
    await expect(page.getByLabel('Wachtwoord', { exact: true }).inputValue()).resolves.toBe('');

    // Signed in as that account, every guarded page sends it back to the login page, which says why.
    await page.goto(`${app.url}/admin/dashboard`);
    await page.waitForURL(`${app.url}/admin/login?terug=%2Fadmin%2Fdashboard`);
    await waitForToast(page, 'Geen toegang');
    expect(tab.sockets).toEqual([]);
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });

  it('signs an admin in to the dashboard, and sends a signed-in admin from /admin/login to it', async () => {
    const tab = await openAdminTab(browser);
    const { page } = tab;
    await loginThroughUi(page, app, admin);
    await page.getByRole('heading', { level: 1, name: 'Lead Management Dashboard' }).waitFor();
    await expect(page.title()).resolves.toBe('Dashboard | Beheer | Vakleads');

    await page.goto(`${app.url}/admin/login`);
    await page.waitForURL(`${app.url}/admin/dashboard`);
    await page.goto(`${app.url}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Lead Management Dashboard' }).waitFor();
    await expect(
      page.getByRole('navigation', { name: 'Beheermenu' }).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'),
    ).resolves.toBe('page');

    await page.goto(`${app.url}/admin/bestaat-niet`);
    await page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' }).waitFor();
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });

  it('says "Inloggen mislukt" with the server\'s reason for a wrong password, then the waiting time once locked', async () => {
    const target = await createAdmin(app);
    const tab = await openAdminTab(browser);
    const { page } = tab;
    await page.goto(`${app.url}/admin/login`);

    const attempt = async (user: { email: string; password: string }) => {
      const answered = page.waitForResponse((response) => response.request().postDataJSON()?.operationName === 'AdminLogin');
      await submitLogin(page, user);
      await answered;
    };
    await attempt({ email: target.email, password: 'niet het wachtwoord' });
    await waitForToast(page, 'Inloggen mislukt', 'Onjuist e-mailadres of wachtwoord.');
    expect(page.url()).toBe(`${app.url}/admin/login`);

    // LOGIN_MAX_FAILURES=3 for this server: two more failures lock the address.
    for (let failure = 0; failure < 2; failure++) await attempt({ email: target.email, password: 'fout' });
    await attempt(target); // even the right password is refused now
    const alert = page.getByRole('alert').filter({ hasText: 'Inloggen tijdelijk geblokkeerd' }).first();
    await alert.waitFor();
    await expect(alert.innerText()).resolves.toMatch(
      /Te veel mislukte inlogpogingen\. Probeer het over 1[45] minuten opnieuw \(om \d\d:\d\d\)\./,
    );
    expect(page.url()).toBe(`${app.url}/admin/login`);
    expect(tab.sockets).toEqual([]);
    await tab.close();
  });

  it('says "Er is iets misgegaan" when the server cannot be reached', async () => {
    const tab = await openAdminTab(browser);
    const { page } = tab;
    await page.goto(`${app.url}/admin/login`);
    await page.getByRole('heading', { level: 1, name: 'Admin Inloggen' }).waitFor();
    await page.route('**/graphql', (route) => route.abort('connectionrefused'));
    await submitLogin(page, admin);
    await waitForToast(page, 'Inloggen mislukt', 'Er is iets misgegaan. Probeer het opnieuw.');
    await expect(page.getByRole('button', { name: 'Inloggen', exact: true }).isEnabled()).resolves.toBe(true);
    await tab.close();
  });

  it('logs out: toast, login page, live socket closed, session gone on the server', async () => {
    const tab = await openAdminTab(browser);
    const { page } = tab;
    await loginThroughUi(page, app, admin);
    const [socket] = tab.sockets;
    expect(socket.isClosed()).toBe(false);

    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await waitForToast(page, 'Succesvol uitgelogd');
    await page.waitForURL(`${app.url}/admin/login`);
    await until(() => socket.isClosed());
    await expect(page.getByRole('navigation', { name: 'Beheermenu' }).count()).resolves.toBe(0);

    // The cookie no longer opens anything: the guard sends the visitor to the login page again.
    await page.goto(`${app.url}/admin/pipeline`);
    await page.waitForURL(`${app.url}/admin/login?terug=%2Fadmin%2Fpipeline`);
    const me = await page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ me { id } }"}',
      });
      return (await response.json()).data.me;
    });
    expect(me).toBeNull();
    expect(tab.sockets.filter((candidate) => !candidate.isClosed())).toEqual([]);
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });

  it('shows "Fout bij uitloggen" and stays signed in when logging out fails', async () => {
    const tab = await openAdminTab(browser);
    const { page } = tab;
    await signInByCookie(tab.context, app, admin);
    await page.goto(`${app.url}/admin/surveys`);
    await waitForPanel(page);
    await page.route('**/graphql', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await waitForToast(page, 'Fout bij uitloggen', 'Er is een onverwachte fout opgetreden.');
    expect(page.url()).toBe(`${app.url}/admin/surveys`);
    await page.unroute('**/graphql');
    // The live connection comes back for the panel that is still open.
    await page.locator('[data-live-status="live"]').waitFor();
    await tab.close();
  });

  it('ends the panel when the session ends elsewhere (socket closed with 4401), keeping the page to return to', async () => {
    const tab = await openAdminTab(browser);
    const { page } = tab;
    const session = await signInByCookie(tab.context, app, admin);
    await page.goto(`${app.url}/admin/leads`);
    await waitForPanel(page);

    await session.ok('mutation { logout }'); // the same session, signed out from another device
    await waitForToast(page, 'Sessie verlopen', 'Log opnieuw in om verder te gaan.');
    await page.waitForURL(`${app.url}/admin/login?terug=%2Fadmin%2Fleads`);
    await submitLogin(page, admin);
    await page.waitForURL(`${app.url}/admin/leads`);
    await waitForPanel(page);
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });

  it('works at 390 px: the sidebar is a left sheet that traps focus, closes on Escape and on choosing a page', async () => {
    const tab = await openAdminTab(browser, { viewport: PHONE });
    const { page } = tab;
    await signInByCookie(tab.context, app, admin);
    await page.goto(`${app.url}/admin/dashboard`);
    await page.locator('[data-live-status="live"]').waitFor();
    await expect(page.getByRole('complementary', { name: 'Zijbalk' }).isVisible()).resolves.toBe(false);
    const noHorizontalScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await expect(noHorizontalScroll()).resolves.toBe(true);

    const opener = page.getByRole('button', { name: 'Menu openen' });
    await opener.click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await sheet.waitFor();
    await sheet.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    const box = (await sheet.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBeLessThanOrEqual(256);
    expect(box.height).toBe(PHONE.height);
    for (const name of ['Dashboard', 'Pipeline', 'Leads', 'Surveys']) {
      await expect(sheet.getByRole('link', { name, exact: true }).count()).resolves.toBe(1);
    }
    await expect(sheet.getByRole('button', { name: 'Uitloggen' }).count()).resolves.toBe(1);
    await expect(sheet.getByRole('link', { name: 'Dashboard', exact: true }).getAttribute('aria-current')).resolves.toBe('page');

    const focusInSheet = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      await expect(focusInSheet()).resolves.toBe(true);
    }
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    await expect(opener.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

    await opener.click();
    await sheet.getByRole('link', { name: 'Leads', exact: true }).click();
    await page.waitForURL(`${app.url}/admin/leads`);
    await sheet.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Leads' }).waitFor();
    await expect(noHorizontalScroll()).resolves.toBe(true);
    expect(await toastTexts(page)).toEqual([]);
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });
});
