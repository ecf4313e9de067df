import ReceiptEuro from 'lucide-react/icons/receipt-euro';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import ChartLine from 'lucide-react/icons/chart-line';
import UserCheck from 'lucide-react/icons/user-check';
import type { PageMeta } from '../../lib/seo/head';
import { adPackages, formatEuro, HOURLY_RATE, MINIMUM_CONTRACT_MONTHS, RECOMMENDED_AD_BUDGET } from './packages';
import type { FaqItem, FeatureItem, Package } from './types';

/** 'Starter €500, Growth €750 en Scale €1.000', from the packages themselves. */
function listPackages(amount: (pkg: Package) => number, conjunction: 'en' | 'of'): string {
  const parts = adPackages.map((pkg) => `${pkg.name} ${formatEuro(amount(pkg))}`);
  return `${parts.slice(0, -1).join(', ')} ${conjunction} ${parts[parts.length - 1]}`;
}

/** /tarieven: the packages of content/packages.ts in detail, with trust points, FAQ and the fine print. */
export const pricingMeta: PageMeta = {
  title: 'Tarieven: Starter, Growth en Scale pakketten',
  description: `Heldere tarieven voor Google Ads en Facebook Ads voor vakbedrijven: ${listPackages((pkg) => pkg.price, 'of')} per maand, tegen een vast uurtarief van ${formatEuro(HOURLY_RATE)}.`,
  keywords: [
    'tarieven Google Ads beheer',
    'kosten Facebook Ads uitbesteden',
    'prijs online marketing vakbedrijf',
    'Google Ads bureau kosten',
    'marketingpakket aannemer',
    'uurtarief marketingbureau',
  ],
};

export const urgencyBanner = {
  title: 'Nog 4 plekken vrij voor Google Ads deze maand',
  text: 'We nemen per maand maar een paar nieuwe klanten aan, zodat iedere klant de aandacht krijgt die hij verdient.',
} as const;

export const pricingHero = {
  eyebrow: 'Tarieven',
  title: 'Eerlijke prijzen, meetbare resultaten',
  subtitle:
    `Je betaalt alleen voor de uren die we aan jouw campagnes besteden, tegen een vast uurtarief van ${formatEuro(HOURLY_RATE)}. ` +
    'Geen verborgen kosten, geen jaarcontracten: kies het pakket dat past bij je ambitie.',
} as const;

export const rateCard = {
  title: 'Eén vast uurtarief',
  text: 'Elk pakket is een vast aantal uren per maand. Zo weet je precies waarvoor je betaalt.',
} as const;

export const packagesSection = {
  eyebrow: 'Pakketten',
  title: 'Kies het pakket dat bij jouw bedrijf past',
  intro: `Alle pakketten: vast uurtarief van ${formatEuro(HOURLY_RATE)}, maandelijkse rapportage en een vaste marketeer. Prijzen exclusief btw en advertentiebudget.`,
} as const;

export const trustSection = {
  eyebrow: 'Zekerheid',
  title: 'Waarom vakbedrijven voor Vakleads kiezen',
} as const;

export const trustPoints: readonly FeatureItem[] = [
  {
    icon: ReceiptEuro,
    title: 'Geen verborgen kosten',
    description: `Een vast maandbedrag voor een vast aantal uren. Je advertentiebudget betaal je rechtstreeks aan Google of Meta, zonder opslag.`,
  },
  {
    icon: CalendarCheck,
    title: `Na ${MINIMUM_CONTRACT_MONTHS} maanden opzegbaar`,
    description: 'Geen jaarcontract. Na de eerste drie maanden zeg je maandelijks op als je niet tevreden bent.',
  },
  {
    icon: ChartLine,
    title: 'Elke maand inzicht',
    description: 'Een heldere rapportage met het aantal aanvragen, de kosten per lead en wat we de volgende maand verbeteren.',
  },
  {
    icon: UserCheck,
    title: 'Vaste marketeer',
    description: 'Eén aanspreekpunt dat jouw bedrijf en regio kent. Bereikbaar per telefoon, mail en WhatsApp.',
  },
];

export const pricingTestimonialsSection = {
  eyebrow: 'Klantverhalen',
  title: 'Wat klanten over hun investering zeggen',
} as const;

export const pricingFaqSection = {
  eyebrow: 'Veelgestelde vragen',
  title: 'Vragen over onze tarieven',
} as const;

export const pricingFaq: readonly FaqItem[] = [
  {
    question: `Waarom is de minimale looptijd ${MINIMUM_CONTRACT_MONTHS} maanden?`,
    answer:
      'In de eerste maand zetten we je campagnes op en verzamelen we data. In maand twee en drie optimaliseren we op basis van echte aanvragen. Na drie maanden kun je eerlijk beoordelen wat het oplevert; daarna ben je maandelijks opzegbaar.',
  },
  {
    question: 'Is het advertentiebudget inbegrepen in de prijs?',
    answer: `Nee. Het advertentiebudget betaal je rechtstreeks aan Google of Meta, zodat je altijd ziet wat er met je geld gebeurt. Wij adviseren ${RECOMMENDED_AD_BUDGET}, afhankelijk van je vakgebied en regio.`,
  },
  {
    question: 'Wat zijn de eenmalige setupkosten?',
    answer:
      'Met de setup richten we alles in wat nodig is voor goede campagnes: zoekwoorden- en doelgroeponderzoek, conversiemeting, ' +
      `advertentieteksten en een controle van je website. Eenmalig: ${listPackages((pkg) => pkg.setupCost, 'en')}.`,
  },
  {
    question: 'Kan ik later van pakket wisselen?',
    answer:
      'Ja. Upgraden kan elke maand, zodat je direct kunt opschalen als het werkt. Downgraden kan aan het einde van je contractperiode.',
  },
  {
    question: 'Hoe snel zie ik resultaat?',
    answer:
      'Je campagnes staan binnen 1 tot 3 weken live, afhankelijk van je pakket. De eerste aanvragen komen meestal binnen enkele dagen daarna binnen. Het volledige resultaat zie je na ongeveer drie maanden optimaliseren.',
  },
  {
    question: 'Zijn de prijzen inclusief btw?',
    answer: 'Alle genoemde prijzen zijn exclusief 21% btw. Je ontvangt elke maand één duidelijke factuur.',
  },
];

export const pricingDisclaimer = {
  title: 'Goed om te weten',
  items: [
    `Minimale contractduur van ${MINIMUM_CONTRACT_MONTHS} maanden, daarna maandelijks opzegbaar.`,
    `Advertentiebudget is niet inbegrepen: wij adviseren ${RECOMMENDED_AD_BUDGET}, rechtstreeks te betalen aan Google of Meta.`,
    'Upgraden kan maandelijks; downgraden alleen aan het einde van de contractperiode.',
    `Alle pakketten worden berekend tegen een uurtarief van ${formatEuro(HOURLY_RATE)}. Alle prijzen zijn exclusief btw.`,
  ],
} as const;

export const pricingCta = {
  title: 'Twijfel je welk pakket past?',
  text: 'Vraag een gratis campagne-audit aan. We bekijken je huidige situatie en adviseren eerlijk welk pakket het meeste oplevert, binnen 24 uur.',
  button: 'Gratis advies over je pakket',
} as const;
