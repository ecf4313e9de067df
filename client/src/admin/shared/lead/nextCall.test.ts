import { describe, expect, it } from '@jest/globals';
import { nextCall, type LeadCall } from './nextCall';

const NOW = Date.parse('2026-11-03T10:00:00Z');
const call = (start: string, status: LeadCall['status'] = 'BOOKED'): LeadCall => ({ id: start, start, status });

describe('nextCall', () => {
  it.each([
    ['no calls', [], null],
    ['a booked call ahead', [call('2026-11-04T09:00:00Z')], '2026-11-04T09:00:00Z'],
    ['a cancelled one is skipped', [call('2026-11-04T09:00:00Z', 'CANCELLED'), call('2026-11-05T09:00:00Z')], '2026-11-05T09:00:00Z'],
    ['one begun half an hour ago still shows', [call('2026-11-03T09:30:00Z')], '2026-11-03T09:30:00Z'],
    ['one of yesterday does not', [call('2026-11-02T09:00:00Z')], null],
  ])('%s', (_name, calls, start) => {
    expect(nextCall(calls, NOW)?.start ?? null).toBe(start);
  });
});
