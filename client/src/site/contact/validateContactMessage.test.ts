import { describe, expect, it } from '@jest/globals';
import type { ContactMessageValues } from '../content/types';
import { validateContactMessage } from './validateContactMessage';

const valid: ContactMessageValues = {
  firstName: 'Jan',
  lastName: 'de Vries',
  email: 'jan@dakwerken-devries.nl',
  phone: '',
  company: 'Dakwerken De Vries',
  website: '',
  message: 'Graag meer aanvragen in de regio Utrecht.',
};

describe('validateContactMessage', () => {
  it('accepts a complete message without the optional phone and website', () => {
    expect(validateContactMessage(valid)).toEqual({});
  });

  it('names every missing required field in Dutch', () => {
    const empty = { firstName: ' ', lastName: '', email: '', phone: '', company: '', website: '', message: '\n' };
    expect(validateContactMessage(empty)).toEqual({
      firstName: 'Vul je voornaam in.',
      lastName: 'Vul je achternaam in.',
      email: 'Vul je e-mailadres in.',
      company: 'Vul je bedrijfsnaam in.',
      message: 'Schrijf een kort bericht, zodat we weten waarmee we je kunnen helpen.',
    });
  });

  it.each(['jan', 'jan@', 'jan@bedrijf', 'jan @bedrijf.nl', 'jan@bedrijf.n'])('refuses the e-mail address %j', (email) => {
    expect(validateContactMessage({ ...valid, email }).email).toMatch(/^Vul een geldig e-mailadres in/);
  });

  it.each(['06 12 34 56 78', '+31 20 123 4567', '020-1234567', '(020) 123 45 67'])('accepts the phone number %j', (phone) => {
    expect(validateContactMessage({ ...valid, phone })).toEqual({});
  });

  it.each(['12345', 'bel me', '06 12 34 56 78 90 12 34', '06-1234567a'])('refuses the phone number %j', (phone) => {
    expect(validateContactMessage({ ...valid, phone }).phone).toMatch(/^Vul een geldig telefoonnummer in/);
  });

  it.each(['www.jouwbedrijf.nl', 'jouwbedrijf.nl', 'https://dak-werken.nl/contact', 'http://www.bedrijf.amsterdam'])(
    'accepts the website %j',
    (website) => {
      expect(validateContactMessage({ ...valid, website })).toEqual({});
    },
  );

  it.each(['jouwbedrijf', 'https://', 'www bedrijf nl', 'ftp://bedrijf.nl'])('refuses the website %j', (website) => {
    expect(validateContactMessage({ ...valid, website }).website).toMatch(/^Vul een geldig webadres in/);
  });
});
