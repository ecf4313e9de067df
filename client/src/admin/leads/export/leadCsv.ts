import type { AdminLeadExportQuery } from '../../../gql/graphql';
import { TIME_ZONE } from '../../shared/format/dates';
import { outcomeLabels, qualificationLabels, sourceLabels, statusLabels } from '../../shared/lead/leadLabels';
import { toCsv, type CsvCell } from './csv';
import { attributionSummary } from '../../shared/lead/attribution';

export type ExportedLead = AdminLeadExportQuery['leads'][number];

const stamp = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** '2025-03-05 14:03' in Amsterdam time: sortable, and a date to every spreadsheet. */
export function csvDateTime(value: string | null | undefined): string {
  return value ? stamp.format(new Date(value)) : '';
}

const COLUMNS: readonly [header: string, cell: (lead: ExportedLead) => CsvCell][] = [
  ['Naam', (lead) => lead.name],
  ['Bedrijf', (lead) => lead.company],
  ['E-mail', (lead) => lead.email],
  ['Telefoon', (lead) => lead.phone],
  ['Website', (lead) => lead.website],
  ['Bron', (lead) => sourceLabels[lead.source]],
  ['Status', (lead) => statusLabels[lead.status]],
  ['Uitkomst', (lead) => outcomeLabels[lead.outcome]],
  ['Score', (lead) => lead.leadScore],
  ['Kwalificatie', (lead) => (lead.qualification ? qualificationLabels[lead.qualification] : null)],
  ['Waarde (EUR)', (lead) => lead.value],
  ['Pakket', (lead) => lead.packageLabel],
  ['Aangemaakt', (lead) => csvDateTime(lead.createdAt)],
  ['Laatste contact', (lead) => csvDateTime(lead.lastContact)],
  ['Notities', (lead) => lead.notes],
  ['Kanaal', (lead) => attributionSummary(lead.attribution)?.channel],
  ['Campagne', (lead) => attributionSummary(lead.attribution)?.campaign],
  ['Bron / medium', (lead) => attributionSummary(lead.attribution)?.sourceMedium],
  ['Google Click ID', (lead) => lead.attribution?.last.gclid ?? lead.attribution?.first.gclid],
  ['Landingspagina', (lead) => attributionSummary(lead.attribution)?.landingPage],
  ['Verwijzer', (lead) => attributionSummary(lead.attribution)?.referrer],
];

export const LEAD_CSV_HEADERS = COLUMNS.map(([header]) => header);

/** The leads as a CSV file's text: a header row, then one row per lead in the order given. */
export function leadsToCsv(leads: readonly ExportedLead[]): string {
  return toCsv([LEAD_CSV_HEADERS, ...leads.map((lead) => COLUMNS.map(([, cell]) => cell(lead)))]);
}

/** 'leads-2025-03-05.csv' (the day in Amsterdam). */
export function leadCsvFileName(now = new Date()): string {
  return `leads-${csvDateTime(now.toISOString()).slice(0, 10)}.csv`;
}
