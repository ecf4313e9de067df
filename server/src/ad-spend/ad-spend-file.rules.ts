import { CsvError, parse } from 'csv-parse/sync';
import { AdPlatform } from './ad-spend.enums';

/**
 * Reading an ad platform's spend export (docs/operations.md, "Ad spend files"): where the header is,
 * which column is which, and how amounts and days are written. Pure: text in, rows or the refusal
 * with its line out. The only place these rules live.
 */

/** The largest file accepted, counted in bytes of its text as UTF-8 (what the API receives). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** As long as a campaign may be in `ad_spend.campaign` (and in a lead's utm_campaign). */
export const CAMPAIGN_MAX_CHARS = 200;
/** One row's amount: more than this is taken for a misread number rather than a day's spend. */
export const MAX_ROW_EUROS = 1_000_000;
/** The header must be among the file's first lines (Google puts two title lines before it, Microsoft a dozen). */
export const HEADER_WITHIN_LINES = 20;
export const ACCEPTED_CURRENCY = 'EUR';

/** One line of spend as the file has it: a day, the campaign as written (trimmed), the amount in cents. */
export interface SpendLine {
  line: number;
  day: string;
  campaign: string;
  cents: number;
}

export type SpendFileResult = { ok: true; lines: SpendLine[] } | { ok: false; line: number | null; message: string };

type Column = 'campaign' | 'day' | 'ends' | 'cost' | 'currency';

/**
 * Header names per column, English and Dutch, lower case, in order of preference (a Meta export
 * with both `Day` and `Reporting starts` is read by `Day`).
 */
export const HEADER_NAMES: Record<Column, readonly string[]> = {
  campaign: ['campaign', 'campagne', 'campaign name', 'campagnenaam'],
  day: ['day', 'dag', 'date', 'datum', 'reporting starts', 'begin rapportage', 'gregorian date'],
  ends: ['reporting ends', 'einde rapportage'],
  cost: ['cost', 'kosten', 'amount spent', 'besteed bedrag', 'spend', 'amount', 'bedrag'],
  currency: ['currency code', 'valutacode', 'currency', 'valuta'],
};

/** A cost header may name its currency: `Amount spent (EUR)`, `Besteed bedrag (USD)`. */
const COST_WITH_CURRENCY = /^(.+?)\s*\(([a-z]{3})\)$/;

const normalHeader = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, ' ');

interface Header {
  line: number;
  columns: Partial<Record<Column, number>>;
  /** The currency the cost header names, if it names one. */
  costCurrency: string | null;
  /** The cost header's name without its currency (`amount spent`), as matched. */
  costName: string | null;
}

/**
 * The cost headers only Meta Ads Manager writes (Google writes Cost/Kosten, Microsoft Spend): a file
 * with one is Meta's, and a Meta export without one is not. Checked against the platform chosen,
 * since the platform decides the channel the spend counts for.
 */
const META_COST_NAMES: readonly string[] = ['amount spent', 'besteed bedrag'];

function readHeader(cells: string[], line: number): Header {
  const names = cells.map(normalHeader);
  const columns: Partial<Record<Column, number>> = {};
  let costCurrency: string | null = null;
  let costName: string | null = null;
  for (const column of Object.keys(HEADER_NAMES) as Column[]) {
    for (const name of HEADER_NAMES[column]) {
      const index = names.findIndex((cell) => cell === name || (column === 'cost' && COST_WITH_CURRENCY.exec(cell)?.[1] === name));
      if (index < 0) continue;
      columns[column] = index;
      if (column === 'cost') {
        costCurrency = COST_WITH_CURRENCY.exec(names[index])?.[2].toUpperCase() ?? null;
        costName = name;
      }
      break;
    }
  }
  return { line, columns, costCurrency, costName };
}

const REQUIRED: readonly [Column, string][] = [
  ['campaign', 'campagne (Campaign, Campagne, Campaign name, Campagnenaam)'],
  ['day', 'dag (Day, Dag, Date, Datum, Reporting starts)'],
  ['cost', 'kosten (Cost, Kosten, Amount spent (EUR), Besteed bedrag (EUR))'],
];
const missingOf = (header: Header) => REQUIRED.filter(([column]) => header.columns[column] === undefined);

/** Tab first: a tab-separated header holds commas and semicolons only inside names, never between them. */
const DELIMITERS = ['\t', ';', ','] as const;

interface CsvRecord {
  cells: string[];
  line: number;
}

/** Records with the 1-based line each starts on (a quoted field may hold line breaks). */
function records(text: string, delimiter: string, options: { fromLine?: number; toLine?: number; lenient?: boolean }): CsvRecord[] {
  const parsed = parse(text, {
    delimiter,
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    from_line: options.fromLine ?? 1,
    ...(options.toLine !== undefined && { to_line: options.toLine }),
    ...(options.lenient && { relax_quotes: true }),
  }) as unknown as { record: string[]; info: { lines: number } }[];
  return parsed.map(({ record, info }) => ({ cells: record, line: info.lines - (record.join('').split('\n').length - 1) }));
}

/** The header and the delimiter that splits it into the columns we need; else the closest miss. */
function findHeader(text: string): { delimiter: string; header: Header } | { miss: Header | null } {
  let closest: Header | null = null;
  for (const delimiter of DELIMITERS) {
    let candidates: CsvRecord[];
    try {
      candidates = records(text, delimiter, { toLine: HEADER_WITHIN_LINES, lenient: true });
    } catch {
      continue;
    }
    for (const { cells, line } of candidates) {
      const header = readHeader(cells, line);
      const missing = missingOf(header).length;
      if (missing === 0) return { delimiter, header };
      if (missing < REQUIRED.length && (!closest || missing < missingOf(closest).length)) closest = header;
    }
  }
  return { miss: closest };
}

/** Google's total rows: `Total: Account`, `Totaal: campagnes`, `Totaal` (a campaign called "Totaalrenovatie" is no total). */
const TOTAL_ROW = /^(total|totaal)(\s*:.*)?$/i;

const MONTHS: { [name: string]: number } = {
  jan: 1, januari: 1, january: 1,
  feb: 2, februari: 2, february: 2,
  mrt: 3, maart: 3, mar: 3, march: 3,
  apr: 4, april: 4,
  mei: 5, may: 5,
  jun: 6, juni: 6, june: 6,
  jul: 7, juli: 7, july: 7,
  aug: 8, augustus: 8, august: 8,
  sep: 9, sept: 9, september: 9,
  okt: 10, oktober: 10, oct: 10, october: 10,
  nov: 11, november: 11,
  dec: 12, december: 12,
}; // prettier-ignore

function calendarDay(year: number, month: number, day: number): string | null {
  if (year < 2000 || year > 2100) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * A day as the platforms write it: `2026-11-03`; Dutch `3 nov. 2026`, `3 nov 2026`, `3 november 2026`;
 * English `Nov 3, 2026`; `3-11-2026` (day first, as Dutch spreadsheets write it). Null when it is none.
 */
export function parseSpendDay(raw: string): string | null {
  const text = raw.trim().toLowerCase();
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (match) return calendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(text);
  if (match) return calendarDay(Number(match[3]), Number(match[2]), Number(match[1]));
  match = /^(\d{1,2})\s+([a-z]+)\.?\s+(\d{4})$/.exec(text);
  if (match && MONTHS[match[2]]) return calendarDay(Number(match[3]), MONTHS[match[2]], Number(match[1]));
  match = /^([a-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(text);
  if (match && MONTHS[match[1]]) return calendarDay(Number(match[3]), MONTHS[match[1]], Number(match[2]));
  return null;
}

/** `1.234.567` or `1,234` (groups of three after the first), or plain digits. */
const grouped = (digits: string, separator: string) =>
  new RegExp(`^[1-9]\\d{0,2}(\\${separator}\\d{3})+$`).test(digits) || /^\d+$/.test(digits);

const count = (text: string, character: string) => text.split(character).length - 1;

/**
 * An amount in cents, read in either notation: `1,234.56` and `1.234,56`, `1234.5`, `1234,5`, `1234`,
 * with or without `€`/`EUR` and spaces. With both signs the later one is the decimal sign. One sign
 * followed by exactly three digits (`1.234`, `1,234`) groups thousands, since amounts in euros have
 * at most two decimals; more decimals are rounded to the cent. Null when unreadable (also negative).
 */
export function parseSpendAmount(raw: string): number | null {
  const text = raw.replace(/[\s\u00a0\u202f]/g, '').replace(/^(€|eur)|(€|eur)$/gi, '');
  if (!/^\d[\d.,]*$/.test(text)) return null;
  const dots = count(text, '.');
  const commas = count(text, ',');
  let whole = text;
  let fraction = '';
  if (dots > 0 && commas > 0) {
    const decimal = text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ',';
    if (count(text, decimal) > 1) return null;
    [whole, fraction] = text.split(decimal);
    if (!grouped(whole, decimal === '.' ? ',' : '.')) return null;
  } else if (dots + commas > 0) {
    const sign = dots > 0 ? '.' : ',';
    if (dots + commas > 1 || /^[1-9]\d{0,2}[.,]\d{3}$/.test(text)) {
      if (!grouped(text, sign)) return null;
    } else {
      [whole, fraction] = text.split(sign);
      if (fraction === '') return null;
    }
  }
  whole = whole.replace(/[.,]/g, '');
  if (whole.length > 12 || !/^\d{0,6}$/.test(fraction)) return null;
  return Number(whole) * 100 + Math.round(Number(fraction.padEnd(6, '0')) / 10_000);
}

const characters = (text: string) => [...text].length;

const PLATFORM_NAMES: Record<AdPlatform, string> = {
  [AdPlatform.GOOGLE_ADS]: 'Google Ads',
  [AdPlatform.META_ADS]: 'Meta Ads',
  [AdPlatform.MICROSOFT_ADS]: 'Microsoft Advertising',
  [AdPlatform.OTHER]: 'een ander platform',
};

/** Why a file with this header cannot be the chosen platform's export (Meta's and the others' name their cost apart); null when it can. */
function platformProblem(platform: AdPlatform, header: Header): string | null {
  const meta = header.costName !== null && META_COST_NAMES.includes(header.costName);
  if (meta && (platform === AdPlatform.GOOGLE_ADS || platform === AdPlatform.MICROSOFT_ADS)) {
    return `dit is een export van Meta Ads (de kosten heten "Amount spent" of "Besteed bedrag"), geen van ${PLATFORM_NAMES[platform]}; kies Meta Ads als platform`;
  }
  if (!meta && platform === AdPlatform.META_ADS) {
    return 'dit is geen export van Meta Ads (daar heten de kosten "Amount spent (EUR)" of "Besteed bedrag (EUR)"); kies het platform waar het bestand vandaan komt';
  }
  return null;
}

/**
 * The spend lines of an export, or why it is refused (with the file's 1-based line where there is
 * one). `platform` is the one chosen for it; OTHER takes any shape.
 */
export function readSpendFile(text: string, platform: AdPlatform = AdPlatform.OTHER): SpendFileResult {
  const found = findHeader(text);
  if ('miss' in found) {
    const missing = found.miss ? missingOf(found.miss).map(([, name]) => name) : REQUIRED.map(([, name]) => name);
    return {
      ok: false,
      line: found.miss?.line ?? null,
      message: `geen kopregel gevonden met de kolommen ${missing.join(', ')} in de eerste ${HEADER_WITHIN_LINES} regels`,
    };
  }
  const { delimiter, header } = found;
  if (header.costCurrency && header.costCurrency !== ACCEPTED_CURRENCY) {
    return {
      ok: false,
      line: header.line,
      message: `de kosten zijn in ${header.costCurrency}; alleen bedragen in euro (EUR) worden ingelezen`,
    };
  }
  const wrongPlatform = platformProblem(platform, header);
  if (wrongPlatform) return { ok: false, line: header.line, message: wrongPlatform };
  let rows: CsvRecord[];
  try {
    rows = records(text, delimiter, { fromLine: header.line + 1 });
  } catch (error) {
    const line = error instanceof CsvError ? Number((error as unknown as { lines?: number }).lines) || null : null;
    return { ok: false, line, message: 'het bestand is geen geldige CSV (een aanhalingsteken staat verkeerd)' };
  }
  const { columns } = header;
  const cell = (cells: string[], column: Column) => (columns[column] === undefined ? '' : (cells[columns[column]] ?? '').trim());
  const lines: SpendLine[] = [];
  for (const { cells, line } of rows) {
    const firstFilled = cells.find((value) => value.trim() !== '');
    if (firstFilled === undefined || TOTAL_ROW.test(firstFilled.trim())) continue;
    const refuse = (message: string): SpendFileResult => ({ ok: false, line, message });
    const currency = cell(cells, 'currency');
    if (currency !== '' && currency.toUpperCase() !== ACCEPTED_CURRENCY) {
      return refuse(`valuta ${currency}; alleen bedragen in euro (EUR) worden ingelezen`);
    }
    const rawDay = cell(cells, 'day');
    if (rawDay === '') return refuse('geen dag');
    const day = parseSpendDay(rawDay);
    if (!day) return refuse(`"${rawDay}" is geen dag (schrijf bijvoorbeeld 2026-11-03 of 3 nov. 2026)`);
    const rawEnd = cell(cells, 'ends');
    if (rawEnd !== '' && parseSpendDay(rawEnd) !== day) {
      return refuse(`deze rij telt de kosten van ${rawDay} tot en met ${rawEnd} samen; exporteer de kosten per dag`);
    }
    const rawCost = cell(cells, 'cost');
    if (rawCost === '') return refuse('geen bedrag');
    const cents = parseSpendAmount(rawCost);
    if (cents === null) return refuse(`bedrag "${rawCost}" is niet te lezen`);
    if (cents > MAX_ROW_EUROS * 100) return refuse(`bedrag "${rawCost}" is hoger dan € ${MAX_ROW_EUROS.toLocaleString('nl-NL')} per dag`);
    const campaign = cell(cells, 'campaign');
    if (characters(campaign) > CAMPAIGN_MAX_CHARS) return refuse(`de campagnenaam is langer dan ${CAMPAIGN_MAX_CHARS} tekens`);
    lines.push({ line, day, campaign, cents });
  }
  return { ok: true, lines };
}
