import { describe, expect, it } from '@jest/globals';
import {
  formatDay,
  formatMonth,
  formatRoas,
  parseEuroInput,
  reportCsvHref,
  reportViewFromSearch,
  reportViewToSearch,
  seriesRows,
  type ReportView,
} from './rendementView';

describe('the Rendement view in the address bar', () => {
  it.each<[string, ReportView]>([
    ['', { selection: { preset: 'last30' }, by: 'CHANNEL', touch: 'FIRST' }],
    ['periode=all', { selection: { preset: 'last30' }, by: 'CHANNEL', touch: 'FIRST' }],
    ['periode=last7&groep=campagne&contact=laatste', { selection: { preset: 'last7' }, by: 'CAMPAIGN', touch: 'LAST' }],
    [
      'periode=custom&van=2026-11-01&tot=2026-11-30&groep=kanaal',
      {
        selection: { preset: 'custom', start: { year: 2026, month: 11, day: 1 }, end: { year: 2026, month: 11, day: 30 } },
        by: 'CHANNEL',
        touch: 'FIRST',
      },
    ],
    ['groep=onzin&contact=onzin', { selection: { preset: 'last30' }, by: 'CHANNEL', touch: 'FIRST' }],
  ])('%j', (search, view) => {
    expect(reportViewFromSearch(new URLSearchParams(search))).toEqual(view);
  });

  it('writes what it reads', () => {
    const view: ReportView = { selection: { preset: 'last14' }, by: 'CAMPAIGN', touch: 'LAST' };
    expect(reportViewToSearch(view)).toEqual({ periode: 'last14', groep: 'campagne', contact: 'laatste' });
    expect(reportViewFromSearch(new URLSearchParams(reportViewToSearch(view)))).toEqual(view);
    expect(reportViewToSearch({ ...view, by: 'CHANNEL', touch: 'FIRST' })).toEqual({ periode: 'last14' });
  });
});

describe('Dutch words for days, months and ratios', () => {
  it.each([
    [formatDay('2026-11-03'), '3 nov 2026'],
    [formatDay('2026-03-01'), '1 mrt 2026'],
    [formatMonth('2026-11'), 'november 2026'],
    [formatRoas(27.78), '27,78'],
    [formatRoas(0), '0,00'],
    [formatRoas(1234.5), '1.234,50'],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
  });
});

it('links the CSV of the same report', () => {
  expect(reportCsvHref({ from: '2026-11-01T00:00:00.000Z', to: '2026-12-01T00:00:00.000Z' }, 'CAMPAIGN', 'LAST')).toBe(
    '/export/rendement.csv?from=2026-11-01T00%3A00%3A00.000Z&to=2026-12-01T00%3A00%3A00.000Z&by=CAMPAIGN&touch=LAST',
  );
});

it('turns the series into one row per stretch with a value per channel', () => {
  const { channels, rows } = seriesRows([
    { start: '2026-11-01', channel: 'PAID_SEARCH', costPerLead: 40 },
    { start: '2026-11-01', channel: 'PAID_SOCIAL', costPerLead: null },
    { start: '2026-11-02', channel: 'PAID_SEARCH', costPerLead: 55.5 },
    { start: '2026-11-02', channel: 'PAID_SOCIAL', costPerLead: 20 },
  ]);
  expect(channels).toEqual(['PAID_SEARCH', 'PAID_SOCIAL']);
  expect(rows).toEqual([
    { start: '2026-11-01', PAID_SEARCH: 40, PAID_SOCIAL: null },
    { start: '2026-11-02', PAID_SEARCH: 55.5, PAID_SOCIAL: 20 },
  ]);
});

describe('amounts as an admin types them', () => {
  it.each([
    ['300', 300],
    ['1.234,56', 1234.56],
    ['1234,5', 1234.5],
    ['1234.50', 1234.5],
    ['1.234', 1234],
    ['€ 300', 300],
    ['12,3,4', null],
    ['veel', null],
    ['', null],
    ['-5', null],
  ])('%j is %j', (text, value) => {
    expect(parseEuroInput(text)).toBe(value);
  });
});
