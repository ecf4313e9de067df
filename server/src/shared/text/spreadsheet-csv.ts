import type { Options } from 'csv-stringify';

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"): a lead who
 * types `=HYPERLINK(...)` as their name, or a visitor who sends it as utm_campaign, must not get a
 * working formula on an admin's machine. Tab and carriage return are included because Excel strips
 * them before looking at the first character.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text that starts like a formula gets a leading apostrophe: shown as text, the rest intact. */
export function formulaSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * csv-stringify options for a CSV as the agency's Dutch Excel reads it: semicolons (the comma is the
 * decimal sign there), a UTF-8 byte-order mark (or 'Café' arrives as 'CafÃ©'), CRLF line ends,
 * RFC 4180 quoting, no formulas.
 */
export const SPREADSHEET_CSV = {
  delimiter: ';',
  record_delimiter: 'windows',
  bom: true,
  cast: { string: formulaSafe },
} as const satisfies Options;
