import { nameKey, normalizeEmail, normalizePhone, websiteDomain } from './contact.rules';

describe('contact normalisation', () => {
  it.each([
    ['  Jan@Dakwerken-DeVries.NL ', 'jan@dakwerken-devries.nl'],
    ['jan@bäckerei.de', 'jan@xn--bckerei-5wa.de'],
    ['JAN@MÜLLER.nl', 'jan@xn--mller-kva.nl'],
    ['', null],
    ['   ', null],
    [null, null],
  ])('e-mail %p -> %p', (typed, expected) => {
    expect(normalizeEmail(typed)).toBe(expected);
  });

  it.each([
    ['06 1234 5678', '+31612345678', false],
    ['06-12345678', '+31612345678', false],
    ['+31612345678', '+31612345678', false],
    ['0031 6 12345678', '+31612345678', false],
    ['020 123 4567', '+31201234567', false],
    ['+32 470 12 34 56', '+32470123456', false],
    ['+49 30 901820', '+4930901820', false],
    ['12345', null, true],
    ['bel me maar', null, true],
    ['', null, false],
    [null, null, false],
  ])('phone %p -> %p (invalid %p)', (typed, e164, invalid) => {
    expect(normalizePhone(typed)).toEqual({ phoneE164: e164, phoneInvalid: invalid });
  });

  it.each([
    ['Jan de Vries', 'jandevries'],
    ['  JAN  de   vries ', 'jandevries'],
    ['José Müller', 'josemuller'],
    ['Zoë Çelik', 'zoecelik'],
    ['', null],
  ])('name %p -> %p', (typed, expected) => {
    expect(nameKey(typed)).toBe(expected);
  });

  it.each([
    ['https://www.Dakwerken-DeVries.nl/contact', 'dakwerken-devries.nl'],
    ['dakwerken-devries.nl', 'dakwerken-devries.nl'],
    ['http://shop.bäckerei.de', 'shop.xn--bckerei-5wa.de'],
    ['geen website', null],
    ['localhost', null],
    ['', null],
  ])('website %p -> %p', (typed, expected) => {
    expect(websiteDomain(typed)).toBe(expected);
  });
});
