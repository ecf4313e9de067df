import type { SpeedTestValues } from '../../content/types';

/** What the speed-test form tells a visitor (Dutch everywhere). */
export const SPEED_TEST_MESSAGES = {
  urlMissing: 'Vul het adres van je website in.',
  urlInvalid: 'Dit is geen geldig website-adres. Vul bijvoorbeeld jouwbedrijf.nl of https://www.jouwbedrijf.nl in.',
  emailMissing: 'Vul je e-mailadres in, dan sturen we het rapport daarheen.',
  emailInvalid: 'Dit is geen geldig e-mailadres. Vul bijvoorbeeld naam@jouwbedrijf.nl in.',
} as const;

export type SpeedTestErrors = Partial<Record<keyof SpeedTestValues, string>>;

const MAX_URL_LENGTH = 500;
const MAX_EMAIL_LENGTH = 254;
const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

/**
 * A website address as visitors type it ("dakwerken.nl", "www.dakwerken.nl/contact",
 * "https://dakwerken.nl") as an absolute http(s) URL, or null when it is not one. The server
 * accepts addresses without a protocol too (shared/graphql/validation.ts), so this is friendliness, not
 * a second rule.
 */
export function normaliseWebsite(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed || trimmed.length > MAX_URL_LENGTH || /\s/.test(trimmed)) return null;
  const withProtocol = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withProtocol);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.port) return null;
  const labels = url.hostname.split('.');
  if (labels.length < 2 || !labels.every((label) => HOST_LABEL.test(label)) || !TOP_LEVEL.test(labels.at(-1)!)) return null;
  return url.href;
}

export function normaliseEmail(input: string): string | null {
  const trimmed = input.trim();
  return trimmed.length <= MAX_EMAIL_LENGTH && EMAIL.test(trimmed) ? trimmed : null;
}

/** The form's values ready to send, or the message per field that is not right yet. */
export function validateSpeedTest(input: SpeedTestValues): { ok: true; values: SpeedTestValues } | { ok: false; errors: SpeedTestErrors } {
  const url = normaliseWebsite(input.url);
  const email = normaliseEmail(input.email);
  const errors: SpeedTestErrors = {};
  if (!url) errors.url = input.url.trim() ? SPEED_TEST_MESSAGES.urlInvalid : SPEED_TEST_MESSAGES.urlMissing;
  if (!email) errors.email = input.email.trim() ? SPEED_TEST_MESSAGES.emailInvalid : SPEED_TEST_MESSAGES.emailMissing;
  return url && email ? { ok: true, values: { url, email } } : { ok: false, errors };
}
