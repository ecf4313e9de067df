/**
 * The scroll popup's callback request: name, e-mail and phone (the original dropped them; now they
 * become a CONTACT lead). Checked before sending with a Dutch message per field, by the same rules
 * as the server (docs/lead-api.md limits, the server's phone pattern).
 */
export interface ContactRequestValues {
  name: string;
  email: string;
  phone: string;
}

export type ContactRequestErrors = Partial<Record<keyof ContactRequestValues, string>>;

export const EMPTY_CONTACT_REQUEST: ContactRequestValues = { name: '', email: '', phone: '' };

export const CONTACT_REQUEST_LIMITS = { name: 200, email: 200, phone: 30 } as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE_CHARACTERS = /^\+?[\d\s()./-]+$/;

export function validateContactRequest(values: ContactRequestValues): ContactRequestErrors {
  const errors: ContactRequestErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();

  if (!name) errors.name = 'Vul je naam in.';

  if (!email) errors.email = 'Vul je e-mailadres in.';
  else if (!EMAIL.test(email)) errors.email = 'Vul een geldig e-mailadres in, bijvoorbeeld naam@bedrijf.nl.';

  const digits = phone.replace(/\D/g, '').length;
  if (!phone) errors.phone = 'Vul je telefoonnummer in, dan bellen we je terug.';
  else if (!PHONE_CHARACTERS.test(phone) || digits < 10 || digits > 15) {
    errors.phone = 'Vul een geldig telefoonnummer in, bijvoorbeeld 06 12 34 56 78.';
  }
  return errors;
}

/** The first field with an error, in form order (to move the focus there). */
export function firstInvalidField(errors: ContactRequestErrors): keyof ContactRequestValues | undefined {
  return (['name', 'email', 'phone'] as const).find((field) => errors[field]);
}
