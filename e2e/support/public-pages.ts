/**
 * What every public page must show: the browser tests and the plain-HTTP SEO test both run over
 * this table, and the SEO test fails when sitemap.xml lists a page that has no row here.
 * A new page adds one row.
 */
export interface PublicPageExpectation {
  path: string;
  /** The page's only h1, exactly (whitespace collapsed). */
  h1: string;
  /** Texts that must be on the page (headings, figures, prices, claims). */
  texts: readonly string[];
  /** Element ids that links point at (e.g. /#pricing). */
  anchors?: readonly string[];
  /** JSON-LD @type values the page must carry besides LocalBusiness (e.g. Service, FAQPage). */
  jsonLdTypes?: readonly string[];
}

export const publicPages: readonly PublicPageExpectation[] = [
  {
    path: '/',
    h1: 'Meer aanvragen voor jouw vakbedrijf. Elke maand weer.',
    texts: [
      'Start je gratis campagne-audit',
      'Alles wat nodig is om online klanten te winnen',
      'Google Ads',
      'Facebook & Instagram Ads',
      'Conversie-optimalisatie',
      'Website Bouwen',
      'Goed in je vak, maar online blijft het stil',
      'Gespecialiseerd in vakbedrijven. Afgerekend op resultaat.',
      'Vakmensen over hun resultaten',
      'Van 5 naar 45 leads per maand',
      'Heldere pakketten, geen verrassingen',
      'vast uurtarief van €75',
      'Starter',
      '€600',
      '8 uur per maand · €500 eenmalige setup',
      'Live binnen 1 week',
      'Growth',
      '€1.500',
      '20 uur per maand · €750 eenmalige setup',
      'Live binnen 2 weken',
      'Meest gekozen',
      'Scale',
      '€3.750',
      '50 uur per maand · €1.000 eenmalige setup',
      'Live binnen 3 weken',
      'Dedicated accountmanager',
      'Google Ads én Facebook & Instagram Ads',
      'Minimale looptijd 3 maanden',
      'wij adviseren minimaal €1.000 - €1.500 per maand',
      'Klaar voor meer aanvragen?',
      '120K+',
      '€5M+',
      '4.9/5',
    ],
    anchors: ['pricing', 'contact'],
  },
  {
    path: '/diensten/google-ads',
    h1: 'Bovenaan in Google op het moment dat klanten zoeken.',
    texts: [
      'Nog 4 plekken vrij voor Google Ads',
      'Start je gratis Google Ads-audit',
      '+180%',
      '400%',
      'Klanten die nú iemand nodig hebben',
      'Alles voor campagnes die aanvragen opleveren',
      'Dakwerken Van Dijk',
      'Lees de volledige case',
      '€165',
      '+800%',
      'In vier stappen live',
      '15 minuten',
      'Google Ads-pakketten',
      '€600',
      '€1.500',
      '€3.750',
      '1 platform: Google Ads',
      'Google Ads én Facebook & Instagram Ads',
      'Meest gekozen',
      'minimaal €1.000 - €1.500 per maand',
      'Vragen over Google Ads',
      'Vraag je gratis audit aan',
      'Resultaat binnen 24 uur',
    ],
    anchors: ['pakketten', 'werkwijze', 'case'],
    jsonLdTypes: ['Service', 'BreadcrumbList', 'FAQPage'],
  },
  {
    path: '/diensten/facebook-ads',
    h1: 'Bereik klanten in jouw regio nog voordat ze gaan zoeken.',
    texts: [
      'Start je gratis Facebook Ads-audit',
      '+175%',
      'Laat zien wat je kunt, aan wie het nodig heeft',
      'Lead-formulieren',
      'Schildersbedrijf Jansen',
      '€89',
      '€38',
      'Van idee naar aanvragen',
      'Facebook & Instagram Ads-pakketten',
      '€600',
      '€1.500',
      '€3.750',
      '1 platform: Facebook & Instagram',
      'Google Ads én Facebook & Instagram Ads',
      'Vragen over Facebook & Instagram Ads',
      'Audit in 15 minuten',
    ],
    anchors: ['pakketten', 'werkwijze', 'case'],
    jsonLdTypes: ['Service', 'BreadcrumbList', 'FAQPage'],
  },
  {
    path: '/diensten/conversie-optimalisatie',
    h1: 'Meer aanvragen uit dezelfde bezoekers.',
    texts: [
      'Start je gratis conversie-audit',
      '+250%',
      'hogere conversieratio',
      'Elke bezoeker is al betaald',
      'A/B-tests',
      'minimaal 1.000 unieke bezoekers per maand',
      'Stukadoorsbedrijf Bakker',
      '12%',
      '28%',
      'Zo maken we je website beter',
      'Vragen over conversie-optimalisatie',
      'Audit in 15 minuten',
    ],
    anchors: ['werkwijze', 'case'],
    jsonLdTypes: ['Service', 'BreadcrumbList', 'FAQPage'],
  },
];

/** A path no page has: the not-found page. */
export const UNKNOWN_PATH = '/deze-pagina-bestaat-niet';
