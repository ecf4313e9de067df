import { domainToASCII } from 'node:url';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { PhoneNumber, type MetadataJson } from 'libphonenumber-js/core';
import maxMetadataJson from 'libphonenumber-js/metadata.max.json';

/**
 * Contact data as it is compared, beside what the visitor typed (docs/features.md, "Dezelfde persoon
 * twee keer"). Pure; the migration that filled these columns for older leads repeats this on purpose
 * (migrations never import live code). The phone check uses libphonenumber-js's full metadata
 * (`/max`): the default set accepts any number of a plausible length, such as '12345'.
 */
export interface NormalisedContact {
  /** Lower-cased and trimmed, the domain in ASCII (punycode); null when empty. */
  emailNormalized: string | null;
  /** E.164 (+31612345678) when the number is valid, Dutch by default; else null. */
  phoneE164: string | null;
  /** A phone was given but is no valid number: kept as typed, flagged. */
  phoneInvalid: boolean;
  /** The name without case, spaces or accents, for the phone-and-name match. */
  nameKey: string | null;
  /** The website's host without `www.`, in ASCII; null without a usable website. */
  websiteDomain: string | null;
}

export function normalizeEmail(email: string | null | undefined): string | null {
  const trimmed = (email ?? '').trim().toLowerCase();
  if (!trimmed) return null;
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return trimmed;
  const domain = trimmed.slice(at + 1);
  // domainToASCII answers '' for a domain it cannot convert: keep the lower-cased text then.
  return `${trimmed.slice(0, at)}@${domainToASCII(domain) || domain}`;
}

/** The metadata `/max` uses (its JSON typed by the package's own declaration). */
const maxMetadata = maxMetadataJson as MetadataJson;
/** Spaces, dashes, dots, slashes and brackets: how people group the digits of a phone number. */
const DIGIT_GROUPING = /[ ()./-]/g;
/** A complete Dutch number, national (0...) or international (+31, 0031): its nine digits after 0 or 31. */
const DUTCH_NUMBER = /^(?:0|\+31|0031)([1-9]\d{8})$/;

/**
 * The phone as E.164 when libphonenumber-js (full metadata) finds it valid. Most visitors type a
 * Dutch number in one of a few spellings; for those the number is known without the library's text
 * parsing (finding the number in the text, its prefixes, options: about two thirds of its time), and
 * the library checks the same national number for validity. Every other spelling goes through its
 * parser. contact.rules.test.ts holds the two paths to the same answer over every Dutch prefix.
 */
export function normalizePhone(phone: string | null | undefined): { phoneE164: string | null; phoneInvalid: boolean } {
  const typed = (phone ?? '').trim();
  if (!typed) return { phoneE164: null, phoneInvalid: false };
  const dutch = DUTCH_NUMBER.exec(typed.replace(DIGIT_GROUPING, ''));
  const parsed = dutch ? new PhoneNumber(`+31${dutch[1]}`, maxMetadata) : parsePhoneNumberFromString(typed, 'NL');
  return parsed?.isValid() ? { phoneE164: parsed.number, phoneInvalid: false } : { phoneE164: null, phoneInvalid: true };
}

export function nameKey(name: string | null | undefined): string | null {
  const key = (name ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, '');
  return key || null;
}

export function websiteDomain(website: string | null | undefined): string | null {
  const typed = (website ?? '').trim();
  if (!typed) return null;
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(typed) ? typed : `https://${typed}`).hostname.replace(/^www\./, '');
    return host.includes('.') && host.length <= 253 ? domainToASCII(host) || null : null;
  } catch {
    return null;
  }
}

export function normalizeContact(lead: {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  website?: string | null;
}): NormalisedContact {
  return {
    emailNormalized: normalizeEmail(lead.email),
    ...normalizePhone(lead.phone),
    nameKey: nameKey(lead.name),
    websiteDomain: websiteDomain(lead.website),
  };
}

/** The normalised contact data as the columns of `leads` hold it. */
export function contactColumns(contact: NormalisedContact) {
  return {
    email_normalized: contact.emailNormalized,
    phone_e164: contact.phoneE164,
    phone_invalid: contact.phoneInvalid,
    name_key: contact.nameKey,
    website_domain: contact.websiteDomain,
  };
}
