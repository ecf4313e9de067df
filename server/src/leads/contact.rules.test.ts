import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { nameKey, normalizeEmail, normalizePhone, websiteDomain } from './contact.rules';

/** What libphonenumber-js's own parser says of a typed phone (normalizePhone without its shortcut). */
function parsedByLibrary(typed: string) {
  const parsed = parsePhoneNumberFromString(typed.trim(), 'NL');
  return parsed?.isValid() ? { phoneE164: parsed.number, phoneInvalid: false } : { phoneE164: null, phoneInvalid: true };
}

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

  it("gives the library parser's answer for every Dutch prefix, in every common spelling", () => {
    const spellings = [
      (n: string) => `0${n}`,
      (n: string) => `0${n.slice(0, 1)}-${n.slice(1)}`,
      (n: string) => `0${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`,
      (n: string) => `(0${n.slice(0, 2)}) ${n.slice(2)}`,
      (n: string) => `0${n.slice(0, 3)}/${n.slice(3)}`,
      (n: string) => `0${n.slice(0, 3)}.${n.slice(3, 6)}.${n.slice(6)}`,
      (n: string) => `+31${n}`,
      (n: string) => `+31 ${n.slice(0, 1)} ${n.slice(1)}`,
      (n: string) => `+31 (0)${n}`,
      (n: string) => `0031${n}`,
      (n: string) => `0031 ${n.slice(0, 2)}-${n.slice(2)}`,
      (n: string) => `00 31 ${n}`,
    ];
    const disagreements: string[] = [];
    let valid = 0;
    // Every three-digit start of a national number (100-999), each with a few endings.
    for (let start = 100; start < 1000; start++) {
      for (const ending of ['000000', '123456', '987654']) {
        for (const spell of spellings) {
          const typed = spell(`${start}${ending}`);
          const expected = parsedByLibrary(typed);
          if (!expected.phoneInvalid) valid++;
          if (JSON.stringify(normalizePhone(typed)) !== JSON.stringify(expected)) disagreements.push(typed);
        }
      }
    }
    // Numbers one digit short or long, and other countries, take the parser's path and agree as well.
    for (const typed of ['0612345', '06123456789', '+3161234567', '+316123456789', '+32 470 12 34 56', '0032470123456', '06 1234 5678 9']) {
      if (JSON.stringify(normalizePhone(typed)) !== JSON.stringify(parsedByLibrary(typed))) disagreements.push(typed);
    }
    expect(disagreements.slice(0, 10)).toEqual([]);
    expect(valid).toBeGreaterThan(10_000);
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
