import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { LeadSource, LeadStatus } from '../server/src/leads/lead.enums';
import { insertBulkLeads } from '../server/src/scripts/bulk-leads';
import { BusinessSize, Challenge, InvestmentBudget, MarketingChannel, Timeline } from '../server/src/leads/survey.enums';
import { adminSuite, PHONE, recordOperations, seedLead, waitForPanel, waitForToast } from './support/admin';
import { seedSurveyLead } from './support/surveyLeads';

jest.setTimeout(90_000);

/**
 * The leads list and the lead profile against the real server and database: search, filters and
 * count, delete with confirmation, CSV export of every matching lead, the profile's figures and
 * score breakdown, notes saved to the database, 'Lead niet gevonden', live changes, hostile text,
 * 10 000 leads, logout.
 */
describe('admin leads list and lead profile', () => {
  const suite = adminSuite();
  const { open } = suite;

  const db = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => suite.app.dataSource.query(sql, params) as Promise<T[]>;
  const countWhere = async (sql: string, params: unknown[] = []) =>
    Number((await db<{ n: string }>(`SELECT count(*) AS n FROM leads WHERE ${sql}`, params))[0].n);

  const cards = (page: Page) => page.locator('article[data-lead-id]');
  const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
  const countText = (page: Page) => page.getByTestId('lead-count').innerText();
  const cardNames = (page: Page) => cards(page).getByRole('heading', { level: 2 }).allInnerTexts();
  /** The list shows exactly `names` (in this order) and the count says `count`. */
  async function expectList(page: Page, names: string[], count: number | string = names.length) {
    await page
      .waitForFunction(
        ([expected, n]) => {
          const shown = [...document.querySelectorAll('article[data-lead-id] h2')].map((h) => h.textContent);
          return (
            JSON.stringify(shown) === JSON.stringify(expected) &&
            document.querySelector('[data-testid="lead-count"]')?.textContent === `(${n})`
          );
        },
        [names, count] as const,
        // Generous: one step renders on a phone slowed twelvefold, beside another test file's browser.
        { timeout: 30_000 },
      )
      .catch(async () => {
        throw new Error(
          `List shows ${JSON.stringify(await cardNames(page))} ${await countText(page)}, expected ${JSON.stringify(names)} (${count})`,
        );
      });
  }

  describe('search, filters and count', () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    let ids: Record<string, string>;
    beforeAll(async () => {
      ids = {
        anna: await seedLead(
          suite.app,
          { name: 'Anna Zoekvink', company: 'Dakwerken Noord', email: 'anna@zoekvink-dak.nl', source: LeadSource.QUICKSCAN },
          { createdAt: minutesAgo(40) },
        ),
        bram: await seedLead(
          suite.app,
          { name: 'Bram de Wit', company: 'ZOEKVINK Schilders', email: 'bram@wit.nl', phone: '06 12 34 56 78', source: LeadSource.CONTACT },
          { createdAt: minutesAgo(30) },
        ),
        cees: await seedLead(
          suite.app,
          { name: 'Cees Jansen', company: 'Loodgieter Jansen', email: 'cees@ZoekVink.nl', source: LeadSource.WHATSAPP },
          { createdAt: minutesAgo(20) },
        ),
        dirk: await seedLead(
          suite.app,
          { name: 'Dirk Anders', company: 'Anders BV', email: 'dirk@anders.nl' },
          { createdAt: minutesAgo(10) },
        ),
      };
      await suite.app.app.services.board.move(ids.bram, LeadStatus.QUALIFIED, 1);
    });

    it('finds leads by name, company or e-mail in any case, newest first, with the count of the database', async () => {
      const { page } = await open('/admin/leads');
      await page.getByRole('heading', { level: 1, name: /^Leads/ }).waitFor();
      await expectList(
        page,
        (await db<{ name: string }>('SELECT name FROM leads ORDER BY created_at DESC LIMIT 25')).map((r) => r.name),
        await countWhere('true'),
      );

      await page.getByRole('searchbox', { name: 'Zoeken' }).fill('zoekvink');
      const matching = await countWhere(`name ILIKE '%zoekvink%' OR company ILIKE '%zoekvink%' OR email ILIKE '%zoekvink%'`);
      expect(matching).toBe(3);
      await expectList(page, ['Cees Jansen', 'Bram de Wit', 'Anna Zoekvink']);
      expect(new URL(page.url()).searchParams.get('zoek')).toBe('zoekvink');

      // Badges on the card: status, source and score.
      const bram = card(page, 'Bram de Wit');
      await expect(bram.locator('[data-status]').innerText()).resolves.toBe('Voorstel gestuurd');
      await expect(bram.locator('[data-source]').innerText()).resolves.toBe('Contactformulier');
      await expect(bram.getByText('Geen score').count()).resolves.toBe(1);
      await expect(bram.getByRole('link', { name: 'Bel' }).getAttribute('href')).resolves.toBe('tel:0612345678');
      await expect(bram.getByRole('link', { name: 'bram@wit.nl' }).getAttribute('href')).resolves.toBe('mailto:bram@wit.nl');

      // Filters narrow the search further; the URL keeps all of it through a reload.
      await page.getByRole('combobox', { name: 'Bron' }).selectOption('WHATSAPP');
      await expectList(page, ['Cees Jansen']);
      await page.getByRole('combobox', { name: 'Bron' }).selectOption('');
      await page.getByRole('combobox', { name: 'Status' }).selectOption('QUALIFIED');
      await expectList(page, ['Bram de Wit']);
      await page.reload();
      await waitForPanel(page);
      await expectList(page, ['Bram de Wit']);
      await expect(page.getByRole('searchbox', { name: 'Zoeken' }).inputValue()).resolves.toBe('zoekvink');
      await expect(page.getByRole('combobox', { name: 'Status' }).inputValue()).resolves.toBe('QUALIFIED');

      await page.getByRole('combobox', { name: 'Status' }).selectOption('CLOSED');
      await page.getByText('Geen leads gevonden met de huidige filters.').waitFor();
      await page.getByRole('button', { name: 'Filters wissen' }).click();
      await expectList(
        page,
        (await db<{ name: string }>('SELECT name FROM leads ORDER BY created_at DESC LIMIT 25')).map((r) => r.name),
        await countWhere('true'),
      );
    });

    it('opens the profile from Bekijk', async () => {
      const { page } = await open('/admin/leads?zoek=Dirk%20Anders');
      await expectList(page, ['Dirk Anders']);
      await card(page, 'Dirk Anders').getByRole('link', { name: 'Bekijk' }).click();
      await page.waitForURL(`${suite.app.url}/admin/leads/${ids.dirk}`);
      await page.getByRole('heading', { level: 1, name: 'Dirk Anders' }).waitFor();
    });
  });

  describe('delete', () => {
    it('asks first, deletes only after "Ja, verwijder definitief", and the lead is gone from the database', async () => {
      const id = await seedLead(suite.app, { name: 'Wim Weggooi', company: 'Weggooi & Zn' });
      const { page } = await open('/admin/leads?zoek=Weggooi');
      await expectList(page, ['Wim Weggooi']);

      await card(page, 'Wim Weggooi').getByRole('button', { name: 'Verwijder' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Weet je het zeker?' });
      await dialog.waitFor();
      await dialog.getByText(/permanent verwijderd/).waitFor();
      await dialog.getByRole('button', { name: 'Annuleren' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect(countWhere('id = $1', [id])).resolves.toBe(1);

      await card(page, 'Wim Weggooi').getByRole('button', { name: 'Verwijder' }).click();
      await dialog.getByRole('button', { name: 'Ja, verwijder definitief' }).click();
      await waitForToast(page, 'Lead verwijderd', 'Wim Weggooi is succesvol verwijderd uit het systeem.');
      await page.getByText('Geen leads gevonden met de huidige filters.').waitFor();
      await expect(countWhere('id = $1', [id])).resolves.toBe(0);
    });

    it('works by keyboard: focus starts on Annuleren, Escape cancels, Tab and Enter confirm', async () => {
      const id = await seedLead(suite.app, { name: 'Kees Keyboard' });
      const { page } = await open('/admin/leads?zoek=Kees%20Keyboard');
      await expectList(page, ['Kees Keyboard']);
      const remove = card(page, 'Kees Keyboard').getByRole('button', { name: 'Verwijder' });
      await remove.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog', { name: 'Weet je het zeker?' });
      await dialog.waitFor();
      await page.waitForFunction(() => document.activeElement?.textContent === 'Annuleren');
      await page.keyboard.press('Enter'); // Enter on the focused cancel button deletes nothing
      await dialog.waitFor({ state: 'hidden' });
      await expect(countWhere('id = $1', [id])).resolves.toBe(1);

      await remove.focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect(countWhere('id = $1', [id])).resolves.toBe(1);

      await remove.focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.textContent === 'Annuleren');
      await page.keyboard.press('Tab');
      await page.waitForFunction(() => document.activeElement?.textContent === 'Ja, verwijder definitief');
      await page.keyboard.press('Enter');
      await waitForToast(page, 'Lead verwijderd');
      await expect(countWhere('id = $1', [id])).resolves.toBe(0);
    });

    it('keeps the dialog and the lead when the server fails, with "Fout bij verwijderen"', async () => {
      const id = await seedLead(suite.app, { name: 'Fleur Faalt' });
      const { page } = await open('/admin/leads?zoek=Fleur%20Faalt');
      await expectList(page, ['Fleur Faalt']);
      await page.route('**/graphql', (route) =>
        route.request().postDataJSON()?.operationName === 'AdminDeleteLead' ? route.abort('connectionrefused') : route.fallback(),
      );
      await card(page, 'Fleur Faalt').getByRole('button', { name: 'Verwijder' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Weet je het zeker?' });
      await dialog.getByRole('button', { name: 'Ja, verwijder definitief' }).click();
      // The toast (outside the modal, so found by CSS: the modal hides the page from the accessibility
      // tree) and, for screen readers, the same news inside the dialog.
      await page
        .locator('[aria-label="Meldingen"] [role="alert"]')
        .filter({ hasText: 'Fout bij verwijderen' })
        .filter({ hasText: 'Er is een fout opgetreden bij het verwijderen van de lead.' })
        .waitFor();
      await dialog
        .getByRole('alert')
        .filter({ hasText: 'Er is een fout opgetreden bij het verwijderen van de lead. Probeer het opnieuw.' })
        .waitFor();
      await expect(dialog.isVisible()).resolves.toBe(true);
      await expect(countWhere('id = $1', [id])).resolves.toBe(1);
      await expectList(page, ['Fleur Faalt']);
    });
  });

  describe('live', () => {
    it('shows a new matching lead at once and drops a deleted one, with the count following', async () => {
      const first = await seedLead(suite.app, { name: 'Livia Live' });
      const { page } = await open('/admin/leads?zoek=Live');
      await expectList(page, ['Livia Live']);

      const second = await seedLead(suite.app, { name: 'Lars Live' });
      await seedLead(suite.app, { name: 'Niet Passend' }); // does not match the search
      await expectList(page, ['Lars Live', 'Livia Live']);

      await suite.app.app.services.leads.delete(first);
      await expectList(page, ['Lars Live']);
      await suite.app.app.services.leads.update(second, { name: 'Lars Weg' }); // edited out of the search
      await page.getByText('Geen leads gevonden met de huidige filters.').waitFor();
    });
  });

  describe('CSV export', () => {
    it('downloads every matching lead, escaped and formula-safe, as in the database', async () => {
      await seedLead(suite.app, { name: 'Export Een', company: 'Bakker; Zonen "de beste"' });
      await seedLead(suite.app, { name: '=HYPERLINK("http://x.example","Export")', company: 'Export BV' });
      await seedLead(suite.app, { name: 'Export Drie', phone: '+31 6 11111111', source: LeadSource.WHATSAPP });
      const { page } = await open('/admin/leads?zoek=export');
      await page.locator('article[data-lead-id]').first().waitFor();

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Exporteer CSV' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = await readFile((await download.path())!, 'utf8');

      expect(text.startsWith('\uFEFFNaam;Bedrijf;E-mail;Telefoon;')).toBe(true);
      const lines = text.slice(1).split('\r\n');
      expect(lines.at(-1)).toBe('');
      const expected = await db<{ name: string; email: string }>(
        `SELECT name, email FROM leads WHERE name ILIKE '%export%' OR company ILIKE '%export%' OR email ILIKE '%export%' ORDER BY created_at DESC, id DESC`,
      );
      expect(lines.length - 2).toBe(expected.length);
      expect(lines[1].startsWith('Export Drie;')).toBe(true);
      expect(lines[1]).toContain(";'+31 6 11111111;");
      expect(lines[1]).toContain(';WhatsApp;Nieuw;Openstaand;');
      expect(lines[2].startsWith(`"'=HYPERLINK(""http://x.example"",""Export"")";Export BV;`)).toBe(true);
      expect(lines[3].startsWith('Export Een;"Bakker; Zonen ""de beste""";')).toBe(true);
      expect(lines.slice(1, -1).map((line) => line.split(';').find((cell) => cell.includes('@')))).toEqual(
        expected.map((row) => row.email),
      );
    });
  });

  describe('lead profile', () => {
    it('shows the contact details, lead info, click journey, survey and the server score with its breakdown', async () => {
      const id = await seedSurveyLead(
        suite.app,
        {
          name: 'Paula Profiel',
          company: 'Profiel Dakwerken',
          email: 'paula@profiel.nl',
          phone: '020-123 4567',
          website: 'profiel-dak.nl',
          buttonClick: {
            buttonText: 'Start Gratis Campagne-Audit',
            pagePath: '/resultaten/dakdekker-leads',
            pageTitle: 'Dakdekker case',
            timestamp: '2025-03-05T13:03:00.000Z',
          },
        },
        {
          businessServices: ['Dakreparatie', 'Dakgoten', 'Zonnepanelen'],
          businessSize: BusinessSize.SIZE_6_15,
          currentMarketing: [MarketingChannel.GOOGLE_ADS],
          investmentBudget: InvestmentBudget.EUR_6000_10000,
          timeline: Timeline.ASAP,
          mainChallenges: [Challenge.TOO_FEW_QUALIFIED_LEADS, Challenge.HIGH_COST_PER_LEAD],
          specificGoals: 'Twee keer zoveel aanvragen',
          websiteSatisfaction: 7,
        },
      );
      const [row] = await db<{ lead_score: number; qualification: string }>('SELECT lead_score, qualification FROM leads WHERE id = $1', [
        id,
      ]);
      expect(row.lead_score).toBe(15 + 15 + 20 + 15 + 10); // the server's rules: 75, hot

      const { page } = await open(`/admin/leads/${id}`);
      await page.getByRole('heading', { level: 1, name: 'Paula Profiel' }).waitFor();
      await expect(page.title()).resolves.toBe('Paula Profiel | Beheer | Vakleads');
      const contact = page.getByRole('region', { name: 'Contactgegevens' });
      await expect(contact.getByRole('link', { name: 'paula@profiel.nl' }).getAttribute('href')).resolves.toBe('mailto:paula@profiel.nl');
      await expect(contact.getByRole('link', { name: '020-123 4567' }).getAttribute('href')).resolves.toBe('tel:0201234567');
      await expect(contact.getByRole('link', { name: /profiel-dak\.nl/ }).getAttribute('href')).resolves.toBe('https://profiel-dak.nl/');
      await expect(page.locator('[data-status]').innerText()).resolves.toBe('Voorstel gestuurd'); // a completed survey qualifies the lead

      const info = page.getByRole('region', { name: 'Lead informatie' });
      await expect(info.locator('[data-fact="value"]').innerText()).resolves.toContain('€5.250 · Growth Pakket');
      await expect(page.getByTestId('journey').innerText()).resolves.toBe(
        'Klikte op ‘Start Gratis Campagne-Audit’ op de pagina ‘Dakdekker case’ (/resultaten/dakdekker-leads) op 5 mrt 2025, 14:03 en vroeg daarna de gratis quick scan aan.',
      );

      const survey = page.getByRole('region', { name: 'Survey data' });
      await expect(survey.getByLabel('Leadscore 75 van 100, hot').count()).resolves.toBeGreaterThan(0);
      await expect(page.getByTestId('score-total').innerText()).resolves.toBe(String(row.lead_score));
      const points = Object.fromEntries(
        await page
          .locator('[data-factor]')
          .evaluateAll((rows) => rows.map((r) => [r.getAttribute('data-factor'), r.querySelector('[data-points]')!.textContent])),
      );
      expect(points).toEqual({
        businessSize: '+15',
        currentMarketing: '+15',
        investmentBudget: '+20',
        timeline: '+15',
        tooFewQualifiedLeads: '+10',
        noOnlineVisibility: '0',
      });
      await expect(page.locator('[data-factor="businessSize"]').innerText()).resolves.toContain('6-15 medewerkers');
      await expect(page.getByTestId('satisfaction').innerText()).resolves.toBe('7/10');
      await expect(page.getByRole('img', { name: '7 van 10 sterren' }).count()).resolves.toBe(1);
      await expect(survey.locator('[data-fact="businessServices"]').innerText()).resolves.toContain('Dakreparatie, Dakgoten, Zonnepanelen');
    });

    it('saves notes to the database, shows HTML in them as text, and keeps the draft when saving fails', async () => {
      const id = await seedLead(suite.app, { name: 'Nina Notitie' });
      const { page } = await open(`/admin/leads/${id}`);
      const notes = page.getByRole('region', { name: 'Notities' });
      await notes.getByText('Nog geen notities.').waitFor();

      const text = 'Teruggebeld <script>window.__xss=1</script><img src=x onerror="window.__xss=2">\nOfferte volgt vrijdag';
      await notes.getByRole('button', { name: 'Bewerken' }).click();
      await notes.getByRole('textbox', { name: 'Notities over deze lead' }).fill(text);
      await notes.getByRole('button', { name: 'Opslaan' }).click();
      await waitForToast(page, 'Notities opgeslagen');
      await expect(db('SELECT notes FROM leads WHERE id = $1', [id])).resolves.toEqual([{ notes: text }]);
      await expect(page.getByTestId('notes').innerText()).resolves.toBe(text);
      await expect(page.locator('main script, main img').count()).resolves.toBe(0);
      await expect(page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).resolves.toBeUndefined();

      await page.route('**/graphql', (route) =>
        route.request().postDataJSON()?.operationName === 'AdminSaveLeadNotes' ? route.abort('connectionrefused') : route.fallback(),
      );
      await notes.getByRole('button', { name: 'Bewerken' }).click();
      await notes.getByRole('textbox', { name: 'Notities over deze lead' }).fill('Dit mag niet verloren gaan');
      await notes.getByRole('button', { name: 'Opslaan' }).click();
      await waitForToast(page, 'Fout bij opslaan', 'Kon notities niet opslaan. Probeer het opnieuw.');
      await expect(notes.getByRole('textbox', { name: 'Notities over deze lead' }).inputValue()).resolves.toBe(
        'Dit mag niet verloren gaan',
      );
      await expect(db('SELECT notes FROM leads WHERE id = $1', [id])).resolves.toEqual([{ notes: text }]);
    });

    it('says "Lead niet gevonden" for an id that does not exist', async () => {
      const { page } = await open('/admin/leads/00000000-0000-4000-8000-000000000000');
      await page.getByRole('heading', { level: 1, name: 'Lead niet gevonden' }).waitFor();
      await waitForToast(page, 'Lead niet gevonden', 'Deze lead bestaat niet of is verwijderd.');
      await page.getByRole('main').getByRole('link', { name: 'Terug naar leads' }).click();
      await page.waitForURL(`${suite.app.url}/admin/leads`);
    });
  });

  it('says "Fout bij laden" when the list cannot be loaded, and loads it on "Opnieuw proberen"', async () => {
    await seedLead(suite.app, { name: 'Olga Opnieuw' });
    const { page } = await suite.signedInTab();
    await page.route('**/graphql', (route) =>
      route.request().postDataJSON()?.operationName === 'AdminLeadList' ? route.abort('connectionrefused') : route.fallback(),
    );
    await page.goto(`${suite.app.url}/admin/leads?zoek=Olga`);
    await waitForToast(page, 'Fout bij laden', 'Kon leads niet laden. Probeer het opnieuw.');
    const problem = page.getByRole('main').getByRole('alert');
    await problem.getByText('Kon leads niet laden. Probeer het opnieuw.').waitFor();
    await page.unroute('**/graphql');
    await problem.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expectList(page, ['Olga Opnieuw']);
  });

  it('shows names, companies and notes full of HTML and script as text in the list', async () => {
    const name = `<img src=x onerror="window.__xss=1">Hacker<script>window.__xss=2</script>`;
    await seedLead(suite.app, { name, company: '<b>Kwaad</b> BV' });
    const { page, console } = await open('/admin/leads?zoek=Hacker');
    await expectList(page, [name]);
    await page.getByText('<b>Kwaad</b> BV', { exact: true }).waitFor();
    await expect(page.locator('main img, main script, main b').count()).resolves.toBe(0);
    await expect(page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).resolves.toBeUndefined();
    expect(console.problems).toEqual([]);
  });

  describe('fits a 390 px phone and a 1440 px screen in both themes', () => {
    let id: string;
    beforeAll(async () => {
      id = await seedSurveyLead(
        suite.app,
        { name: 'Lotte Layout met een behoorlijk lange naam', company: 'Layout Installatietechniek en Zonen' },
        {
          businessServices: ['Installatie', 'Onderhoud', 'Storingen', 'Advies'],
          mainChallenges: [Challenge.NO_TIME, Challenge.STRONG_COMPETITION, Challenge.OTHER],
          websiteSatisfaction: 4,
          specificGoals: 'Meer aanvragen uit de regio en minder afhankelijk zijn van één grote klant. '.repeat(3),
        },
      );
    });

    // A test per screen and theme, so that a slow host's time is counted per screen.
    const screens = [PHONE, { width: 1440, height: 900 }].flatMap((viewport) =>
      (['light', 'dark'] as const).map((theme) => [viewport.width, theme, viewport] as const),
    );
    it.each(screens)('%i px, %s', async (_width, theme, viewport) => {
      const { page } = await open('/admin/leads', { viewport, theme });
      for (const path of ['/admin/leads', `/admin/leads/${id}`, '/admin/surveys']) {
        if (path !== '/admin/leads') await page.goto(`${suite.app.url}${path}`);
        await page.locator('main h1').waitFor();
        await page.locator('main article, main section').first().waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect({ path, viewport: viewport.width, theme, overflow }).toEqual({ path, viewport: viewport.width, theme, overflow: 0 });
        if (process.env.SCREENSHOT_DIR) {
          await page.screenshot({
            path: `${process.env.SCREENSHOT_DIR}/${path.split('/')[2]}${path.includes(id) ? '-profile' : ''}-${viewport.width}-${theme}.png`,
            fullPage: true,
          });
        }
      }
    });
  });

  it('logging out closes the panel: back on the login page, and the list is no longer reachable', async () => {
    const { page } = await open('/admin/leads');
    await page.locator('article[data-lead-id]').first().waitFor();
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await page.waitForURL(`${suite.app.url}/admin/login`);
    await waitForToast(page, 'Succesvol uitgelogd');
    await page.goto(`${suite.app.url}/admin/leads`);
    await page.getByRole('heading', { level: 1, name: 'Admin Inloggen' }).waitFor();
    await expect(page.locator('article[data-lead-id]').count()).resolves.toBe(0);
  });

  describe('with 10 000 leads', () => {
    beforeAll(async () => {
      await insertBulkLeads(suite.app.dataSource, { count: 10_000, seed: 6 });
    });

    it('shows one page of 25 at a time with the full count, pages through, and exports all of a filter', async () => {
      const total = await countWhere('true');
      expect(total).toBeGreaterThanOrEqual(10_000);
      const { page } = await open('/admin/leads');
      const firstPage = (await db<{ name: string }>('SELECT name FROM leads ORDER BY created_at DESC, id DESC LIMIT 25')).map(
        (r) => r.name,
      );
      await expectList(page, firstPage, Number(total).toLocaleString('nl-NL'));
      await expect(cards(page).count()).resolves.toBe(25);
      const pages = Math.ceil(total / 25);
      await expect(page.getByTestId('pager-range').innerText()).resolves.toBe(
        `1–25 van ${total.toLocaleString('nl-NL')} · pagina 1 van ${pages.toLocaleString('nl-NL')}`,
      );

      // Clicked straight after the first render, the page change costs one request: the page 1 and
      // page 2 queries used to refetch each other for seconds (a transition render racing results).
      const listRequests: string[] = [];
      page.on('request', (request) => {
        const body = request.url().endsWith('/graphql') ? request.postDataJSON() : undefined;
        if (body?.operationName === 'AdminLeadList') listRequests.push(`offset ${body.variables.offset}`);
      });
      // A slow phone: renders take long enough for results to arrive in the middle of one.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 12 });
      await page.getByRole('button', { name: 'Volgende' }).click();
      const secondPage = (await db<{ name: string }>('SELECT name FROM leads ORDER BY created_at DESC, id DESC LIMIT 25 OFFSET 25')).map(
        (r) => r.name,
      );
      await expectList(page, secondPage, total.toLocaleString('nl-NL'));
      expect(new URL(page.url()).searchParams.get('pagina')).toBe('2');
      await page.waitForTimeout(1000);
      expect(listRequests).toEqual(['offset 25']);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

      // Back returns to the first page (paging pushed a history entry).
      await page.goBack();
      await expectList(page, firstPage, total.toLocaleString('nl-NL'));
      expect(new URL(page.url()).searchParams.get('pagina')).toBeNull();

      // A deep link: the page of leads it names is asked for once, beside the login check.
      const fresh = await suite.signedInTab();
      const operations = recordOperations(fresh.page);
      await fresh.page.goto(`${suite.app.url}/admin/leads?status=NEW&pagina=2`);
      const newSecondPage = (
        await db<{ name: string }>(`SELECT name FROM leads WHERE status = 'NEW' ORDER BY created_at DESC, id DESC LIMIT 25 OFFSET 25`)
      ).map((r) => r.name);
      await expectList(fresh.page, newSecondPage, (await countWhere(`status = 'NEW'`)).toLocaleString('nl-NL'));
      await fresh.page.locator('[data-live-status="live"]').waitFor();
      const lists = operations.filter((operation) => operation.name === 'AdminLeadList');
      expect(lists.map((operation) => operation.variables)).toEqual([
        { filter: { status: 'NEW' }, order: 'NEWEST', limit: 25, offset: 25 },
      ]);
      expect(lists[0].sentAt).toBeLessThanOrEqual(operations.find((operation) => operation.name === 'AdminMe')!.answeredAt!);

      // A deep link to the last page.
      await page.goto(`${suite.app.url}/admin/leads?pagina=${pages}`);
      const lastCount = total - (pages - 1) * 25;
      await page.waitForFunction((n) => document.querySelectorAll('article[data-lead-id]').length === n, lastCount);
      await expect(page.getByRole('button', { name: 'Volgende' }).isDisabled()).resolves.toBe(true);

      // The server streams the export page by page (a keyset cursor): every NEW lead, far more than one page.
      await page.goto(`${suite.app.url}/admin/leads?status=NEW`);
      await cards(page).first().waitFor();
      const newLeads = await countWhere(`status = 'NEW'`);
      expect(newLeads).toBeGreaterThan(1000);
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        page.getByRole('link', { name: 'Exporteer CSV' }).click(),
      ]);
      const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n');
      expect(lines.length - 2).toBe(newLeads);
      expect(new Set(lines.slice(1, -1)).size).toBeGreaterThan(newLeads * 0.99);
      expect(lines.slice(1, -1).every((line) => line.includes(';Nieuw;'))).toBe(true);
    });
  });
});
