import { SeriesBucket } from './ad-spend.enums';
import { reportPeriodProblem, seriesBucket } from './channel-report.rules';

const at = (iso: string) => new Date(iso);

describe('the series point width follows the period', () => {
  it.each([
    ['one day', '2026-11-03T00:00:00+01:00', '2026-11-04T00:00:00+01:00', SeriesBucket.DAY],
    ['14 days across the clock change', '2026-10-20T00:00:00+02:00', '2026-11-03T00:00:00+01:00', SeriesBucket.DAY],
    ['15 days', '2026-11-01T00:00:00+01:00', '2026-11-16T00:00:00+01:00', SeriesBucket.WEEK],
    ['a month', '2026-11-01T00:00:00+01:00', '2026-12-01T00:00:00+01:00', SeriesBucket.WEEK],
    ['half a year', '2026-01-01T00:00:00+01:00', '2026-07-03T00:00:00+02:00', SeriesBucket.WEEK],
    ['more than half a year', '2026-01-01T00:00:00+01:00', '2026-07-04T00:00:00+02:00', SeriesBucket.MONTH],
    ['a year', '2026-01-01T00:00:00+01:00', '2027-01-01T00:00:00+01:00', SeriesBucket.MONTH],
  ])('%s: %s', (_name, from, to, bucket) => {
    expect(seriesBucket(at(from), at(to))).toBe(bucket);
  });
});

describe('report periods', () => {
  it.each([
    ['a month', '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z', null],
    ['ten years', '2016-01-01T00:00:00Z', '2026-01-01T00:00:00Z', null],
    ['empty', '2026-11-01T00:00:00Z', '2026-11-01T00:00:00Z', { field: 'to', message: 'moet na het begin van de periode liggen' }],
    ['reversed', '2026-11-02T00:00:00Z', '2026-11-01T00:00:00Z', { field: 'to', message: 'moet na het begin van de periode liggen' }],
    ['over ten years', '2015-01-01T00:00:00Z', '2026-01-01T00:00:00Z', { field: 'to', message: 'de periode is langer dan tien jaar' }],
  ])('%s', (_name, from, to, problem) => {
    expect(reportPeriodProblem(at(from), at(to))).toEqual(problem);
  });
});
