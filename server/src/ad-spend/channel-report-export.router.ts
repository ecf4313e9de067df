import { Router, type Request, type RequestHandler } from 'express';
import { stringify } from 'csv-stringify/sync';
import { CHANNEL_LABELS } from '../leads/channel.enums';
import { BadUserInputError, GENERIC_ERROR_MESSAGE } from '../shared/errors';
import { localDay } from '../shared/time-zone';
import { SPREADSHEET_CSV } from '../shared/text/spreadsheet-csv';
import { refuse } from '../shared/security/http-refusal';
import { ADMIN_ROLE } from '../shared/graphql/context';
import { ReportGrouping, Touch } from './ad-spend.enums';
import type { AdSpendService } from './ad-spend.service';
import type { ChannelReportRow } from './ad-spend.type';

export const CHANNEL_REPORT_EXPORT_PATH = '/export/rendement.csv';

/** A figure as Dutch Excel reads it: decimal comma, no thousands sign; empty for a ratio there is none of. */
const figure = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

const COLUMNS: readonly [header: string, cell: (row: ChannelReportRow) => string][] = [
  ['Kanaal', (row) => (row.channel ? CHANNEL_LABELS[row.channel] : 'Onbekend')],
  ['Campagne', (row) => row.campaign ?? ''],
  ['Kosten (EUR)', (row) => figure(row.spend)],
  ['Leads', (row) => figure(row.leads)],
  ['Gekwalificeerde leads', (row) => figure(row.qualifiedLeads)],
  ['Gewonnen deals', (row) => figure(row.wonDeals)],
  ['Omzet (EUR)', (row) => figure(row.revenue)],
  ['Kosten per lead (EUR)', (row) => figure(row.costPerLead)],
  ['Kosten per gekwalificeerde lead (EUR)', (row) => figure(row.costPerQualifiedLead)],
  ['Kosten per gewonnen deal (EUR)', (row) => figure(row.costPerWonDeal)],
  ['ROAS', (row) => figure(row.roas)],
];

/** The table's CSV: the same rows channelReport answers, one line each. */
export function channelReportCsv(rows: ChannelReportRow[], by: ReportGrouping): string {
  const columns = by === ReportGrouping.CAMPAIGN ? COLUMNS : COLUMNS.filter(([header]) => header !== 'Campagne');
  return stringify(
    rows.map((row) => columns.map(([, cell]) => cell(row))),
    { header: true, columns: columns.map(([header]) => header), ...SPREADSHEET_CSV },
  );
}

/** 'rendement-kanalen-2026-11-01-2026-11-30.csv': the period's first and last Amsterdam day. */
export function channelReportFileName(from: Date, to: Date, by: ReportGrouping): string {
  const grouping = by === ReportGrouping.CAMPAIGN ? 'campagnes' : 'kanalen';
  return `rendement-${grouping}-${localDay(from)}-${localDay(new Date(to.getTime() - 1))}.csv`;
}

const oneOf = <T extends string>(values: Record<string, T>, raw: unknown, fallback: T): T | null => {
  if (raw === undefined || raw === '') return fallback;
  return typeof raw === 'string' && (Object.values(values) as string[]).includes(raw) ? (raw as T) : null;
};

const instant = (raw: unknown): Date | null => {
  const date = typeof raw === 'string' && raw !== '' ? new Date(raw) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

function reportQuery(query: Request['query']) {
  const from = instant(query.from);
  const to = instant(query.to);
  const by = oneOf(ReportGrouping, query.by, ReportGrouping.CHANNEL);
  const touch = oneOf(Touch, query.touch, Touch.FIRST);
  return from && to && by && touch ? { from, to, by, touch } : null;
}

/**
 * GET /export/rendement.csv?from=&to=&by=CHANNEL|CAMPAIGN&touch=FIRST|LAST: the channel report as a
 * file, for whoever may read the report (an admin, by session cookie or API token, read-only too). The same
 * SQL as the screen's table, so the file says what the table says.
 */
export function channelReportExportRouter(options: {
  adSpend: AdSpendService;
  authenticate: RequestHandler;
  log: (message: string, error?: unknown) => void;
}): Router {
  const router = Router();
  router.get(CHANNEL_REPORT_EXPORT_PATH, options.authenticate, async (req, res) => {
    if (!req.user) return refuse(res, 401, 'Je bent niet ingelogd.', 'UNAUTHENTICATED');
    if (req.user.role !== ADMIN_ROLE) return refuse(res, 403, 'Je hebt geen toegang tot deze actie.', 'FORBIDDEN');
    const asked = reportQuery(req.query);
    if (!asked) return refuse(res, 400, 'Ongeldige periode of indeling voor de export.', 'BAD_USER_INPUT');
    try {
      const rows = await options.adSpend.report(asked.from, asked.to, asked.by, asked.touch);
      res.type('text/csv; charset=utf-8');
      res.attachment(channelReportFileName(asked.from, asked.to, asked.by));
      res.set('cache-control', 'no-store');
      res.send(channelReportCsv(rows, asked.by));
    } catch (error) {
      if (error instanceof BadUserInputError) return refuse(res, 400, error.problems[0].message, 'BAD_USER_INPUT');
      options.log('channel report export failed', error);
      refuse(res, 500, GENERIC_ERROR_MESSAGE, 'INTERNAL_SERVER_ERROR');
    }
  });
  return router;
}
