import { describe, expect, it } from '@jest/globals';
import { axisTicks, describeDays, formatChartDay, formatChartWeekday, formatTooltipDay, leadsText, niceMax } from './chartText';

describe('leads-per-day chart text', () => {
  it('rounds the y-axis up to an even, round number, so all three gridlines are whole numbers', () => {
    const tops = [0, 1, 2, 3, 5, 7, 9, 10, 11, 37, 55, 120].map(niceMax);
    expect(tops).toEqual([2, 2, 2, 4, 10, 10, 10, 10, 20, 40, 100, 200]);
    for (const top of tops) expect(axisTicks(top).every(Number.isInteger)).toBe(true);
    expect(axisTicks(40)).toEqual([0, 20, 40]);
  });

  it('names the days in Dutch, on the calendar day of the key whatever the time zone', () => {
    expect(formatChartDay('2025-03-10')).toBe('10 mrt');
    expect(formatChartWeekday('2025-03-10')).toBe('ma 10 mrt 2025');
    expect(formatChartWeekday('2024-12-31')).toBe('di 31 dec 2024');
  });

  it('heads the tooltip with the day, and with nothing for a label that is no day (never throwing)', () => {
    expect(formatTooltipDay('2025-03-10')).toBe('ma 10 mrt 2025');
    for (const label of ['value', '', undefined, 3]) expect(formatTooltipDay(label)).toBe('');
  });

  it('counts leads in the singular only for one', () => {
    expect([0, 1, 2].map(leadsText)).toEqual(['0 leads', '1 lead', '2 leads']);
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
    expect(describeDays(days, formatChartDay)).toBe(
      'Staafdiagram over 3 dagen, 10 mrt tot en met 12 mrt: 5 leads in totaal, het meest op 11 mrt (4).',
    );
    expect(describeDays([{ date: '2025-03-12', count: 0 }], (key) => key)).toBe(
      'Staafdiagram over 1 dag, op 2025-03-12: 0 leads in totaal.',
    );
    expect(describeDays([{ date: '2025-03-12', count: 1 }], (key) => key)).toBe(
      'Staafdiagram over 1 dag, op 2025-03-12: 1 lead in totaal, het meest op 2025-03-12 (1).',
    );
    expect(describeDays([], formatChartDay)).toBe('Geen dagen in deze periode.');
  });
});
