import { describe, expect, it } from '@jest/globals';
import { daysUntouched, followUpText, formatActionDay } from './followUp';

describe('follow-up wording', () => {
  it.each([
    ['2026-11-20', '20 nov'],
    ['2026-03-01', '1 mrt'],
    ['2026-12-31', '31 dec'],
  ])('%s reads %s whatever the browser time zone', (day, text) => {
    expect(formatActionDay(day)).toBe(text);
  });

  it.each([
    ['NONE', null, ''],
    ['DUE_TODAY', '2026-11-25', 'Vandaag'],
    ['OVERDUE', '2026-11-20', 'Te laat · 20 nov'],
    ['PLANNED', '2026-12-03', 'Gepland · 3 dec'],
  ] as const)('%s on %s reads %p', (state, day, text) => {
    expect(followUpText(state, day)).toBe(text);
  });

  it('counts whole untouched days', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(daysUntouched('2026-11-18T12:00:00Z', now)).toBe(7);
    expect(daysUntouched('2026-11-18T12:00:01Z', now)).toBe(6);
  });
});
