import { describe, expect, it } from '@jest/globals';
import { describeChange, formatKpiValue } from './kpiChange';

describe('KPI change wording', () => {
  it('shows counts as a relative change', () => {
    expect(describeChange({ previous: 8, difference: 4, percent: 50 }, 'count')).toEqual({
      text: '+50%',
      direction: 'up',
      description: '50% meer dan de vorige periode (vorige periode: 8)',
    });
    expect(describeChange({ previous: 4, difference: -1, percent: -25 }, 'count')).toMatchObject({ text: '-25%', direction: 'down' });
  });

  it('shows the absolute change when the previous period had none', () => {
    expect(describeChange({ previous: 0, difference: 3, percent: null }, 'count')).toEqual({
      text: '+3',
      direction: 'up',
      description: '3 meer dan de vorige periode (vorige periode: 0)',
    });
  });

  it('shows rates in percentage points', () => {
    expect(describeChange({ previous: 33, difference: 17, percent: 52 }, 'rate')).toEqual({
      text: '+17 pp',
      direction: 'up',
      description: '17 procentpunt hoger dan de vorige periode (vorige periode: 33%)',
    });
  });

  it('shows the average score with a decimal comma and says when nothing changed', () => {
    expect(describeChange({ previous: 53, difference: 7.5, percent: 14 }, 'score')).toMatchObject({ text: '+14%' });
    expect(describeChange({ previous: 0, difference: 61.5, percent: null }, 'score')).toMatchObject({ text: '+61,5' });
    expect(describeChange({ previous: 12, difference: 0, percent: 0 }, 'count')).toEqual({
      text: '0%',
      direction: 'flat',
      description: 'Gelijk aan de vorige periode (12)',
    });
    expect(formatKpiValue(72.5, 'score')).toBe('72,5');
    expect(formatKpiValue(40, 'rate')).toBe('40%');
  });
});
