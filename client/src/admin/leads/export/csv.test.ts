import { describe, expect, it } from '@jest/globals';
import { CSV_BOM, csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain text', 'Jan Bakker', 'Jan Bakker'],
    ['empty', '', ''],
    ['null', null, ''],
    ['undefined', undefined, ''],
    ['a number', 2300, '2300'],
    ['a negative number stays a number', -5, '-5'],
    ['not a number', Number.NaN, ''],
    ['true', true, 'ja'],
    ['false', false, 'nee'],
    ['the separator', 'Bakker; Zonen', '"Bakker; Zonen"'],
    ['a comma needs no quotes with ";"', 'Bakker, Zonen', 'Bakker, Zonen'],
    ['quotes are doubled', 'De "beste" schilder', '"De ""beste"" schilder"'],
    ['a line break', 'regel 1\nregel 2', '"regel 1\nregel 2"'],
    ['a CRLF line break', 'regel 1\r\nregel 2', '"regel 1\r\nregel 2"'],
    ['non-ASCII', 'Café Ünal €', 'Café Ünal €'],
  ])('%s', (_, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['=', '=HYPERLINK("http://evil.example","klik")', `"'=HYPERLINK(""http://evil.example"",""klik"")"`],
    ['+', '+31 6 12345678', "'+31 6 12345678"],
    ['-', '-2+3', "'-2+3"],
    ['@', '@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['tab', '\t=1+1', "'\t=1+1"],
    ['carriage return', '\r=1+1', `"'\r=1+1"`],
  ])('neutralises a cell starting with %s (formula injection)', (_, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves formula characters inside text alone', () => {
    expect(csvCell('a=b+c-d@e')).toBe('a=b+c-d@e');
  });

  it('quotes for the separator it is given', () => {
    expect(csvCell('a,b', ',')).toBe('"a,b"');
    expect(csvCell('a;b', ',')).toBe('a;b');
  });
});

describe('toCsv', () => {
  it('starts with the byte-order mark and ends every row with CRLF', () => {
    expect(
      toCsv([
        ['Naam', 'Waarde'],
        ['Jan', 2300],
        ['Piet; Klaas', null],
      ]),
    ).toBe(`${CSV_BOM}Naam;Waarde\r\nJan;2300\r\n"Piet; Klaas";\r\n`);
  });

  it('is just the mark for no rows', () => {
    expect(toCsv([])).toBe(CSV_BOM);
  });
});
