/**
 * Links built from what a visitor typed into a form. Anything that is not plainly a phone number,
 * an e-mail address or an http(s) website gives no link at all (a `javascript:` "website" must
 * never become a clickable href).
 */

/** 'tel:+31612345678' for '+31 6 1234 5678', 'tel:0201234567' for '020-123 4567'; null without digits. */
export function telHref(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 3 || /[^\d\s()+.\-/]/.test(trimmed)) return null;
  const international = trimmed.startsWith('+') ? '+' : trimmed.startsWith('00') ? '+' : '';
  return `tel:${international}${trimmed.startsWith('00') ? digits.slice(2) : digits}`;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** 'mailto:jan@bakker.nl'; null for anything that is not one plain address. */
export function mailtoHref(email: string | null | undefined, subject?: string): string | null {
  const address = email?.trim();
  if (!address || !EMAIL.test(address)) return null;
  return `mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}

/** An absolute http(s) URL for a website as typed ('bakker.nl' → 'https://bakker.nl/'); null otherwise. */
export function websiteHref(website: string | null | undefined): string | null {
  const value = website?.trim();
  if (!value || /\s/.test(value)) return null;
  const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(value);
  if (hasScheme && !/^https?:\/\//i.test(value)) return null;
  try {
    const url = new URL(hasScheme ? value : `https://${value}`);
    if (!url.hostname.includes('.')) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** The website as people say it: 'bakker.nl/diensten' for 'https://www.bakker.nl/diensten/'. */
export function websiteLabel(website: string): string {
  return website
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}
