/**
 * The quick scan's five required fields, checked before sending with a Dutch message per field
 * (the browser's own bubbles speak the browser's language, so the form uses
 * noValidate and shows these). The rules follow the server's (CreateLeadInput), so a value that
 * passes here is not refused there.
 */
export interface QuickScanValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  website: string;
}

export type QuickScanField = keyof QuickScanValues;
export type QuickScanErrors = Partial<Record<QuickScanField, string>>;

/** Order of the fields in the form (the first invalid one gets focus). */
export const QUICK_SCAN_FIELDS: readonly QuickScanField[] = ['name', 'email', 'phone', 'company', 'website'];

export const emptyQuickScan: QuickScanValues = { name: '', email: '', phone: '', company: '', website: '' };

/** The server's bounds (docs/lead-api.md "Limits"). */
export const QUICK_SCAN_LIMITS: Record<QuickScanField, number> = { name: 200, email: 254, phone: 40, company: 200, website: 500 };

export const QUICK_SCAN_MESSAGES = {
  nameMissing: 'Vul je naam in.',
  emailMissing: 'Vul je e-mailadres in.',
  emailInvalid: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@bedrijf.nl.',
  phoneMissing: 'Vul je telefoonnummer in, dan kunnen we de analyse met je doorspreken.',
  phoneInvalid: 'Vul een geldig telefoonnummer in, bijvoorbeeld 06 12 34 56 78.',
  companyMissing: 'Vul de naam van je bedrijf in.',
  websiteMissing: 'Vul het adres van je website in. Nog geen website? Vul dan "geen.nl" in.',
  websiteInvalid: 'Vul een geldig webadres in, bijvoorbeeld www.jouwbedrijf.nl.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;
/** The server's phone rule: digits and + ( ) . / - and spaces, 6 to 30 characters. */
const PHONE = /^[+()0-9\s./-]{6,30}$/;
const MIN_PHONE_DIGITS = 6;
/** A host with at least one dot and a top-level domain of letters, with or without http(s)://, optional path. */
const WEBSITE = /^(https?:\/\/)?(?!-)([a-z0-9-]{1,63}\.)+[a-z]{2,63}(:\d{1,5})?([/?#]\S*)?$/i;

export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value);
}

export function isWebsite(value: string): boolean {
  return WEBSITE.test(value);
}

export function isPhoneNumber(value: string): boolean {
  return PHONE.test(value) && value.replace(/\D/g, '').length >= MIN_PHONE_DIGITS;
}

function tooLong(field: QuickScanField, value: string): string | undefined {
  return value.length > QUICK_SCAN_LIMITS[field] ? `Dit veld mag hoogstens ${QUICK_SCAN_LIMITS[field]} tekens bevatten.` : undefined;
}

/** The trimmed values, and a message for every field that is not right yet (empty: send). */
export function validateQuickScan(input: QuickScanValues): { values: QuickScanValues; errors: QuickScanErrors } {
  const values = Object.fromEntries(QUICK_SCAN_FIELDS.map((field) => [field, input[field].trim()])) as unknown as QuickScanValues;
  const errors: QuickScanErrors = {};

  if (!values.name) errors.name = QUICK_SCAN_MESSAGES.nameMissing;
  if (!values.email) errors.email = QUICK_SCAN_MESSAGES.emailMissing;
  else if (!isEmailAddress(values.email)) errors.email = QUICK_SCAN_MESSAGES.emailInvalid;
  if (!values.phone) errors.phone = QUICK_SCAN_MESSAGES.phoneMissing;
  else if (!isPhoneNumber(values.phone)) errors.phone = QUICK_SCAN_MESSAGES.phoneInvalid;
  if (!values.company) errors.company = QUICK_SCAN_MESSAGES.companyMissing;
  if (!values.website) errors.website = QUICK_SCAN_MESSAGES.websiteMissing;
  else if (!isWebsite(values.website)) errors.website = QUICK_SCAN_MESSAGES.websiteInvalid;

  for (const field of QUICK_SCAN_FIELDS) {
    const message = !errors[field] && tooLong(field, values[field]);
    if (message) errors[field] = message;
  }
  return { values, errors };
}

export function hasErrors(errors: QuickScanErrors): boolean {
  return QUICK_SCAN_FIELDS.some((field) => errors[field]);
}
