import { localDay } from './time-zone';

const at = (iso: string) => new Date(iso);

describe('days in Amsterdam', () => {
  it('puts 23:30 UTC in winter on the next Dutch day, and 21:30 UTC in summer on the same one', () => {
    expect(localDay(at('2025-01-10T23:30:00Z'))).toBe('2025-01-11');
    expect(localDay(at('2025-07-10T21:30:00Z'))).toBe('2025-07-10');
    expect(localDay(at('2025-07-10T22:30:00Z'))).toBe('2025-07-11');
  });
});
