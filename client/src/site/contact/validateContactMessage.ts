import type { ContactMessageValues } from '../content/types';

export type ContactMessageErrors = Partial<Record<keyof ContactMessageValues, string>>;

/** The server's bounds (docs/lead-api.md: names 200 characters, free text 5000). */
export const CONTACT_LIMITS = { name: 100, email: 200, phone: 30, company: 200, website: 200, message: 5000 } as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
// A host name with at least one dot, with or without http(s)://; people type 'www.bedrijf.nl'.
const WEBSITE = /^(https?:\/\/)?([a-z0-9-]+\.)+[a-z]{2,}(:\d+)?(\/\S*)?$/i;
const PHONE_CHARACTERS = /^\+?[\d\s()./-]+$/;

/**
 * Checks the contact page's form before it is sent, with a Dutch message per field that the form
 * shows under it. Required: first and last name, e-mail, company and message; phone and website
 * are optional but must look like one when filled in. An empty result means the values may be sent.
 */
export function validateContactMessage(values: ContactMessageValues): ContactMessageErrors {
  const errors: ContactMessageErrors = {};
  const value = (field: keyof ContactMessageValues) => values[field].trim();

  if (!value('firstName')) errors.firstName = 'Vul je voornaam in.';
  if (!value('lastName')) errors.lastName = 'Vul je achternaam in.';

  if (!value('email')) errors.email = 'Vul je e-mailadres in.';
  else if (!EMAIL.test(value('email'))) errors.email = 'Vul een geldig e-mailadres in, bijvoorbeeld naam@bedrijf.nl.';

  const phone = value('phone');
  const digits = phone.replace(/\D/g, '').length;
  if (phone && (!PHONE_CHARACTERS.test(phone) || digits < 10 || digits > 15)) {
    errors.phone = 'Vul een geldig telefoonnummer in, bijvoorbeeld 06 12 34 56 78.';
  }

  if (!value('company')) errors.company = 'Vul je bedrijfsnaam in.';

  const website = value('website');
  if (website && !WEBSITE.test(website)) errors.website = 'Vul een geldig webadres in, bijvoorbeeld www.jouwbedrijf.nl.';

  if (!value('message')) errors.message = 'Schrijf een kort bericht, zodat we weten waarmee we je kunnen helpen.';

  return errors;
}
