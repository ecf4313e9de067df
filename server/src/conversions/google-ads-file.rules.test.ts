import { createHash } from 'node:crypto';
import {
  ConversionFileLayout,
  conversionFile,
  conversionTime,
  hashedEmail,
  hashedPhone,
  normaliseEmail,
  normalisePhone,
  type Conversion,
} from './google-ads-file.rules';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('normalising before hashing (Google enhanced conversions)', () => {
  it.each([
    ['  Jan.Jansen@Example.NL ', 'jan.jansen@example.nl'],
    ['Jan.Jansen@gmail.com', 'janjansen@gmail.com'],
    ['j.a.n@GoogleMail.com', 'jan@googlemail.com'],
    ['jan.jansen+ads@outlook.com', 'jan.jansen+ads@outlook.com'],
  ])('e-mail %j -> %j', (email, normalised) => {
    expect(normaliseEmail(email)).toBe(normalised);
  });

  it.each<[string | null, string | null]>([
    ['06 12345678', '+31612345678'],
    ['+31 6 1234 5678', '+31612345678'],
    ['0031 6-12345678', '+31612345678'],
    ['020 - 123 45 67', '+31201234567'],
    ['+32 470 12 34 56', '+32470123456'],
    ['12', null],
    [null, null],
  ])('phone %j -> %j', (phone, normalised) => {
    expect(normalisePhone(phone)).toBe(normalised);
  });

  it('hashes the normalised text with SHA-256 (lower-case hex), and leaves a missing phone empty', () => {
    expect(hashedEmail(' Jan.Jansen@Gmail.com')).toBe(sha256('janjansen@gmail.com'));
    expect(hashedEmail('jan@example.nl')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashedPhone('06 12345678')).toBe(sha256('+31612345678'));
    expect(hashedPhone(null)).toBe('');
  });
});

describe('conversionTime', () => {
  it.each([
    ['2026-01-15T12:30:05Z', '2026-01-15 13:30:05'],
    ['2026-07-01T22:00:00Z', '2026-07-02 00:00:00'],
    ['2026-03-29T00:59:59Z', '2026-03-29 01:59:59'],
    ['2026-03-29T01:00:00Z', '2026-03-29 03:00:00'],
  ])('%s is %s in Amsterdam', (iso, local) => {
    expect(conversionTime(new Date(iso))).toBe(local);
  });
});

describe('conversionFile', () => {
  const won: Conversion = {
    name: 'Gewonnen deal',
    at: new Date('2026-02-10T09:00:00Z'),
    value: 5250,
    gclid: 'TEST123',
    email: 'Klant@Gmail.com',
    phone: '06 12345678',
  };
  const hot: Conversion = { ...won, name: 'Hot lead, "survey"', at: new Date('2026-02-01T15:45:00Z'), value: null };
  const noClick: Conversion = { ...won, gclid: null, email: 'info@dakdekker.nl', phone: null, at: new Date('2026-02-11T10:00:00Z') };

  it('writes the click-id layout line by line, oldest first, skipping conversions without a gclid', () => {
    const lines = conversionFile(ConversionFileLayout.CLICK_ID, [won, noClick, hot]).split('\r\n');
    expect(lines).toEqual([
      'Parameters:TimeZone=Europe/Amsterdam',
      'Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency',
      'TEST123,"Hot lead, ""survey""",2026-02-01 16:45:00,,EUR',
      'TEST123,Gewonnen deal,2026-02-10 10:00:00,5250.00,EUR',
      '',
    ]);
  });

  it('writes the enhanced-conversions-for-leads layout with hashed e-mail and phone', () => {
    const lines = conversionFile(ConversionFileLayout.ENHANCED_LEADS, [noClick]).split('\r\n');
    expect(lines).toEqual([
      'Parameters:TimeZone=Europe/Amsterdam',
      'Email,Phone Number,Conversion Name,Conversion Time,Conversion Value,Conversion Currency',
      `${sha256('info@dakdekker.nl')},,Gewonnen deal,2026-02-11 11:00:00,5250.00,EUR`,
      '',
    ]);
  });

  it('is just the two header lines without conversions', () => {
    expect(conversionFile(ConversionFileLayout.CLICK_ID, [])).toBe(
      'Parameters:TimeZone=Europe/Amsterdam\r\nGoogle Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency\r\n',
    );
  });
});
