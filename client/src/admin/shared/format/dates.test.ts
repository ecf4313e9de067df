import { describe, expect, it } from '@jest/globals';
import { formatDate, formatDateTime, formatDayMonth } from './dates';

describe('dates in Amsterdam time, Dutch', () => {
  it('shows dd/mm on cards', () => {
    expect(formatDayMonth('2025-03-05T10:00:00Z')).toBe('05/03');
    // 23:30 UTC on 31 December is already 1 January in Amsterdam.
    expect(formatDayMonth('2024-12-31T23:30:00Z')).toBe('01/01');
    // Summer time: 22:30 UTC on 30 June is 00:30 on 1 July.
    expect(formatDayMonth(new Date('2025-06-30T22:30:00Z'))).toBe('01/07');
  });

  it('formats dates and times', () => {
    expect(formatDate('2025-03-05T10:00:00Z')).toBe('05-03-2025');
    expect(formatDateTime('2025-03-05T13:07:00Z')).toMatch(/^5 mrt 2025,? 14:07$/);
  });
});
