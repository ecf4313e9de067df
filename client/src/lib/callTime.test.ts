import { describe, expect, it } from '@jest/globals';
import { callClock, callDay, callDayKey, callTime, callTimeLong, startsByDay } from './callTime';

describe('call times in Amsterdam, in Dutch', () => {
  it.each([
    // Winter (UTC+1) and summer (UTC+2), and both sides of the October clock change.
    ['2026-11-03T08:00:00.000Z', 'di 3 nov', '09:00', 'dinsdag 3 november om 09:00'],
    ['2026-07-01T07:30:00.000Z', 'wo 1 jul', '09:30', 'woensdag 1 juli om 09:30'],
    ['2026-10-24T07:00:00.000Z', 'za 24 okt', '09:00', 'zaterdag 24 oktober om 09:00'],
    ['2026-10-25T08:00:00.000Z', 'zo 25 okt', '09:00', 'zondag 25 oktober om 09:00'],
  ])('%s', (iso, day, clock, long) => {
    expect([callDay(iso), callClock(iso), callTime(iso), callTimeLong(iso)]).toEqual([day, clock, `${day} ${clock}`, long]);
  });

  it('groups starts by their Amsterdam day (23:30 UTC is the next day)', () => {
    expect(callDayKey('2026-11-03T23:30:00.000Z')).toBe('2026-11-04');
    expect(startsByDay(['2026-11-03T08:00:00.000Z', '2026-11-03T09:00:00.000Z', '2026-11-03T23:30:00.000Z'])).toEqual([
      { key: '2026-11-03', starts: ['2026-11-03T08:00:00.000Z', '2026-11-03T09:00:00.000Z'] },
      { key: '2026-11-04', starts: ['2026-11-03T23:30:00.000Z'] },
    ]);
  });
});
