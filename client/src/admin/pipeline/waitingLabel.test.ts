import { describe, expect, it } from '@jest/globals';
import { isOverdue, waitingLabel } from './waitingLabel';

const created = '2025-03-05T10:00:00.000Z';
const at = (minutes: number) => Date.parse(created) + minutes * 60_000;

describe('waitingLabel', () => {
  const cases: [number, string][] = [
    [0, '0 min'],
    [59, '59 min'],
    [60, '1 u'],
    [47 * 60 + 59, '47 u'],
    [48 * 60, '2 d'],
    [-5, '0 min'],
  ];
  it.each(cases)('%i minutes -> %s', (minutes, label) => expect(waitingLabel(created, at(minutes))).toBe(label));

  it('is overdue after the promised 24 hours', () => {
    expect(isOverdue(created, at(24 * 60))).toBe(false);
    expect(isOverdue(created, at(24 * 60 + 1))).toBe(true);
  });
});
