import type { Browser } from 'playwright-core';
import type { TestUser } from '../server/test/support/auth';
import { startTestApp, type TestApp } from '../server/test/support/test-app';
import { createAdmin, openAdminTab, signInByCookie } from './support/admin';
import { launchBrowser } from './support/browser';
import { startCuttableProxy, type CuttableProxy } from './support/cuttable-proxy';

jest.setTimeout(40_000);

/** The live connection of the admin panel: its indicator, and coming back after the network did. */
describe('admin live connection', () => {
  let app: TestApp;
  let browser: Browser;
  let proxy: CuttableProxy;
  let admin: TestUser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
    proxy = await startCuttableProxy(app.url);
    admin = await createAdmin(app);
  });
  afterAll(async () => {
    await proxy?.close();
    await browser?.close();
    await app?.close();
  });

  it('shows "Live", says so when the connection is lost, and reconnects by itself', async () => {
    const tab = await openAdminTab(browser);
    const { page } = tab;
    // Through the proxy: the cookie is for 127.0.0.1, whatever the port.
    await signInByCookie(tab.context, app, admin);
    await page.goto(`${proxy.url}/admin/pipeline`);
    const indicator = page.getByRole('status').filter({ hasText: 'Live' });
    await indicator.waitFor();
    await page.getByRole('heading', { level: 1, name: 'Sales Pipeline' }).waitFor();
    expect(tab.sockets).toHaveLength(1);

    proxy.down();
    const lost = page.locator('[data-live-status="reconnecting"]');
    await lost.waitFor();
    await expect(lost.innerText()).resolves.toBe('Verbinding verbroken, opnieuw verbinden...');
    // The page itself stays usable meanwhile.
    await expect(page.getByRole('heading', { level: 1, name: 'Sales Pipeline' }).isVisible()).resolves.toBe(true);

    proxy.up();
    await page.locator('[data-live-status="live"]').waitFor({ timeout: 20_000 });
    expect(tab.sockets.length).toBeGreaterThan(1);
    expect(tab.sockets.filter((socket) => !socket.isClosed())).toHaveLength(1);
    // Connection trouble is shown, not logged as an error.
    expect(tab.console.problems.filter((problem) => !problem.includes('ERR_CONNECTION') && !problem.includes('WebSocket'))).toEqual([]);
    await tab.close();
  });
});
