import { describe, expect, it } from '@jest/globals';
import { normaliseEmail, normaliseWebsite, SPEED_TEST_MESSAGES, validateSpeedTest } from './speedTest';

describe('normaliseWebsite', () => {
  it.each([
    ['dakwerken.nl', 'https://dakwerken.nl/'],
    ['  www.dakwerken.nl  ', 'https://www.dakwerken.nl/'],
    ['http://dakwerken.nl/contact?regio=haarlem', 'http://dakwerken.nl/contact?regio=haarlem'],
    ['HTTPS://Dakwerken-De-Vries.NL', 'https://dakwerken-de-vries.nl/'],
    ['schilder.amsterdam', 'https://schilder.amsterdam/'],
    ['bücher.de', 'https://xn--bcher-kva.de/'],
  ])('accepts %j as %j', (input, expected) => {
    expect(normaliseWebsite(input)).toBe(expected);
  });

  it.each([
    [''],
    ['   '],
    ['dakwerken'],
    ['mijn website.nl'],
    ['ftp://dakwerken.nl'],
    ['javascript:alert(1)'],
    ['https://'],
    ['dakwerken.n'],
    ['-dakwerken.nl'],
    ['dakwerken.123'],
    ['https://jan:geheim@dakwerken.nl'],
    ['dakwerken.nl:8080'],
    [`${'a'.repeat(500)}.nl`],
  ])('refuses %j', (input) => {
    expect(normaliseWebsite(input)).toBeNull();
  });
});

describe('normaliseEmail', () => {
  it.each([
    ['jan@dakwerken.nl', 'jan@dakwerken.nl'],
    ['  jan.de.vries+offerte@dakwerken-devries.nl ', 'jan.de.vries+offerte@dakwerken-devries.nl'],
  ])('accepts %j', (input, expected) => {
    expect(normaliseEmail(input)).toBe(expected);
  });

  it.each([[''], ['jan'], ['jan@'], ['jan@dakwerken'], ['jan@dakwerken.n'], ['jan de vries@dakwerken.nl'], ['jan@@dakwerken.nl']])(
    'refuses %j',
    (input) => {
      expect(normaliseEmail(input)).toBeNull();
    },
  );
});

describe('validateSpeedTest', () => {
  it('gives the normalised values when both fields are right', () => {
    expect(validateSpeedTest({ url: 'dakwerken.nl', email: ' jan@dakwerken.nl' })).toEqual({
      ok: true,
      values: { url: 'https://dakwerken.nl/', email: 'jan@dakwerken.nl' },
    });
  });

  it('tells an empty field from a wrong one, per field', () => {
    expect(validateSpeedTest({ url: '', email: '' })).toEqual({
      ok: false,
      errors: { url: SPEED_TEST_MESSAGES.urlMissing, email: SPEED_TEST_MESSAGES.emailMissing },
    });
    expect(validateSpeedTest({ url: 'dakwerken', email: 'jan@dakwerken.nl' })).toEqual({
      ok: false,
      errors: { url: SPEED_TEST_MESSAGES.urlInvalid },
    });
    expect(validateSpeedTest({ url: 'dakwerken.nl', email: 'jan@' })).toEqual({
      ok: false,
      errors: { email: SPEED_TEST_MESSAGES.emailInvalid },
    });
  });
});
