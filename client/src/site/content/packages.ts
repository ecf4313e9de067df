import type { Package, WebsitePackage } from './types';

/** Every package is a number of hours at this rate. */
export const HOURLY_RATE = 75;
export const MINIMUM_CONTRACT_MONTHS = 3;
export const RECOMMENDED_AD_BUDGET = 'minimaal €1.000 - €1.500 per maand';

/** The advertising packages (home #pricing, /tarieven, the Google Ads and Facebook Ads pages). */
export const adPackages: readonly Package[] = [
  {
    name: 'Starter',
    hours: 8,
    price: 600,
    setupCost: 500,
    popular: false,
    description: 'De solide basis: één platform, goed ingericht en elke maand bijgestuurd.',
    features: [
      '8 uur per maand voor jouw campagnes',
      '1 platform: Google Ads óf Facebook & Instagram',
      'Zoekwoorden- en doelgroeponderzoek',
      'Advertenties schrijven en conversiemeting inrichten',
      'Maandelijkse optimalisatie en rapportage',
    ],
    results: ['Eerste aanvragen in de eerste maand', 'Inzicht in je kosten per lead'],
    guarantee: 'Na 3 maanden maandelijks opzegbaar',
    timeframe: '1 week',
    idealFor: 'Zzp’ers en kleine vakbedrijven die online willen starten',
  },
  {
    name: 'Growth',
    hours: 20,
    price: 1500,
    setupCost: 750,
    popular: true,
    description: 'Voor bedrijven die willen doorgroeien: meer tijd voor testen en verbeteren.',
    features: [
      '20 uur per maand voor jouw campagnes',
      '1 platform: Google Ads óf Facebook & Instagram',
      'A/B-tests van advertenties en landingspagina’s',
      'Optimalisatie elke twee weken',
      'Advies over je website en offerteproces',
      'Tweewekelijks overleg met je marketeer',
    ],
    results: ['Structureel meer aanvragen per maand', 'Lagere kosten per lead binnen 3 maanden'],
    guarantee: 'Na 3 maanden maandelijks opzegbaar',
    timeframe: '2 weken',
    idealFor: 'Groeiende vakbedrijven met 2 tot 15 medewerkers',
  },
  {
    name: 'Scale',
    hours: 50,
    price: 3750,
    setupCost: 1000,
    popular: false,
    description: 'Maximale groei op Google én Facebook & Instagram, met een vaste accountmanager.',
    features: [
      '50 uur per maand voor jouw campagnes',
      'Google Ads én Facebook & Instagram Ads',
      'Dedicated accountmanager',
      'Landingspagina’s en A/B-tests per dienst en regio',
      'Wekelijkse optimalisatie en live dashboard',
      'Kwartaalstrategie met je eigen team',
    ],
    results: ['Marktleider worden in jouw regio', 'Voorspelbare stroom aanvragen voor meerdere diensten'],
    guarantee: 'Na 3 maanden maandelijks opzegbaar',
    timeframe: '3 weken',
    idealFor: 'Gevestigde bedrijven die meerdere regio’s of diensten willen laten groeien',
  },
];

/** The website packages (/diensten/website-bouwen). */
export const websitePackages: readonly WebsitePackage[] = [
  {
    name: 'Starter Website',
    price: 2995,
    description: 'Een snelle, professionele website die bezoekers omzet in aanvragen.',
    timeline: '2-3 weken',
    popular: false,
    features: [
      'Tot 10 pagina’s',
      'Mobielvriendelijk en snel (PageSpeed 85+)',
      'Offerte- en contactformulieren',
      'Basis SEO',
      'Eerste jaar hosting inbegrepen',
    ],
  },
  {
    name: 'Business Website',
    price: 4995,
    description: 'Voor bedrijven met meerdere diensten en regio’s die online willen domineren.',
    timeline: '3-4 weken',
    popular: true,
    features: [
      'Tot 25 pagina’s',
      'Landingspagina’s per dienst en regio',
      'Mobielvriendelijk en snel (PageSpeed 85+)',
      'Uitgebreide SEO en conversiemeting',
      'Eerste jaar hosting en onderhoud inbegrepen',
    ],
  },
];

/** '€1.500': Dutch thousands separator, no decimals (written out so server and browser agree). */
export function formatEuro(amount: number): string {
  return `€${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}
