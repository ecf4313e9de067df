import { createHash } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { BUSINESS_TIME_ZONE } from '../shared/time-zone';

/**
 * Google Ads' offline conversion upload file (docs/operations.md, "Google Ads conversions"): the
 * only place its layout, time format and the normalising and hashing of e-mail and phone live.
 */

/** Conversion times are written in the Dutch time zone and the file says so on its first line. */
export const PARAMETERS_LINE = `Parameters:TimeZone=${BUSINESS_TIME_ZONE}`;
export const CONVERSION_CURRENCY = 'EUR';
/** Google accepts a conversion up to 90 days after the ad click. */
export const CLICK_WINDOW_DAYS = 90;

export const CLICK_ID_HEADER = ['Google Click ID', 'Conversion Name', 'Conversion Time', 'Conversion Value', 'Conversion Currency'];
export const ENHANCED_LEADS_HEADER = [
  'Email',
  'Phone Number',
  'Conversion Name',
  'Conversion Time',
  'Conversion Value',
  'Conversion Currency',
];

export enum ConversionFileLayout {
  /** Won leads with a Google click id (gclid). */
  CLICK_ID = 'CLICK_ID',
  /** Enhanced conversions for leads: won leads without a gclid, by hashed e-mail address and phone number. */
  ENHANCED_LEADS = 'ENHANCED_LEADS',
}

/** One conversion to report, as the service found it. */
export interface Conversion {
  name: string;
  /** The moment it happened (deal won, survey completed). */
  at: Date;
  /** Euro; null leaves the value to the conversion action's default. */
  value: number | null;
  gclid: string | null;
  email: string;
  phone: string | null;
}

/** A field as CSV writes it: quoted when it holds a comma, a quote or a line break (RFC 4180). */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const csvLine = (fields: string[]) => fields.map(csvField).join(',');

const timeFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `yyyy-MM-dd HH:mm:ss` in Europe/Amsterdam, the format the Parameters line declares the zone of. */
export function conversionTime(at: Date): string {
  return timeFormat.format(at);
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Google's rule for e-mail addresses before hashing: no surrounding spaces, lower case, and for
 * gmail.com and googlemail.com addresses no dots before the @.
 */
export function normaliseEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  const [local, domain] = [lower.slice(0, at), lower.slice(at + 1)];
  return domain === 'gmail.com' || domain === 'googlemail.com' ? `${local.replace(/\./g, '')}@${domain}` : lower;
}

/** E.164 (`+31612345678`), the format Google hashes phone numbers in; numbers without a country code are Dutch. Null when it is no phone number. */
export function normalisePhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const parsed = parsePhoneNumberFromString(phone.trim(), 'NL');
  return parsed && parsed.isPossible() ? parsed.number : null;
}

export const hashedEmail = (email: string) => sha256(normaliseEmail(email));
export function hashedPhone(phone: string | null | undefined): string {
  const normalised = normalisePhone(phone);
  return normalised ? sha256(normalised) : '';
}

const valueText = (value: number | null) => (value === null ? '' : value.toFixed(2));

/** The upload file's text: the Parameters line, the header, one line per conversion (oldest first), CRLF as CSV has it. */
export function conversionFile(layout: ConversionFileLayout, conversions: Conversion[]): string {
  const sorted = [...conversions].sort((a, b) => a.at.getTime() - b.at.getTime());
  const rows =
    layout === ConversionFileLayout.CLICK_ID
      ? [
          CLICK_ID_HEADER,
          ...sorted.filter((c) => c.gclid).map((c) => [c.gclid!, c.name, conversionTime(c.at), valueText(c.value), CONVERSION_CURRENCY]),
        ]
      : [
          ENHANCED_LEADS_HEADER,
          ...sorted.map((c) => [
            hashedEmail(c.email),
            hashedPhone(c.phone),
            c.name,
            conversionTime(c.at),
            valueText(c.value),
            CONVERSION_CURRENCY,
          ]),
        ];
  return [PARAMETERS_LINE, ...rows.map(csvLine)].join('\r\n') + '\r\n';
}
