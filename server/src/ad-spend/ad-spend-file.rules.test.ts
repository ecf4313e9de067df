import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../config';
import { AdPlatform } from './ad-spend.enums';
import { parseSpendAmount, parseSpendDay, readSpendFile, type SpendFileResult } from './ad-spend-file.rules';

/**
 * An export fixture (shared with the integration and browser tests) as the admin panel reads the
 * dropped file: UTF-16 LE by its byte-order mark, else UTF-8. Read as a file, not imported: the
 * fixtures are test data, not another feature's code.
 */
function fixtureText(name: string): string {
  const bytes = readFileSync(join(REPO_ROOT, 'server', 'test', 'fixtures', 'ad-spend', name));
  return new TextDecoder(bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : 'utf-8').decode(bytes);
}

const lines = (result: SpendFileResult) => {
  if (!result.ok) throw new Error(`refused: line ${result.line}: ${result.message}`);
  return result.lines.map(({ line, day, campaign, cents }) => [line, day, campaign, cents]);
};

describe('days as the platforms write them', () => {
  it.each([
    ['2026-11-03', '2026-11-03'],
    ['2026-1-3', '2026-01-03'],
    ['3 nov. 2026', '2026-11-03'],
    ['3 nov 2026', '2026-11-03'],
    ['03 Nov. 2026', '2026-11-03'],
    ['3 november 2026', '2026-11-03'],
    ['1 mrt. 2026', '2026-03-01'],
    ['1 mei 2026', '2026-05-01'],
    ['12 okt. 2026', '2026-10-12'],
    ['5 sept. 2026', '2026-09-05'],
    ['Nov 3, 2026', '2026-11-03'],
    ['Mar 1, 2026', '2026-03-01'],
    ['3-11-2026', '2026-11-03'],
    ['  2026-11-03 ', '2026-11-03'],
    ['2026-02-30', null],
    ['30 feb. 2026', null],
    ['3 nvb. 2026', null],
    ['11/03/2026', null],
    ['2026-11', null],
    ['1899-01-01', null],
    ['', null],
  ])('%j is %j', (raw, day) => {
    expect(parseSpendDay(raw)).toBe(day);
  });
});

describe('amounts in either notation', () => {
  it.each([
    ['1,234.56', 123_456],
    ['1.234,56', 123_456],
    ['1234.56', 123_456],
    ['1234,56', 123_456],
    ['1234', 123_400],
    ['0', 0],
    ['0.00', 0],
    ['98,1', 9_810],
    ['1.234', 123_400],
    ['1,234', 123_400],
    ['1.234.567,89', 123_456_789],
    ['1,234,567.89', 123_456_789],
    ['1.234.567', 123_456_700],
    ['0,125', 13],
    ['12.345', 1_234_500],
    ['€ 1.234,56', 123_456],
    ['1.234,56 €', 123_456],
    ['EUR 12,50', 1_250],
    ['1\u00a0234,56', 123_456],
    ['-12.50', null],
    ['abc', null],
    ['12,50,3', null],
    ['1.23.4', null],
    ['12,34.5', null],
    ['12.', null],
    ['--', null],
    ['', null],
    ['1e5', null],
  ])('%j is %j cents', (raw, cents) => {
    expect(parseSpendAmount(raw)).toBe(cents);
  });
});

describe('export files (fixtures in server/test/fixtures/ad-spend)', () => {
  it.each([
    [
      'google-ads.csv: Google Ads CSV, English, two title lines, total rows',
      'google-ads.csv',
      [
        [4, '2026-11-01', 'Dakdekkers Zomer', 123_456],
        [5, '2026-11-02', 'Dakdekkers Zomer', 9_810],
        [6, '2026-11-01', 'Loodgieters Spoed', 4_500],
        [7, '2026-11-02', 'Loodgieters Spoed', 0],
      ],
    ],
    [
      'google-ads-nl.csv: Google Ads CSV, Dutch headers, days and amounts, CRLF',
      'google-ads-nl.csv',
      [
        [4, '2026-11-03', 'Dakdekkers Zomer', 123_456],
        [5, '2026-11-04', 'Dakdekkers Zomer', 9_810],
        [6, '2026-11-03', 'Loodgieters, Spoed', 4_500],
      ],
    ],
    [
      'google-ads-excel.csv: Google Ads "Excel .csv", UTF-16 LE with BOM, tab-separated, days without the dot',
      'google-ads-excel.csv',
      [
        [4, '2026-11-05', 'Dakdekkers Zomer', 123_456],
        [5, '2026-11-06', 'Dakdekkers Zomer', 9_810],
        [6, '2026-11-05', 'Loodgieters Spoed', 4_500],
      ],
    ],
    [
      'meta-ads.csv: Meta Ads Manager, English, Day and Reporting starts/ends',
      'meta-ads.csv',
      [
        [2, '2026-11-01', 'Dakdekkers Lookalike', 1_250],
        [3, '2026-11-02', 'Dakdekkers Lookalike', 2_000],
        [4, '2026-11-01', 'Retargeting', 725],
      ],
    ],
    [
      'meta-ads-nl.csv: Meta Ads Manager, Dutch, UTF-8 BOM',
      'meta-ads-nl.csv',
      [
        [2, '2026-11-03', 'Dakdekkers Lookalike', 1_250],
        [3, '2026-11-04', 'Dakdekkers Lookalike', 102_000],
      ],
    ],
    [
      'meta-ads-reporting-starts.csv: Meta Ads Manager, English, Reporting starts/ends as the day (no Day column)',
      'meta-ads-reporting-starts.csv',
      [
        [2, '2026-11-07', 'Dakdekkers Lookalike', 102_050],
        [3, '2026-11-08', 'Dakdekkers Lookalike', 1_200],
        [4, '2026-11-07', 'Retargeting', 725],
      ],
    ],
    [
      'plain-en.csv: the plain shape in English (date,campaign,cost)',
      'plain-en.csv',
      [
        [2, '2026-11-09', 'LinkedIn Dakdekkers', 125_000],
        [3, '2026-11-10', 'LinkedIn Dakdekkers', 8_050],
        [4, '2026-11-09', 'TikTok Zomer', 1_200],
      ],
    ],
    [
      'plain.csv: the plain shape (datum;campagne;kosten)',
      'plain.csv',
      [
        [2, '2026-11-03', 'Flyer Zwolle', 15_000],
        [3, '2026-11-04', 'Flyer Zwolle', 7_550],
        [4, '2026-11-04', 'Werkspot', 120_000],
      ],
    ],
  ])('%s', (_name, file, expected) => {
    expect(lines(readSpendFile(fixtureText(file)))).toEqual(expected);
  });

  it.each([
    [
      'the plain shape in English, comma-separated',
      'date,campaign,cost\n2026-11-03,Flyer,"1,250.00"\n',
      [[2, '2026-11-03', 'Flyer', 125_000]],
    ],
    [
      'Reporting starts alone as the day',
      'Campaign name,Reporting starts,Amount spent (EUR)\nA,2026-11-03,1.5\n',
      [[2, '2026-11-03', 'A', 150]],
    ],
    ['a row without campaign (spend of the whole account)', 'datum;campagne;kosten\n3-11-2026;;12\n', [[2, '2026-11-03', '', 1_200]]],
    ['blank lines and rows of empty cells', 'Campaign,Day,Cost\n\nA,2026-11-03,1\n,,\n', [[3, '2026-11-03', 'A', 100]]],
    [
      'a campaign named like a total is kept',
      'Campaign,Day,Cost\nTotaalrenovatie,2026-11-03,1\n',
      [[2, '2026-11-03', 'Totaalrenovatie', 100]],
    ],
    [
      'a quoted campaign name over two lines starts on its first',
      'Campaign,Day,Cost\n"A\nB",2026-11-03,1\nC,2026-11-03,2\n',
      [
        [2, '2026-11-03', 'A\nB', 100],
        [4, '2026-11-03', 'C', 200],
      ],
    ],
    ['a header only', 'Campaign,Day,Cost\n', []],
  ])('reads %s', (_name, text, expected) => {
    expect(lines(readSpendFile(text))).toEqual(expected);
  });
});

describe('refusals name the line of the file', () => {
  it.each([
    [
      'another currency in the currency column',
      'Campaign,Day,Currency code,Cost\nA,2026-11-03,EUR,1\nB,2026-11-03,USD,2\n',
      3,
      /valuta USD/,
    ],
    ['another currency in the cost header', 'Campaign name,Day,Amount spent (USD)\nA,2026-11-03,1\n', 1, /kosten zijn in USD/],
    ['a row without a day', 'Campaign,Day,Cost\nA,2026-11-03,1\nB,,2\n', 3, /^geen dag$/],
    ['a day that is none', 'x\ny\nCampaign,Day,Cost\nA,gisteren,1\n', 4, /"gisteren" is geen dag/],
    ['an unreadable amount', 'Campaign,Day,Cost\nA,2026-11-03,1\nB,2026-11-03,twaalf\n', 3, /bedrag "twaalf" is niet te lezen/],
    ['a row without an amount', 'Campaign,Day,Cost\nA,2026-11-03,\n', 2, /^geen bedrag$/],
    ['a negative amount', 'Campaign,Day,Cost\nA,2026-11-03,-5\n', 2, /bedrag "-5" is niet te lezen/],
    ['an amount beyond a day of spend', 'Campaign,Day,Cost\nA,2026-11-03,2000000\n', 2, /hoger dan/],
    [
      'a row that spans several days',
      'Campaign name,Reporting starts,Reporting ends,Amount spent (EUR)\nA,2026-11-01,2026-11-30,100\n',
      2,
      /per dag/,
    ],
    ['a campaign name too long', `Campaign,Day,Cost\n${'x'.repeat(201)},2026-11-03,1\n`, 2, /langer dan 200 tekens/],
    ['a broken quote', 'Campaign,Day,Cost\nA,2026-11-03,1\n"B"x,2026-11-03,1\n', 3, /aanhalingsteken/],
    ['no cost column', 'Campaign,Day,Clicks\nA,2026-11-03,1\n', 1, /kolommen kosten/],
    ['no header at all', 'hello\nworld\n', null, /kolommen campagne .*, dag .*, kosten/],
  ])('%s', (_name, text, line, message) => {
    const result = readSpendFile(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.line).toBe(line);
    expect(result.message).toMatch(message);
  });
});

describe('the platform chosen must fit the file: it decides the channel the spend counts for', () => {
  const meta = fixtureText('meta-ads.csv');
  const google = fixtureText('google-ads.csv');
  it.each([
    ['a Meta export as Google Ads', meta, AdPlatform.GOOGLE_ADS, 1, /^dit is een export van Meta Ads .*geen van Google Ads; kies Meta Ads/],
    ['a Dutch Meta export as Microsoft', fixtureText('meta-ads-nl.csv'), AdPlatform.MICROSOFT_ADS, 1, /geen van Microsoft Advertising/],
    ['a Google export as Meta Ads', google, AdPlatform.META_ADS, 3, /^dit is geen export van Meta Ads/],
    ['the plain shape as Meta Ads', fixtureText('plain.csv'), AdPlatform.META_ADS, 1, /^dit is geen export van Meta Ads/],
  ])('refuses %s at its header', (_name, text, platform, line, message) => {
    const result = readSpendFile(text, platform);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.line).toBe(line);
    expect(result.message).toMatch(message);
  });

  it.each([
    ['Meta as Meta Ads', meta, AdPlatform.META_ADS],
    ['Meta as another platform', meta, AdPlatform.OTHER],
    ['Google as Google Ads', google, AdPlatform.GOOGLE_ADS],
    ['Google as Microsoft (the same shape)', google, AdPlatform.MICROSOFT_ADS],
    ['Microsoft by its own names', 'Campaign name,Gregorian date,Spend\nA,2026-11-03,1\n', AdPlatform.MICROSOFT_ADS],
  ])('reads %s', (_name, text, platform) => {
    expect(readSpendFile(text, platform).ok).toBe(true);
  });
});
