import { describe, expect, it } from '@jest/globals';
import { formatWait, lockedLoginMessage } from './lockedLoginMessage';

it.each([
  [1, '1 seconde'],
  [0.2, '1 seconde'],
  [40, '40 seconden'],
  [60, '1 minuut'],
  [61, '2 minuten'],
  [900, '15 minuten'],
  [7140, '119 minuten'],
  [7199, '2 uur'],
  [7200, '2 uur'],
])('formatWait(%p) = %p', (seconds, expected) => expect(formatWait(seconds)).toBe(expected));

describe('lockedLoginMessage', () => {
  it('says how long and until when, in Amsterdam time', () => {
    expect(lockedLoginMessage(900, 'ignored', new Date('2025-03-05T13:00:00Z'))).toBe(
      'Te veel mislukte inlogpogingen. Probeer het over 15 minuten opnieuw (om 14:15).',
    );
  });

  it("falls back to the server's message without a waiting time", () => {
    expect(lockedLoginMessage(undefined, 'Het is te druk.')).toBe('Het is te druk.');
    expect(lockedLoginMessage(undefined, '')).toBe('Te veel inlogpogingen. Probeer het later opnieuw.');
  });
});
