import { once } from 'node:events';
import { Router, type Request, type RequestHandler } from 'express';
import { stringify } from 'csv-stringify';
import { LeadOutcome, LeadSource, LeadStatus, Qualification } from './lead.enums';
import { Channel, CHANNEL_LABELS } from './channel.enums';
import type { LeadFilter } from './lead.inputs';
import { toLead } from './lead.mapper';
import type { Lead } from './lead.type';
import type { ExportCursor, LeadService } from './lead.service';
import { BUSINESS_TIME_ZONE } from '../shared/time-zone';
import { NAME_MAX } from './lead.inputs';
import { UTM_MAX } from './lead-attribution.inputs';
import { ADMIN_ROLE } from '../shared/graphql/context';
import { SPREADSHEET_CSV } from '../shared/text/spreadsheet-csv';
import { refuse } from '../shared/security/http-refusal';

export const LEAD_EXPORT_PATH = '/export/leads.csv';

/** Leads read from the database per round trip: memory stays flat however many leads match. */
export const EXPORT_PAGE_SIZE = 500;

/** The CSV's Dutch words for the lead's enums (the admin panel's own table is client/src/admin/shared/lead/leadLabels.ts). */
const STATUS: Record<LeadStatus, string> = { NEW: 'Nieuw', CONTACTED: 'Geen gehoor', QUALIFIED: 'Voorstel gestuurd', CLOSED: 'Akkoord' };
const SOURCE: Record<LeadSource, string> = { QUICKSCAN: 'Quick scan', CONTACT: 'Contactformulier', WHATSAPP: 'WhatsApp' };
const OUTCOME: Record<LeadOutcome, string> = { OPEN: 'Openstaand', WON: 'Gewonnen', LOST: 'Verloren' };
const QUALIFICATION: Record<Qualification, string> = { HOT: 'Hot', WARM: 'Warm', COLD: 'Cold' };

/** The arrival that says how the visitor came: the last one, its campaign falling back to the first's. */
const arrival = (lead: Lead) => lead.attribution?.last;

const stamp = new Intl.DateTimeFormat('sv-SE', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** '2025-03-05 14:03' in Amsterdam time: sortable, and a date to every spreadsheet. */
export function csvDateTime(value: Date | null | undefined): string {
  return value ? stamp.format(value) : '';
}

type Cell = string | number | null | undefined;

const COLUMNS: readonly [header: string, cell: (lead: Lead) => Cell][] = [
  ['Naam', (lead) => lead.name],
  ['Bedrijf', (lead) => lead.company],
  ['E-mail', (lead) => lead.email],
  ['Telefoon', (lead) => lead.phone],
  ['Website', (lead) => lead.website],
  ['Bron', (lead) => SOURCE[lead.source]],
  ['Status', (lead) => STATUS[lead.status]],
  ['Uitkomst', (lead) => OUTCOME[lead.outcome]],
  ['Score', (lead) => lead.leadScore],
  ['Kwalificatie', (lead) => (lead.qualification ? QUALIFICATION[lead.qualification] : null)],
  ['Waarde (EUR)', (lead) => lead.value],
  ['Pakket', (lead) => lead.packageLabel],
  ['Aangemaakt', (lead) => csvDateTime(lead.createdAt)],
  ['Laatste contact', (lead) => csvDateTime(lead.lastContact)],
  ['Notities', (lead) => lead.notes],
  ['Kanaal', (lead) => (lead.attribution ? CHANNEL_LABELS[lead.attribution.channel] : null)],
  ['Campagne', (lead) => arrival(lead)?.campaign || lead.attribution?.first.campaign],
  ['Bron / medium', (lead) => [arrival(lead)?.source, arrival(lead)?.medium].filter(Boolean).join(' / ')],
  ['Google Click ID', (lead) => arrival(lead)?.gclid ?? lead.attribution?.first.gclid],
  ['Landingspagina', (lead) => arrival(lead)?.landingPage],
  ['Verwijzer', (lead) => arrival(lead)?.referrer],
];

export const LEAD_CSV_HEADERS = COLUMNS.map(([header]) => header);

export function leadCsvRow(lead: Lead): Cell[] {
  return COLUMNS.map(([, cell]) => cell(lead));
}

/** The CSV as the agency's Dutch Excel reads it (shared/text/spreadsheet-csv.ts). */
export function leadCsvStringifier() {
  return stringify({ header: true, columns: LEAD_CSV_HEADERS, ...SPREADSHEET_CSV });
}

/** 'leads-2025-03-05.csv' (the day in Amsterdam). */
export function leadCsvFileName(now = new Date()): string {
  return `leads-${csvDateTime(now).slice(0, 10)}.csv`;
}

const oneOf = <T extends string>(values: Record<string, T>, raw: unknown): T | null | undefined => {
  if (raw === undefined || raw === '') return undefined;
  return typeof raw === 'string' && (Object.values(values) as string[]).includes(raw) ? (raw as T) : null;
};

const text = (raw: unknown, max: number): string | null | undefined => {
  if (raw === undefined) return undefined;
  const value = typeof raw === 'string' ? raw.trim() : null;
  return value === null || [...value].length > max ? null : value;
};

/**
 * The list's filters from the query string (?zoek=&status=&bron=&kanaal=&campagne=&opvolgen=1&uitkomst=),
 * as the leads page names them; null when invalid.
 */
export function exportFilter(query: Request['query']): LeadFilter | null {
  const search = text(query.zoek, NAME_MAX);
  const campaign = text(query.campagne, UTM_MAX);
  const status = oneOf(LeadStatus, query.status);
  const source = oneOf(LeadSource, query.bron);
  const outcome = oneOf(LeadOutcome, query.uitkomst);
  const channel = oneOf(Channel, query.kanaal);
  const followUp = oneOf({ due: '1' }, query.opvolgen);
  if ([search, campaign, status, source, outcome, channel, followUp].includes(null)) return null;
  return {
    ...(search && { search }),
    ...(status && { status }),
    ...(source && { source }),
    ...(outcome && { outcome }),
    ...(channel && { channel }),
    ...(campaign && { campaign }),
    ...(followUp && { followUpDue: true }),
  };
}

/**
 * GET /export/leads.csv: every lead matching the leads list's filters, streamed. The server pages
 * through the leads with a keyset cursor and writes each page through csv-stringify into the
 * response, so neither the server nor the browser holds the whole export. Admins only (session
 * cookie or API token). A GET that changes nothing needs no CSRF token: another site can make a
 * signed-in browser request it, but cannot read the answer.
 */
export function leadExportRouter(options: {
  leads: LeadService;
  authenticate: RequestHandler;
  log: (message: string, error?: unknown) => void;
}): Router {
  const router = Router();
  router.get(LEAD_EXPORT_PATH, options.authenticate, async (req, res) => {
    if (!req.user) return refuse(res, 401, 'Je bent niet ingelogd.', 'UNAUTHENTICATED');
    if (req.user.role !== ADMIN_ROLE) return refuse(res, 403, 'Je hebt geen toegang tot deze actie.', 'FORBIDDEN');
    const filter = exportFilter(req.query);
    if (!filter) return refuse(res, 400, 'Ongeldig filter voor de export.', 'BAD_USER_INPUT');

    res.type('text/csv; charset=utf-8');
    res.attachment(leadCsvFileName());
    res.set('cache-control', 'no-store');
    const csv = leadCsvStringifier();
    csv.pipe(res);
    let stopped = false;
    res.on('close', () => {
      stopped = true;
    });
    try {
      let after: ExportCursor | null = null;
      do {
        const page = await options.leads.exportPage(filter, after, EXPORT_PAGE_SIZE);
        for (const entity of page.leads) {
          if (stopped) break;
          if (!csv.write(leadCsvRow(toLead(entity)))) await Promise.race([once(csv, 'drain'), once(res, 'close')]);
        }
        after = page.next;
      } while (after && !stopped);
      if (stopped) csv.destroy();
      else csv.end();
    } catch (error) {
      options.log('lead export failed', error);
      csv.destroy();
      res.destroy();
    }
  });
  return router;
}
