import { describe, expect, it } from '@jest/globals';
import { describeDays, niceMax } from './chartText';

describe('leads-per-day chart text', () => {
  it('rounds the y-axis up to an even, round number', () => {
    expect([0, 1, 2, 3, 5, 7, 9, 10, 11, 37, 55, 120].map(niceMax)).toEqual([2, 2, 2, 4, 10, 10, 10, 10, 20, 40, 100, 200]);
  });

  it('sums the period up for screen readers', () => {
    const days = [
      { date: '2025-03-10', count: 1 },
      { date: '2025-03-11', count: 4 },
      { date: '2025-03-12', count: 0 },
    ];
    expect(describeDays(days, (key) => key.slice(5))).toBe(
      'Staafdiagram over 3 dagen, 03-10 tot en met 03-12: 5 leads in totaal, het meest op 03-11 (4).',
    );
    expect(describeDays([{ date: '2025-03-12', count: 0 }], (key) => key)).toBe(
      'Staafdiagram over 1 dag, op 2025-03-12: 0 leads in totaal.',
    );
  });
});
