import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isPlainText, spendFileText } from './spendFileText';

const FIXTURES = join(__dirname, '..', '..', '..', '..', 'server', 'test', 'fixtures', 'ad-spend');
const fixture = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)));
const utf16 = (text: string, bigEndian = false) => {
  const bytes = [bigEndian ? [0xfe, 0xff] : [0xff, 0xfe]];
  for (const unit of text) {
    const code = unit.charCodeAt(0);
    bytes.push(bigEndian ? [code >> 8, code & 0xff] : [code & 0xff, code >> 8]);
  }
  return new Uint8Array(bytes.flat());
};

describe('the text of a dropped export file', () => {
  it.each([
    ['UTF-8', new TextEncoder().encode('Campagne;Dag\nCafé;2026-11-03\n'), 'Campagne;Dag\nCafé;2026-11-03\n'],
    ['UTF-8 with its byte-order mark', new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Dag\n')]), 'Dag\n'],
    ['UTF-16 LE with its mark', utf16('Campagne\tDag\r\nCafé\t3 nov 2026\r\n'), 'Campagne\tDag\r\nCafé\t3 nov 2026\r\n'],
    ['UTF-16 BE with its mark', utf16('Campagne\tDag\n', true), 'Campagne\tDag\n'],
    ['Windows-1252 (Excel on Windows)', new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x3b, 0x31]), 'Café;1'],
  ])('%s', (_name, bytes, text) => {
    expect(spendFileText(bytes)).toBe(text);
  });

  it("reads Google Ads' UTF-16 'Excel .csv' fixture as the same text as its tab-separated content", () => {
    const text = spendFileText(fixture('google-ads-excel.csv'));
    expect(text.split('\r\n')[2]).toBe('Campagne\tDag\tValutacode\tKosten');
    expect(text).not.toContain('\ufeff');
    expect(spendFileText(fixture('meta-ads-nl.csv')).startsWith('Campagnenaam,')).toBe(true);
  });
});

it.each([
  ['a CSV', 'Campagne;Dag\r\nA;2026-11-03\tx\n', true],
  ['an .xlsx (a zip archive)', 'PK\u0003\u0004\u0014\u0000\u0006\u0000', false],
  ['a NUL in the middle', 'a\u0000b', false],
  ['a DEL', 'a\u007fb', false],
  ['Dutch and other letters beyond ASCII', 'Café;€ 1.234,56;Zürich 😀\r\n', true],
])('is %s plain text? (%#)', (_name, text, plain) => {
  expect(isPlainText(text)).toBe(plain);
});
