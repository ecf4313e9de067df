import { adminSuite, seedLead, waitForToast } from './support/admin';

jest.setTimeout(90_000);

/** Issue 29 in the browser: the profile lists a possible duplicate, previews the merge and merges, by keyboard. */
describe('merging two leads of one person from the lead profile', () => {
  const suite = adminSuite();

  it('shows the duplicate, the dry-run preview in a dialog, and merges on confirm', async () => {
    const keep = await seedLead(suite.app, { name: 'Karin Bos', email: 'karin@bos-dakwerken.nl', company: 'Bos Dakwerken' });
    const other = await seedLead(suite.app, { name: 'Karin Bos', email: ' Karin@Bos-Dakwerken.NL', company: null });
    await suite.app.app.services.leads.update(keep, { notes: 'Belde maandag' });
    await suite.app.app.services.leads.update(other, { notes: 'Wil een offerte voor de goten' });
    const unrelated = await seedLead(suite.app, { name: 'Piet Anders' });

    const { page } = await suite.open(`/admin/leads/${keep}`);

    const section = page.getByRole('region', { name: 'Mogelijke dubbele leads' });
    await section.waitFor();
    await expect(section.getByRole('link', { name: 'Karin Bos' }).getAttribute('href')).resolves.toBe(`/admin/leads/${other}`);
    await expect(section.getByText('Piet Anders').count()).resolves.toBe(0);

    // Keyboard only: focus the merge button, open the preview, move from 'Annuleren' to the confirm button.
    const mergeButton = section.getByRole('button', { name: 'Samenvoegen met Karin Bos' });
    await mergeButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Leads samenvoegen?' });
    await dialog.waitFor();
    await dialog.getByText('Belde maandag\n\nWil een offerte voor de goten').waitFor();
    await expect(dialog.getByRole('button', { name: 'Annuleren' }).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    // The preview stored nothing.
    const count = async () =>
      Number((await suite.app.dataSource.query(`SELECT count(*) AS n FROM leads WHERE id = ANY($1::uuid[])`, [[keep, other]]))[0].n);
    expect(await count()).toBe(2);

    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Ja, voeg samen' }).evaluate((el) => el === document.activeElement)).resolves.toBe(
      true,
    );
    await page.keyboard.press('Enter');
    await waitForToast(page, 'Leads samengevoegd');
    await dialog.waitFor({ state: 'detached' });
    expect(await count()).toBe(1);
    const [kept] = await suite.app.dataSource.query(`SELECT notes, returns FROM leads WHERE id = $1`, [keep]);
    expect(kept).toEqual({ notes: 'Belde maandag\n\nWil een offerte voor de goten', returns: 1 });
    // Nothing left to merge: the section goes.
    await section.waitFor({ state: 'detached' });
    void unrelated;
  });
});
