import { loginAsAdmin, loginAsNonAdmin, createApiTokenFor, bearerClient } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { buildLead, servicesOf } from '../factories/lead.factory';
import { insertBulkLeads } from '../../src/scripts/bulk-leads';
import { LeadSource, LeadStatus } from '../../src/leads/lead.enums';
import { EXPORT_PAGE_SIZE, LEAD_CSV_HEADERS, LEAD_EXPORT_PATH } from '../../src/leads/lead-export.router';

/** The body as sent, byte-order mark included (Response.text() would drop it). */
async function csvText(response: Response): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
}

type ErrorBody = { errors: { extensions: { code: string } }[] };

/** The CSV's rows as cells (the export quotes with RFC 4180 rules; this parser reads only what the tests write). */
function rows(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n');
  expect(lines.pop()).toBe('');
  return lines.map((line) => line.split(';'));
}

describe('GET /export/leads.csv (streamed CSV export)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
    const services = servicesOf(app);
    await buildLead(services, { name: 'Export Een', company: 'Bakker; Zonen "de beste"', createdAt: new Date('2025-03-01T10:00:00Z') });
    await buildLead(services, {
      name: '=HYPERLINK("http://x.example","Export")',
      company: 'Export BV',
      createdAt: new Date('2025-03-02T10:00:00Z'),
    });
    await buildLead(services, { name: 'Export Drie', source: LeadSource.WHATSAPP, createdAt: new Date('2025-03-03T10:00:00Z') });
  });

  afterAll(() => app.close());

  it('refuses a visitor who is not signed in, and a signed-in user who is not an admin', async () => {
    const anonymous = await app.client().fetch(LEAD_EXPORT_PATH);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as ErrorBody).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const viewer = await (await loginAsNonAdmin(app)).fetch(LEAD_EXPORT_PATH);
    expect(viewer.status).toBe(403);
    expect(((await viewer.json()) as ErrorBody).errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('refuses a request another website makes, and a filter that is not one', async () => {
    const admin = await loginAsAdmin(app);
    expect((await admin.fetch(LEAD_EXPORT_PATH, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await admin.fetch(`${LEAD_EXPORT_PATH}?status=GONE`)).status).toBe(400);
    expect((await admin.fetch(`${LEAD_EXPORT_PATH}?zoek=${'x'.repeat(201)}`)).status).toBe(400);
  });

  it('writes the filtered leads newest first, escaped and formula-safe, with the list filters of the leads page', async () => {
    const admin = await loginAsAdmin(app);
    const response = await admin.fetch(`${LEAD_EXPORT_PATH}?zoek=export`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="?leads-\d{4}-\d{2}-\d{2}\.csv"?$/);
    const text = await csvText(response);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(LEAD_CSV_HEADERS.join(';'));
    expect(lines[1].startsWith('Export Drie;')).toBe(true);
    expect(lines[1]).toContain(';WhatsApp;Nieuw;Openstaand;');
    expect(lines[2].startsWith(`"'=HYPERLINK(""http://x.example"",""Export"")";Export BV;`)).toBe(true);
    expect(lines[3].startsWith('Export Een;"Bakker; Zonen ""de beste""";')).toBe(true);
    expect(lines[3]).toContain(';2025-03-01 11:00;');
    expect(lines).toHaveLength(5);

    const whatsapp = rows(await csvText(await admin.fetch(`${LEAD_EXPORT_PATH}?zoek=export&bron=WHATSAPP`)));
    expect(whatsapp.map((row) => row[0])).toEqual(['Naam', 'Export Drie']);
  });

  it('pages through more leads than one page with a cursor, each lead exactly once, also for an API token', async () => {
    await insertBulkLeads(app.dataSource, { count: EXPORT_PAGE_SIZE * 2 + 7, status: LeadStatus.CONTACTED });
    const [{ count }] = await app.dataSource.query(`SELECT count(*)::int AS count FROM leads WHERE status = 'CONTACTED'`);
    const token = await createApiTokenFor(app);
    const text = await csvText(await bearerClient(app, token).fetch(`${LEAD_EXPORT_PATH}?status=CONTACTED`));
    const exported = rows(text).slice(1);
    expect(exported).toHaveLength(count);
    // The same leads in the same order as the database holds them: none lost or repeated at a page edge.
    const expected = await app.dataSource.query(
      `SELECT name, email, phone FROM leads WHERE status = 'CONTACTED' ORDER BY created_at DESC, id DESC`,
    );
    expect(exported.map((row) => [row[0], row[2], row[3]].join('|'))).toEqual(
      expected.map((row: { name: string; email: string; phone: string }) => [row.name, row.email, row.phone ?? ''].join('|')),
    );
  });
});
