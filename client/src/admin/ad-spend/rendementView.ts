import type { AdPlatform, Channel, ReportGrouping, SeriesBucket, Touch } from '../../gql/graphql';
import { channelLabels } from '../shared/lead/leadLabels';
import { PERIOD_OPTIONS, selectionFromSearch, selectionToSearch, type PeriodSelection } from '../shared/period/period';

/**
 * The Rendement screen's choices (kept in the address bar, so a reload or a shared link shows the
 * same table), its Dutch words, and how it writes days and ratios. The figures come from the server.
 */

export const PLATFORM_OPTIONS: readonly { value: AdPlatform; label: string }[] = [
  { value: 'GOOGLE_ADS', label: 'Google Ads' },
  { value: 'META_ADS', label: 'Meta Ads (Facebook, Instagram)' },
  { value: 'MICROSOFT_ADS', label: 'Microsoft Advertising' },
  { value: 'OTHER', label: 'Ander platform (eigen bestand)' },
];

export const GROUPING_OPTIONS: readonly { value: ReportGrouping; label: string }[] = [
  { value: 'CHANNEL', label: 'Per kanaal' },
  { value: 'CAMPAIGN', label: 'Per campagne' },
];

export const TOUCH_OPTIONS: readonly { value: Touch; label: string }[] = [
  { value: 'FIRST', label: 'Eerste contact' },
  { value: 'LAST', label: 'Laatste contact' },
];

/** The report needs a period: no 'Alle data' here. */
export const REPORT_PERIOD_OPTIONS = PERIOD_OPTIONS.filter((option) => option.value !== 'all');

export interface ReportView {
  selection: PeriodSelection;
  by: ReportGrouping;
  touch: Touch;
}

/** `?periode=last7&groep=campagne&contact=laatste`; the last 30 days per channel, first touch, when absent. */
export function reportViewFromSearch(params: URLSearchParams): ReportView {
  const selection = selectionFromSearch(params);
  return {
    selection: selection.preset === 'all' ? { preset: 'last30' } : selection,
    by: params.get('groep') === 'campagne' ? 'CAMPAIGN' : 'CHANNEL',
    touch: params.get('contact') === 'laatste' ? 'LAST' : 'FIRST',
  };
}

export function reportViewToSearch(view: ReportView): Record<string, string> {
  return {
    ...selectionToSearch(view.selection),
    ...(view.by === 'CAMPAIGN' && { groep: 'campagne' }),
    ...(view.touch === 'LAST' && { contact: 'laatste' }),
  };
}

/** The server's CSV of the same report (server/src/ad-spend/channel-report-export.router.ts). */
export function reportCsvHref(period: { from: string; to: string }, by: ReportGrouping, touch: Touch): string {
  return `/export/rendement.csv?${new URLSearchParams({ ...period, by, touch }).toString()}`;
}

/** Leads from before attribution was recorded have no channel. */
export const channelName = (channel: Channel | null | undefined): string => (channel ? channelLabels[channel] : 'Onbekend');

const ratio = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ROAS as a factor: '3,25'. */
export const formatRoas = (value: number): string => ratio.format(value);

const dayFormat = new Intl.DateTimeFormat('nl-NL', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
const monthFormat = new Intl.DateTimeFormat('nl-NL', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** '2026-11-03' → '3 nov 2026'. */
export const formatDay = (key: string): string => dayFormat.format(new Date(`${key}T00:00:00Z`));

/** '2026-11' → 'november 2026'. */
export const formatMonth = (month: string): string => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

/** The month input's value for this month in Amsterdam ('2026-11'). */
export const monthOf = (dayKey: string): string => dayKey.slice(0, 7);

const BUCKET_WORDS: Record<SeriesBucket, string> = { DAY: 'per dag', WEEK: 'per week', MONTH: 'per maand' };
export const bucketWords = (bucket: SeriesBucket): string => BUCKET_WORDS[bucket];

export interface SeriesPoint {
  start: string;
  channel: Channel;
  costPerLead: number | null;
}

/**
 * The series as the chart draws it: one row per stretch with each channel's cost per lead (null
 * where there is none: the line breaks there), and the channels in the server's order.
 */
export function seriesRows(points: readonly SeriesPoint[]): {
  channels: Channel[];
  rows: ({ start: string } & Partial<Record<Channel, number | null>>)[];
} {
  const channels = [...new Set(points.map((point) => point.channel))];
  const rows = new Map<string, { start: string } & Partial<Record<Channel, number | null>>>();
  for (const point of points) {
    const row = rows.get(point.start) ?? { start: point.start };
    row[point.channel] = point.costPerLead;
    rows.set(point.start, row);
  }
  return { channels, rows: [...rows.values()] };
}

/**
 * An amount as an admin types it: '1.234,56', '1234,5', '1234.50', '€ 300'. Null when it is no
 * amount of euros (the server checks the bounds).
 */
export function parseEuroInput(text: string): number | null {
  const plain = text.replace(/[\s€]/g, '');
  if (!/^\d[\d.,]*$/.test(plain)) return null;
  const normal = plain.includes(',')
    ? plain.replace(/\./g, '').replace(',', '.')
    : /^\d{1,3}(\.\d{3})+$/.test(plain)
      ? plain.replace(/\./g, '')
      : plain;
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}
