/**
 * The agency's own details: the ONE place for its name, addresses and hours. Visitor-facing
 * copy, structured data (JSON-LD) and the footer read them from here.
 */
export const SITE_DOMAIN = 'vakleads.nl';

export interface SocialLink {
  name: 'LinkedIn' | 'Instagram' | 'Facebook';
  href: string;
}

export const company = {
  name: 'Vakleads',
  legalName: 'Vakleads B.V.',
  domain: SITE_DOMAIN,
  tagline: 'Online marketing voor vakmensen',
  description:
    'Vakleads helpt dakdekkers, loodgieters, schilders en andere vakbedrijven aan een voorspelbare stroom ' +
    'aanvragen met Google Ads, Facebook & Instagram Ads, conversie-optimalisatie en websites die verkopen.',
  email: `info@${SITE_DOMAIN}`,
  phone: { display: '020 123 4567', e164: '+31201234567' },
  whatsapp: { display: '06 12 34 56 78', href: 'https://wa.me/31612345678' },
  address: { locality: 'Amsterdam', country: 'NL' },
  openingHours: {
    weekdays: 'Ma - Vr: 9:00 - 18:00',
    weekend: 'Weekend: op afspraak',
    /** schema.org openingHours notation. */
    schema: ['Mo-Fr 09:00-18:00'],
  },
  foundingYear: 2019,
  // Placeholders until the agency's profiles are live (social icons with placeholder links).
  socials: [
    { name: 'LinkedIn', href: `https://www.linkedin.com/company/vakleads` },
    { name: 'Instagram', href: `https://www.instagram.com/vakleads` },
    { name: 'Facebook', href: `https://www.facebook.com/vakleads` },
  ] satisfies SocialLink[],
} as const;

export const phoneHref = `tel:${company.phone.e164}`;
export const mailtoHref = `mailto:${company.email}`;
