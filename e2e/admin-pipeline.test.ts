import type { Browser, Page } from 'playwright-core';
import type { TestUser } from '../server/test/support/auth';
import { startTestApp, type TestApp } from '../server/test/support/test-app';
import {
  createAdmin,
  DESKTOP,
  openAdminTab,
  PHONE,
  recordOperations,
  seedLead,
  signInByCookie,
  toastTexts,
  waitForPanel,
  waitForToast,
  type AdminTab,
} from './support/admin';
import { launchBrowser } from './support/browser';
import { TOUCH_HOLD_MS } from '../client/src/admin/pipeline/drag/touchHold';
import { addDays, dayKey, dayOf, periodRange, startOfDay, type CalendarDay } from '../client/src/admin/shared/period/period';

jest.setTimeout(60_000);

/** Asks `read` again until it answers `expected` (deep equality) or 10 s pass; then compares. */
async function poll<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  let last = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await read();
  }
  expect(last).toEqual(expected);
}

/** Asks `read` again until its text contains `part`. */
async function pollText(read: () => Promise<string>, part: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  let last = await read();
  while (!last.includes(part) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await read();
  }
  expect(last).toContain(part);
}

const CREATE_LEAD = `mutation($input: CreateLeadInput!) { createLead(input: $input) { leadId } }`;

/**
 * The sales pipeline in real Chromium against the real server and database: live in two browsers,
 * moves by mouse (react-dnd's HTML5 backend), keyboard and menu saved through moveLead and checked in
 * PostgreSQL, a failed move rolled back, outcome, value and notes edits, hostile names as text.
 */
describe('admin pipeline board', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: TestUser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
    admin = await createAdmin(app);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const row = async (id: string) =>
    (await app.dataSource.query(`SELECT name, status, outcome, notes, deal_value, pipeline_order FROM leads WHERE id = $1`, [id]))[0] as {
      name: string;
      status: string;
      outcome: string;
      notes: string | null;
      deal_value: number | null;
      pipeline_order: number;
    };

  /** The column's lead ids in database board order. */
  const dbColumn = async (status: string): Promise<string[]> =>
    (await app.dataSource.query(`SELECT id FROM leads WHERE status = $1 ORDER BY pipeline_order, created_at, id`, [status])).map(
      (r: { id: string }) => r.id,
    );

  const card = (page: Page, id: string) => page.locator(`[data-card-id="${id}"]`);
  const columnIds = (page: Page, status: string) =>
    page.locator(`[data-column="${status}"] [data-card-id]`).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-card-id')));
  const inColumn = (page: Page, status: string, id: string) => page.locator(`[data-column="${status}"] [data-card-id="${id}"]`);

  async function openBoard(options: Parameters<typeof openAdminTab>[1] = {}): Promise<AdminTab> {
    const tab = await openAdminTab(browser, options);
    await signInByCookie(tab.context, app, admin);
    await tab.page.goto(`${app.url}/admin/pipeline`);
    await tab.page.locator('[data-live-status="live"]').waitFor();
    await tab.page.getByRole('heading', { level: 1, name: 'Sales Pipeline' }).waitFor();
    await tab.page.locator('[data-column="NEW"]').waitFor();
    return tab;
  }

  /** A real pointer drag (react-dnd's HTML5 backend ignores locator.dragTo). */
  async function drag(page: Page, id: string, target: { x: number; y: number }, indicatorIn?: string) {
    const box = (await card(page, id).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 12);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 5, box.y + 20, { steps: 3 });
    await page.mouse.move(target.x, target.y, { steps: 20 });
    if (indicatorIn) {
      // While hovering, the target column shows one line where the card will land, and no other column does.
      await page.locator(`[data-column="${indicatorIn}"] [data-testid="drop-indicator"]`).waitFor();
      await expect(page.locator('[data-testid="drop-indicator"]').count()).resolves.toBe(1);
    }
    await page.mouse.up();
  }

  /** Just above the middle of the first card of a column (lands on top), or the column's middle when empty. */
  async function topOf(page: Page, status: string) {
    const first = page.locator(`[data-column="${status}"] [data-card-id]`).first();
    if (await first.count()) {
      const box = (await first.boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + 4 };
    }
    const box = (await page.locator(`[data-column="${status}"]`).boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }

  it('sends a signed-out visitor to the login page, the leads asked for beside the login check refused and nothing shown', async () => {
    await seedLead(app, { name: 'Geheim Voor Gasten' });
    const tab = await openAdminTab(browser);
    const operations = recordOperations(tab.page);
    await tab.page.goto(`${app.url}/admin/pipeline`);
    await tab.page.waitForURL((url) => url.pathname === '/admin/login');
    await tab.page.getByRole('heading', { level: 1, name: 'Admin Inloggen' }).waitFor();
    await poll(
      async () =>
        operations
          .filter((operation) => operation.body)
          .map((operation) => operation.name)
          .sort(),
      ['AdminMe', 'PipelineBoard'],
    );
    const board = operations.find((operation) => operation.name === 'PipelineBoard')!;
    expect(JSON.parse(board.body!)).toMatchObject({ data: null, errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(board.body).not.toContain('Geheim Voor Gasten');
    await tab.page.waitForTimeout(300); // a toast would show by now
    await expect(toastTexts(tab.page)).resolves.toEqual([]);
    expect(tab.console.problems).toEqual([]);
    expect(tab.sockets).toEqual([]);
    await tab.close();
  });

  it('asks for the leads and the login check once each, side by side rather than one after the other', async () => {
    await seedLead(app, { name: 'Eenmaal Gevraagd' });
    const tab = await openAdminTab(browser);
    await signInByCookie(tab.context, app, admin);
    const operations = recordOperations(tab.page);
    await tab.page.goto(`${app.url}/admin/pipeline`);
    await tab.page.locator('[data-column="NEW"] [data-card-id]').first().waitFor();
    await tab.page.locator('[data-live-status="live"]').waitFor();
    const board = operations.filter((operation) => operation.name === 'PipelineBoard');
    const me = operations.find((operation) => operation.name === 'AdminMe')!;
    expect(board).toHaveLength(1);
    expect(board[0].sentAt).toBeLessThanOrEqual(me.answeredAt!);
    // The login check too is sent once: started before the first render, its answer goes to AuthProvider.
    expect(operations.filter((operation) => operation.name === 'AdminMe')).toHaveLength(1);
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });

  it('is live in two browsers: a new lead shows in both, a drag in one shows in the other and survives a reload', async () => {
    const [a, b] = await Promise.all([openBoard(), openBoard()]);
    const api = app.client();
    const { createLead } = await api.ok<{ createLead: { leadId: string } }>(CREATE_LEAD, {
      input: {
        name: 'Live Lead Jansen',
        email: 'live-jansen@example.nl',
        phone: '0612345678',
        company: 'Jansen Dak',
        website: 'jansendak.nl',
      },
    });
    const id = createLead.leadId;
    await Promise.all([inColumn(a.page, 'NEW', id).waitFor(), inColumn(b.page, 'NEW', id).waitFor()]);
    await expect(card(a.page, id).getByTestId('card-name').innerText()).resolves.toBe('Live Lead Jansen');
    await expect(card(a.page, id).getByTestId('card-value').innerText()).resolves.toBe('€2.3k');

    // Between columns: onto the top of 'Voorstel Gestuurd'.
    await drag(a.page, id, await topOf(a.page, 'QUALIFIED'), 'QUALIFIED');
    await inColumn(a.page, 'QUALIFIED', id).waitFor();
    await inColumn(b.page, 'QUALIFIED', id).waitFor();
    await waitForToast(a.page, 'Lead verplaatst', 'naar Voorstel Gestuurd');
    await poll(async () => (await row(id)).status, 'QUALIFIED');
    expect((await dbColumn('QUALIFIED'))[0]).toBe(id);

    // Within a column: below a second card.
    const other = await seedLead(app, { name: 'Tweede Voorstel' });
    await app.app.services.board.move(other, 'QUALIFIED' as never, 2);
    await inColumn(a.page, 'QUALIFIED', other).waitFor();
    await expect(columnIds(a.page, 'QUALIFIED')).resolves.toEqual(await dbColumn('QUALIFIED'));
    const otherBox = (await card(a.page, other).boundingBox())!;
    await drag(a.page, id, { x: otherBox.x + otherBox.width / 2, y: otherBox.y + otherBox.height - 4 }, 'QUALIFIED');
    await poll(async () => {
      const column = await dbColumn('QUALIFIED');
      return column.indexOf(id) - column.indexOf(other);
    }, 1);
    const expected = await dbColumn('QUALIFIED');
    await poll(() => columnIds(b.page, 'QUALIFIED'), expected);

    // Edits and deletes by someone else arrive too.
    await app.app.services.leads.update(id, { name: 'Live Lead de Jansen' });
    await card(b.page, id).getByTestId('card-name').filter({ hasText: 'Live Lead de Jansen' }).waitFor();
    await app.app.services.leads.delete(other);
    await Promise.all([card(a.page, other).waitFor({ state: 'detached' }), card(b.page, other).waitFor({ state: 'detached' })]);
    expected.splice(expected.indexOf(other), 1);

    await a.page.reload();
    await waitForPanel(a.page);
    await inColumn(a.page, 'QUALIFIED', id).waitFor();
    await expect(columnIds(a.page, 'QUALIFIED')).resolves.toEqual(expected);
    expect(a.console.problems).toEqual([]);
    expect(b.console.problems).toEqual([]);
    await Promise.all([a.close(), b.close()]);
  });

  it('holds a card still while the user drags it, though another admin moves it meanwhile', async () => {
    const id = await seedLead(app, { name: 'Vastgehouden Lead' });
    const tab = await openBoard();
    await inColumn(tab.page, 'NEW', id).waitFor();
    const box = (await card(tab.page, id).boundingBox())!;
    await tab.page.mouse.move(box.x + box.width / 2, box.y + 12);
    await tab.page.mouse.down();
    await tab.page.mouse.move(box.x + box.width / 2 + 5, box.y + 20, { steps: 3 });
    const target = await topOf(tab.page, 'CONTACTED');
    await tab.page.mouse.move(target.x, target.y, { steps: 10 });

    // Another admin moves it to Akkoord: the event arrives, but the card stays where the drag began.
    await app.app.services.board.move(id, 'CLOSED' as never, 1);
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(inColumn(tab.page, 'NEW', id).count()).resolves.toBe(1);
    await expect(inColumn(tab.page, 'CLOSED', id).count()).resolves.toBe(0);

    await tab.page.mouse.up();
    await inColumn(tab.page, 'CONTACTED', id).waitFor();
    await poll(async () => (await row(id)).status, 'CONTACTED');
    await tab.close();
  });

  it('moves a card with the keyboard alone, announcing each step', async () => {
    const id = await seedLead(app, { name: 'Toetsenbord Lead' });
    const tab = await openBoard();
    await inColumn(tab.page, 'NEW', id).waitFor();
    await card(tab.page, id).focus();
    const announcer = tab.page.getByTestId('pipeline-announcer');
    await tab.page.keyboard.press('Space');
    await pollText(() => announcer.innerText(), 'Toetsenbord Lead opgepakt');
    await tab.page.keyboard.press('ArrowRight');
    await pollText(() => announcer.innerText(), 'Geen Gehoor, positie 1');
    await tab.page.keyboard.press('ArrowRight');
    await pollText(() => announcer.innerText(), 'Voorstel Gestuurd');
    await tab.page.keyboard.press('ArrowLeft');
    await tab.page.keyboard.press('Space');
    await inColumn(tab.page, 'CONTACTED', id).waitFor();
    await pollText(() => announcer.innerText(), 'neergezet in Geen Gehoor');
    await poll(async () => (await row(id)).status, 'CONTACTED');
    expect((await dbColumn('CONTACTED'))[0]).toBe(id);
    // Focus stays on the moved card, so the next move can follow.
    await expect(tab.page.evaluate(() => document.activeElement?.getAttribute('data-card-id'))).resolves.toBe(id);

    // Escape puts it back without saving.
    await tab.page.keyboard.press('Space');
    await tab.page.keyboard.press('ArrowRight');
    await tab.page.keyboard.press('Escape');
    await pollText(() => announcer.innerText(), 'geannuleerd');
    expect((await row(id)).status).toBe('CONTACTED');

    // The outcome menu without a mouse: Shift+F10 opens it with focus inside, arrows choose, Enter picks.
    await tab.page.keyboard.press('Shift+F10');
    await tab.page.getByRole('menuitem', { name: 'Markeer als gewonnen' }).waitFor();
    await tab.page.keyboard.press('ArrowDown'); // the first item, 'Markeer als gewonnen'
    await tab.page.keyboard.press('ArrowDown');
    await tab.page.keyboard.press('Enter');
    await waitForToast(tab.page, 'Lead verloren');
    await poll(async () => (await row(id)).outcome, 'LOST');
    await poll(() => tab.page.evaluate(() => document.activeElement?.getAttribute('data-card-id') ?? null), id);
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });

  it('shows a move at once and puts the card back with the error toast when the server fails', async () => {
    const id = await seedLead(app, { name: 'Mislukte Verplaatsing' });
    const tab = await openBoard();
    await inColumn(tab.page, 'NEW', id).waitFor();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await tab.page.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName !== 'PipelineMoveLead') return route.continue();
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'boom' }] }) });
    });

    await card(tab.page, id).getByRole('button', { name: 'Verplaats naar...' }).click();
    await tab.page.getByRole('menuitem', { name: 'Akkoord' }).click();
    await inColumn(tab.page, 'CLOSED', id).waitFor(); // optimistic, before any answer
    await expect(card(tab.page, id).getByRole('img', { name: 'Gewonnen' }).count()).resolves.toBe(1);
    release();
    await waitForToast(tab.page, 'Fout bij verplaatsen', 'Kon lead niet verplaatsen. Probeer het opnieuw.');
    await inColumn(tab.page, 'NEW', id).waitFor();
    await expect(card(tab.page, id).getByRole('img', { name: 'Gewonnen' }).count()).resolves.toBe(0);
    const saved = await row(id);
    expect([saved.status, saved.outcome]).toEqual(['NEW', 'OPEN']);
    await tab.close();
  });

  it('marks the outcome from the context menu and filters on it', async () => {
    const id = await seedLead(app, { name: 'Uitkomst Lead' });
    const tab = await openBoard();
    await inColumn(tab.page, 'NEW', id).waitFor();
    await card(tab.page, id).click({ button: 'right' });
    await tab.page.getByRole('menuitem', { name: 'Markeer als verloren' }).click();
    await waitForToast(tab.page, 'Lead verloren', 'Lead succesvol gemarkeerd als verloren');
    await poll(async () => (await row(id)).outcome, 'LOST');
    await card(tab.page, id).getByRole('img', { name: 'Verloren' }).waitFor();

    await tab.page.getByRole('combobox', { name: 'Uitkomst' }).selectOption('WON');
    await card(tab.page, id).waitFor({ state: 'detached' });
    await tab.page.getByRole('combobox', { name: 'Uitkomst' }).selectOption('LOST');
    await card(tab.page, id).waitFor();
    const shown = await tab.page.locator('[data-card-id]').count();
    const [{ count }] = await app.dataSource.query(`SELECT count(*)::int AS count FROM leads WHERE outcome = 'LOST'`);
    expect(shown).toBe(count);

    await card(tab.page, id).click({ button: 'right' });
    await tab.page.getByRole('menuitem', { name: 'Markeer als gewonnen' }).click();
    await waitForToast(tab.page, 'Lead gewonnen!');
    await poll(async () => (await row(id)).outcome, 'WON');
    await card(tab.page, id).waitFor({ state: 'detached' }); // the 'Verloren' filter drops it
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });

  it("filters on a custom range from the dashboard's two-month calendar, whole Amsterdam days at both ends", async () => {
    const today = dayOf(new Date());
    const first = addDays(today, -12);
    const last = addDays(today, -3);
    const minutes = (day: CalendarDay, offset: number) => new Date(startOfDay(day).getTime() + offset * 60_000);
    const ids = {
      firstMorning: await seedLead(app, { name: 'Bereik Eerste Dag' }, { createdAt: minutes(first, 30) }),
      dayBefore: await seedLead(app, { name: 'Bereik Dag Ervoor' }, { createdAt: minutes(first, -30) }),
      lastEvening: await seedLead(app, { name: 'Bereik Laatste Dag' }, { createdAt: minutes(addDays(last, 1), -30) }),
      dayAfter: await seedLead(app, { name: 'Bereik Dag Erna' }, { createdAt: minutes(addDays(last, 1), 30) }),
    };
    const tab = await openBoard();
    const { page } = tab;
    const shownIds = async () =>
      (await page.locator('[data-card-id]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-card-id')!))).sort();
    const counted = async () => (await page.getByTestId('column-count').allInnerTexts()).reduce((sum, text) => sum + Number(text), 0);

    await page.getByRole('combobox', { name: 'Periode' }).selectOption({ label: 'Aangepaste periode' });
    const calendar = page.locator('[data-range-calendar]');
    await calendar.waitFor();
    await expect(calendar.locator('table:visible').count()).resolves.toBe(2);
    const day = (date: CalendarDay) => calendar.locator(`[data-view="day"][data-value="${dayKey(date)}"]:not([data-outside-range])`);
    await day(first).click();
    await expect(calendar.isVisible()).resolves.toBe(true);
    await day(last).click();
    await calendar.waitFor({ state: 'hidden' });

    // What the database holds for those days, by the same Amsterdam-day rule the dashboard uses.
    const { from, to } = periodRange({ preset: 'custom', start: first, end: last });
    const expected = (await app.dataSource.query(`SELECT id FROM leads WHERE created_at >= $1 AND created_at < $2`, [from, to]))
      .map((found: { id: string }) => found.id)
      .sort();
    expect(expected).toEqual([ids.firstMorning, ids.lastEvening].sort());
    await poll(shownIds, expected);
    await expect(counted()).resolves.toBe(expected.length);
    await page.getByText(`${expected.length} leads getoond`).waitFor();
    await expect(page.locator('[data-range-trigger]').innerText()).resolves.toMatch(/–/);

    // Combined with the outcome filter; then back to all data.
    await page.getByRole('combobox', { name: 'Uitkomst' }).selectOption('WON');
    await poll(shownIds, []);
    await page.getByRole('combobox', { name: 'Uitkomst' }).selectOption('ALL');
    await poll(shownIds, expected);
    await page.getByRole('combobox', { name: 'Periode' }).selectOption({ label: 'Alle data' });
    await card(page, ids.dayBefore).waitFor();
    await card(page, ids.dayAfter).waitFor();
    const [{ count }] = await app.dataSource.query(`SELECT count(*)::int AS count FROM leads`);
    await expect(counted()).resolves.toBe(count);
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });

  /** A toast seen while the modal dialog hides the rest of the page from the accessibility tree. */
  const toastBehindDialog = (page: Page, ...texts: string[]) =>
    Promise.all(texts.map((text) => page.locator('[role="alert"], [role="status"]').filter({ hasText: text }).first().waitFor()));

  it('edits the deal value and notes in the detail dialog and moves from there', async () => {
    const id = await seedLead(app, { name: 'Dialoog Lead' });
    const tab = await openBoard();
    await card(tab.page, id).click();
    const dialog = tab.page.getByRole('dialog', { name: 'Dialoog Lead' });
    await dialog.getByTestId('deal-value').waitFor();
    await expect(dialog.getByTestId('deal-value').innerText()).resolves.toBe('€2.300');

    await dialog.getByRole('button', { name: 'Waarde bewerken' }).click();
    await dialog.getByLabel('Deal waarde (€)').fill('12345');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await toastBehindDialog(tab.page, 'Waarde opgeslagen', 'Deal waarde bijgewerkt naar €12.345');
    expect((await row(id)).deal_value).toBe(12345);
    await expect(dialog.getByTestId('deal-value').innerText()).resolves.toBe('€12.345');
    await expect(card(tab.page, id).getByTestId('card-value').innerText()).resolves.toBe('€12.3k');

    const notes = '<script>window.__xss=1</script> Bel terug na 14:00';
    await dialog.getByRole('button', { name: 'Notities bewerken' }).click();
    await dialog.getByRole('textbox', { name: 'Notities' }).fill(notes);
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await toastBehindDialog(tab.page, 'Notities opgeslagen');
    expect((await row(id)).notes).toBe(notes);
    await expect(dialog.getByTestId('lead-notes').innerText()).resolves.toBe(notes);

    await dialog.getByRole('button', { name: 'Akkoord' }).click();
    await toastBehindDialog(tab.page, 'Lead verplaatst', 'naar Akkoord');
    await poll(async () => [(await row(id)).status, (await row(id)).outcome], ['CLOSED', 'WON']);
    await inColumn(tab.page, 'CLOSED', id).waitFor();
    await expect(tab.page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).resolves.toBeUndefined();
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });

  it('shows lead names full of HTML as text', async () => {
    const name = `<img src=x onerror="window.__xss=1"><b>Henk</b>`;
    const id = await seedLead(app, { name, company: '<i>Dak & Co</i>' });
    const tab = await openBoard();
    await expect(card(tab.page, id).getByTestId('card-name').innerText()).resolves.toBe(name);
    await expect(card(tab.page, id).locator('img, b, i').count()).resolves.toBe(0);
    await expect(tab.page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).resolves.toBeUndefined();
    await tab.close();
  });

  it('drags a card with a finger on a phone: hold, then move within the column and, scrolling the board, to the next', async () => {
    const first = await seedLead(app, { name: 'Vinger Eerste' });
    const second = await seedLead(app, { name: 'Vinger Tweede' });
    await app.app.services.board.move(second, 'NEW' as never, 1);
    await app.app.services.board.move(first, 'NEW' as never, 1);
    const tab = await openBoard({ viewport: PHONE, hasTouch: true });
    const { page } = tab;
    await expect(columnIds(page, 'NEW').then((ids) => ids.slice(0, 2))).resolves.toEqual([first, second]);
    // Real touch events through Chromium's input pipeline (page.touchscreen only taps).
    const cdp = await tab.context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    // Within the column: the first card below the second. While it moves, a preview follows the finger.
    const box = (await card(page, first).boundingBox())!;
    const below = (await card(page, second).boundingBox())!;
    await touch('touchStart', box.x + box.width / 2, box.y + 16);
    await page.waitForTimeout(TOUCH_HOLD_MS + 150);
    for (let i = 1; i <= 10; i++)
      await touch('touchMove', box.x + box.width / 2, box.y + 16 + ((below.y + below.height - 8 - box.y - 16) * i) / 10);
    await page.getByTestId('touch-drag-preview').filter({ hasText: 'Vinger Eerste' }).waitFor();
    await page.locator('[data-column="NEW"] [data-testid="drop-indicator"]').waitFor();
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/pipeline-touch-drag.png` });
    await touch('touchEnd');
    await waitForToast(page, 'Lead verplaatst', 'naar Nieuwe Leads');
    await poll(async () => (await dbColumn('NEW')).slice(0, 2), [second, first]);
    await expect(page.getByTestId('touch-drag-preview').count()).resolves.toBe(0);

    // To the next column, which is off screen: held near the right edge, the board scrolls it in;
    // once it is well in view, the finger moves onto it (out of the edge zone) and lets go.
    const start = (await card(page, second).boundingBox())!;
    const y = start.y + 16;
    await touch('touchStart', start.x + start.width / 2, y);
    await page.waitForTimeout(TOUCH_HOLD_MS + 150);
    for (let x = start.x + start.width / 2; x < PHONE.width - 8; x += 20) await touch('touchMove', x, y);
    const next = page.locator('[data-column="CONTACTED"]');
    for (let tremble = 0; (await next.boundingBox())!.x > PHONE.width / 2; tremble++) {
      if (tremble > 100) throw new Error('the board did not scroll the next column into view');
      await touch('touchMove', PHONE.width - 8, y + (tremble % 2)); // a resting finger still trembles
      await page.waitForTimeout(30);
    }
    await touch('touchMove', PHONE.width - 80, y);
    const onto = (await next.boundingBox())!;
    await touch('touchMove', Math.max(onto.x + 40, 40), y);
    await page.locator('[data-column="CONTACTED"] [data-testid="drop-indicator"]').waitFor();
    await touch('touchEnd');
    await poll(async () => (await row(second)).status, 'CONTACTED');
    await inColumn(page, 'CONTACTED', second).waitFor();

    // A quick swipe over a card (no hold) scrolls the board and moves nothing.
    const boardScroll = () => page.locator('[data-column="NEW"]').evaluate((column) => column.parentElement!.parentElement!.scrollLeft);
    const scrolled = await boardScroll();
    const swiped = (await card(page, second).boundingBox())!;
    await touch('touchStart', swiped.x + swiped.width / 2, swiped.y + 16);
    for (let i = 1; i <= 6; i++) await touch('touchMove', swiped.x + swiped.width / 2 - i * 30, swiped.y + 16);
    await touch('touchEnd');
    await poll(async () => (await boardScroll()) > scrolled, true);
    expect((await row(second)).status).toBe('CONTACTED');
    await expect(page.locator('[data-testid="drop-indicator"]').count()).resolves.toBe(0);

    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });

  it.each([
    ['phone', PHONE, 'light'],
    ['phone', PHONE, 'dark'],
    ['desktop', DESKTOP, 'light'],
    ['desktop', DESKTOP, 'dark'],
  ] as const)('fits a %s screen (%o) in the %s theme', async (label, viewport, theme) => {
    const tab = await openBoard({ viewport, theme: theme as 'light' | 'dark' });
    await tab.page.locator('[data-card-id]').first().waitFor();
    // The page itself never scrolls sideways; on a phone the board does, inside its own box.
    await expect(tab.page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(viewport.width);
    if (process.env.SCREENSHOT_DIR) await tab.page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/pipeline-${label}-${theme}.png` });
    expect(tab.console.problems).toEqual([]);
    await tab.close();
  });
});
