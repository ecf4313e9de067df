/**
 * CSV as spreadsheet programs read it (RFC 4180 quoting, CRLF line ends), with two choices made
 * for the agency's Dutch Excel: the semicolon as separator (Dutch Excel splits on ';' because the
 * comma is the decimal sign) and a UTF-8 byte-order mark (or 'Café' arrives as 'CafÃ©').
 */
export type CsvCell = string | number | boolean | null | undefined;

export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"): a lead who
 * types `=HYPERLINK(...)` as their name must not get a working formula on an admin's machine. Tab
 * and carriage return are included because Excel strips them before looking at the first character.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: text that starts like a formula gets a leading apostrophe (shown as text, the rest
 * intact), and a cell holding the separator, a quote or a line break is quoted with its quotes
 * doubled. Numbers are written as they are, so a negative amount stays a number.
 */
export function csvCell(value: CsvCell, separator = CSV_SEPARATOR): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'ja' : 'nee';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  const needsQuotes = text.includes(separator) || /["\r\n]/.test(text);
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Whole rows to a CSV file's text (with the byte-order mark, CRLF after every row). */
export function toCsv(rows: readonly (readonly CsvCell[])[], separator = CSV_SEPARATOR): string {
  return CSV_BOM + rows.map((row) => row.map((cell) => csvCell(cell, separator)).join(separator) + '\r\n').join('');
}
