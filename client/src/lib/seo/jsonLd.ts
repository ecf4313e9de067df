import { company } from '../company';

/**
 * schema.org structured data. URLs are written site-relative ("/diensten/google-ads"); the head
 * makes `url`, `@id`, `item`, `image`, `logo` and `mainEntityOfPage` absolute with SITE_URL.
 */
export type JsonLd = { '@context'?: string; '@type': string | string[] } & Record<string, unknown>;

const ORGANIZATION_ID = '/#organization';
const organizationRef = { '@id': ORGANIZATION_ID };

/** On every page: who we are, where, how to reach us. */
export function organizationJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': ORGANIZATION_ID,
    name: company.name,
    legalName: company.legalName,
    description: company.description,
    url: '/',
    logo: '/apple-touch-icon.png',
    image: '/og-image.png',
    email: company.email,
    telephone: company.phone.e164,
    address: { '@type': 'PostalAddress', addressLocality: company.address.locality, addressCountry: company.address.country },
    areaServed: { '@type': 'Country', name: 'Nederland' },
    openingHours: company.openingHours.schema,
    foundingDate: String(company.foundingYear),
    priceRange: '€€',
    sameAs: company.socials.map((social) => social.href),
  };
}

export interface ServiceOffer {
  name: string;
  /** Euro, without currency sign. */
  price: number;
  description?: string;
  /** e.g. 'MON' for a monthly fee (UN/CEFACT unit code); omit for a one-off price. */
  billingPeriod?: 'MON';
}

/** Service pages (/diensten/...). */
export function serviceJsonLd(service: {
  name: string;
  description: string;
  path: string;
  serviceType: string;
  offers?: readonly ServiceOffer[];
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: service.description,
    serviceType: service.serviceType,
    url: service.path,
    provider: organizationRef,
    areaServed: { '@type': 'Country', name: 'Nederland' },
    ...(service.offers?.length
      ? {
          offers: service.offers.map((offer) => ({
            '@type': 'Offer',
            name: offer.name,
            description: offer.description,
            priceCurrency: 'EUR',
            price: offer.price,
            ...(offer.billingPeriod
              ? {
                  priceSpecification: {
                    '@type': 'UnitPriceSpecification',
                    price: offer.price,
                    priceCurrency: 'EUR',
                    unitCode: offer.billingPeriod,
                  },
                }
              : {}),
          })),
        }
      : {}),
  };
}

/** Wherever a FAQ is shown (its questions and answers exactly as on the page). */
export function faqJsonLd(items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** Case pages (/resultaten/...): a case study is an article about one client's results. */
export function caseStudyJsonLd(caseStudy: {
  title: string;
  description: string;
  path: string;
  industry: string;
  clientName: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    articleSection: 'Case studies',
    headline: caseStudy.title,
    description: caseStudy.description,
    url: caseStudy.path,
    mainEntityOfPage: caseStudy.path,
    image: '/og-image.png',
    about: [
      { '@type': 'Thing', name: caseStudy.industry },
      { '@type': 'Organization', name: caseStudy.clientName },
    ],
    author: organizationRef,
    publisher: organizationRef,
    inLanguage: 'nl-NL',
  };
}

/** Where the page sits in the site (service and case pages). */
export function breadcrumbJsonLd(items: readonly { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.path,
    })),
  };
}
