import { speedFigures } from './speed-to-lead.rules';

describe('speedFigures', () => {
  const cases: [string, (number | null)[], ReturnType<typeof speedFigures>][] = [
    ['no leads', [], { leads: 0, contacted: 0, medianMinutes: null, within5Minutes: 0, within1Hour: 0, within24Hours: 0 }],
    ['none contacted', [null, null], { leads: 2, contacted: 0, medianMinutes: null, within5Minutes: 0, within1Hour: 0, within24Hours: 0 }],
    [
      'odd count: the middle one; shares of all leads, waiting ones included',
      [3, 30, 2000, null],
      { leads: 4, contacted: 3, medianMinutes: 30, within5Minutes: 25, within1Hour: 50, within24Hours: 50 },
    ],
    [
      'even count: the mean of the middle two',
      [5, 60],
      { leads: 2, contacted: 2, medianMinutes: 32.5, within5Minutes: 50, within1Hour: 100, within24Hours: 100 },
    ],
    [
      'exactly on a bound counts as within',
      [1440],
      { leads: 1, contacted: 1, medianMinutes: 1440, within5Minutes: 0, within1Hour: 0, within24Hours: 100 },
    ],
  ];
  it.each(cases)('%s', (_name, waits, expected) => expect(speedFigures(waits)).toEqual(expected));
});
