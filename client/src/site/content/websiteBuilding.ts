import Gauge from 'lucide-react/icons/gauge';
import PenLine from 'lucide-react/icons/pen-line';
import Search from 'lucide-react/icons/search';
import Target from 'lucide-react/icons/target';
import { paths } from '../../lib/paths';
import type { PageMeta } from '../../lib/seo/head';
import { formatEuro, websitePackages } from './packages';
import type { FaqItem, FeatureItem, ProcessStep, SpeedClaim, Stat, TechnologyItem, Testimonial, WebsiteCase } from './types';

/** The website offers and their guarantees. */
export const WEBSITE_PRICE_FROM = Math.min(...websitePackages.map((pkg) => pkg.price));
/** Hosting and maintenance after the first (included) year, euro per month. */
export const WEBSITE_HOSTING_FROM = 49;
export const MONEY_BACK_DAYS = 30;
export const PAGESPEED_GUARANTEE = 85;

export const WEBSITE_SECTION_IDS = { packages: 'pakketten', speedTest: 'snelheidstest' } as const;

export const websiteBuildingMeta: PageMeta = {
  title: `Website laten bouwen voor vakbedrijven, vanaf ${formatEuro(WEBSITE_PRICE_FROM)}`,
  description: `Een website die aanvragen oplevert: onder 2 seconden laadtijd, PageSpeed ${PAGESPEED_GUARANTEE}+ gegarandeerd. Voor vakbedrijven vanaf ${formatEuro(WEBSITE_PRICE_FROM)}, in 2-3 weken live.`,
  keywords: [
    'website laten maken vakbedrijf',
    'website laten bouwen aannemer',
    'website dakdekker',
    'website loodgieter',
    'snelle website',
    'website die converteert',
    'webdesign Amsterdam',
  ],
};

export const websiteBanner = {
  text: 'Gratis SEO-audit + performance check bij elke nieuwe website',
  link: 'Bekijk de pakketten',
} as const;

export const websiteHero = {
  badge: `Vanaf ${formatEuro(WEBSITE_PRICE_FROM)} · binnen 2-3 weken live`,
  title: 'Websites die daadwerkelijk verkopen',
  subtitle:
    'Een mooie website is leuk, maar een website die de telefoon laat gaan is beter. Wij bouwen snelle websites voor vakbedrijven die bezoekers omzetten in offerteaanvragen, gevonden worden in Google en laden in minder dan 2 seconden.',
  primaryCta: 'Gratis website audit',
  secondaryCta: 'Bekijk de pakketten',
  reassurance: [
    `${MONEY_BACK_DAYS} dagen geld-terug-garantie`,
    `PageSpeed ${PAGESPEED_GUARANTEE}+ of je geld terug`,
    'Eerste jaar hosting inbegrepen',
  ],
} as const;

/** The figures on the hero's mock PageSpeed report. */
export const heroReport: readonly Stat[] = [
  { value: '1,2 s', label: 'Laadtijd' },
  { value: '3,6%', label: 'Conversie' },
  { value: '100', label: 'SEO' },
];

export const featuresSection = {
  eyebrow: 'Wat je krijgt',
  title: 'Gebouwd voor aanvragen, niet voor de prijzenkast',
  intro: 'Elke website die we bouwen draait om één ding: dat een bezoeker belt, appt of een offerte aanvraagt.',
} as const;

export const websiteFeatures: readonly FeatureItem[] = [
  {
    icon: Target,
    title: 'Gericht op conversie',
    description: 'Belknop, WhatsApp en offerteformulier staan precies waar bezoekers ze zoeken, op elke pagina.',
  },
  {
    icon: Gauge,
    title: 'Razendsnel op mobiel',
    description: `Laadtijd onder de 2 seconden en gegarandeerd een PageSpeed-score van ${PAGESPEED_GUARANTEE}+, ook op een telefoon met matig bereik.`,
  },
  {
    icon: Search,
    title: 'Vindbaar in Google',
    description: 'Technische SEO en een pagina per dienst en werkgebied, zodat je gevonden wordt op “dakdekker Haarlem”.',
  },
  {
    icon: PenLine,
    title: 'Zelf aan te passen',
    description: 'Nieuwe projectfoto’s, teksten of openingstijden pas je zelf aan in een paar minuten, zonder technische kennis.',
  },
];

export const resultsSection = {
  eyebrow: 'Resultaten',
  title: 'Bewezen resultaten',
  intro: 'Wat een nieuwe website deed voor vakbedrijven zoals dat van jou, gemeten drie maanden na livegang.',
} as const;

export const websiteCases: readonly WebsiteCase[] = [
  {
    title: 'Loodgieter in Amsterdam',
    before: '10 telefoontjes per maand',
    after: '62 telefoontjes per maand',
    improvement: '+520% meer telefoontjes',
    description:
      'Een nieuwe website met belknop in beeld op elke pagina en een eigen pagina per spoedklus. Laadtijd van 4,8 naar 1,3 seconden.',
  },
  {
    title: 'Schildersbedrijf in Utrecht',
    before: '0,8% conversie',
    after: '3,6% conversie',
    improvement: '+350% meer aanvragen',
    description: 'Een offerteformulier in drie stappen, projectfoto’s per klus en reviews direct naast de aanvraagknop.',
  },
  {
    title: 'Dakdekker in Haarlem',
    before: '120 bezoekers per maand',
    after: '594 bezoekers per maand',
    improvement: '+395% meer bezoekers',
    description: 'Lokale pagina’s per woonplaats, technische SEO en een PageSpeed-score van 96 op mobiel.',
  },
];

export const technologySection = {
  eyebrow: 'Techniek',
  title: 'Moderne techniek, zonder gedoe voor jou',
  intro: 'Wij kiezen de techniek zodat jouw website snel, veilig en vindbaar is. Jij hoeft er niets van te weten.',
} as const;

export const technologies: readonly TechnologyItem[] = [
  { name: 'React', description: 'Moderne, razendsnelle pagina’s die direct reageren, ook op oudere telefoons.' },
  { name: 'Headless CMS', description: 'Teksten, foto’s en projecten zelf aanpassen in een overzichtelijk beheerscherm.' },
  { name: 'Europese cloudhosting', description: 'Snelle servers in Europa met SSL-certificaat, dagelijkse back-ups en AVG-proof opslag.' },
  { name: 'Technische SEO', description: 'Structured data, sitemap en nette URL’s: Google begrijpt precies wat je doet en waar.' },
  { name: 'Google Analytics 4 & Tag Manager', description: 'Elke belklik, WhatsApp-bericht en offerteaanvraag wordt gemeten.' },
  { name: 'Core Web Vitals', description: `Geoptimaliseerde afbeeldingen en code voor een PageSpeed-score van ${PAGESPEED_GUARANTEE}+.` },
];

export const processSection = {
  eyebrow: 'Werkwijze',
  title: 'In 5 stappen naar je nieuwe website',
  intro: 'Een Starter Website staat binnen 2-3 weken live, een Business Website binnen 3-4 weken.',
} as const;

export const websiteProcess: readonly ProcessStep[] = [
  {
    step: 1,
    title: 'Intake en strategie',
    description: 'We bespreken je diensten, werkgebied en ideale klant, en analyseren je huidige website en concurrenten.',
    duration: '1-2 dagen',
  },
  {
    step: 2,
    title: 'Ontwerp',
    description: 'Je ontvangt een ontwerp van de belangrijkste pagina’s in jouw huisstijl, gericht op aanvragen.',
    duration: '3-5 dagen',
  },
  {
    step: 3,
    title: 'Bouw en teksten',
    description: 'We bouwen de website, schrijven teksten per dienst en regio en richten de conversiemeting in.',
    duration: '1-2 weken',
  },
  {
    step: 4,
    title: 'Testen en livegang',
    description: `We testen snelheid (PageSpeed ${PAGESPEED_GUARANTEE}+), mobiel en formulieren, en zetten alles live zonder downtime.`,
    duration: '2-3 dagen',
  },
  {
    step: 5,
    title: 'Groei en onderhoud',
    description: 'Updates, back-ups en beveiliging regelen wij. Elke maand kijken we wat er beter kan.',
    duration: 'Doorlopend',
  },
];

export const testimonialsSection = {
  eyebrow: 'Klantverhalen',
  title: 'Wat vakmensen zeggen over hun nieuwe website',
} as const;

export const websiteTestimonials: readonly Testimonial[] = [
  {
    name: 'Sandra de Vries',
    company: 'Loodgietersbedrijf De Vries',
    quote:
      'Onze oude website laadde zo traag dat mensen al weg waren voordat ons telefoonnummer verscheen. Nu staat de belknop direct in beeld en gaat de telefoon elke dag.',
    rating: 5,
    result: '+520% meer telefoontjes',
  },
  {
    name: 'Ruud Hendriks',
    company: 'Hendriks Schilderwerken',
    quote:
      'Vroeger belde er af en toe iemand via de website. Nu vragen klanten in drie stappen een offerte aan, met foto’s van hun kozijnen erbij. Dat scheelt mij ook nog eens een hoop ritjes.',
    rating: 5,
    result: '+350% meer aanvragen',
  },
  {
    name: 'Mark van Dijk',
    company: 'Dakwerken Van Dijk',
    quote:
      'Voor elke woonplaats in de regio een eigen pagina, en binnen een paar maanden stonden we in Google boven bedrijven die al twintig jaar bestaan. De website verdient zichzelf elke maand terug.',
    rating: 5,
    result: '+395% groei',
  },
];

export const packagesSection = {
  eyebrow: 'Pakketten',
  title: 'Twee pakketten, één eenmalige prijs',
  intro: `Je betaalt één keer voor je website, inclusief het eerste jaar hosting. Daarna vanaf ${formatEuro(WEBSITE_HOSTING_FROM)} per maand.`,
} as const;

export const packageGuarantees: readonly string[] = [
  `${MONEY_BACK_DAYS} dagen geld-terug-garantie`,
  `PageSpeed ${PAGESPEED_GUARANTEE}+ of je geld terug`,
  `Na het eerste jaar hosting en onderhoud vanaf ${formatEuro(WEBSITE_HOSTING_FROM)} per maand`,
  'Alle prijzen zijn eenmalig en exclusief btw',
];

export const faqSection = {
  eyebrow: 'Veelgestelde vragen',
  title: 'Vragen over een nieuwe website',
} as const;

const [starterWebsite, businessWebsite] = websitePackages;

export const websiteFaq: readonly FaqItem[] = [
  {
    question: 'Wat kost een nieuwe website?',
    answer: `Een ${starterWebsite.name} (tot 10 pagina’s) kost eenmalig ${formatEuro(starterWebsite.price)}, een ${businessWebsite.name} (tot 25 pagina’s) eenmalig ${formatEuro(businessWebsite.price)}. Het eerste jaar hosting is inbegrepen; daarna betaal je vanaf ${formatEuro(WEBSITE_HOSTING_FROM)} per maand. Alle prijzen zijn exclusief btw.`,
  },
  {
    question: 'Hoe snel staat mijn website live?',
    answer: `Een ${starterWebsite.name} staat binnen ${starterWebsite.timeline} live, een ${businessWebsite.name} binnen ${businessWebsite.timeline}. Jij levert je logo, foto’s en wensen aan; de teksten schrijven wij.`,
  },
  {
    question: 'Wat als mijn website niet snel genoeg is?',
    answer: `We garanderen een PageSpeed-score van ${PAGESPEED_GUARANTEE}+ op mobiel. Halen we die niet, dan krijg je je geld terug.`,
  },
  {
    question: 'Kan ik de website zelf aanpassen?',
    answer:
      'Ja. Teksten, foto’s, projecten en openingstijden pas je zelf aan in een eenvoudig beheerscherm. Liever niet zelf? Kleine wijzigingen doen wij binnen het onderhoud.',
  },
  {
    question: 'Wat gebeurt er na het eerste jaar?',
    answer: `Vanaf het tweede jaar betaal je vanaf ${formatEuro(WEBSITE_HOSTING_FROM)} per maand voor hosting, beveiliging, back-ups en updates. De website en het domein blijven altijd van jou.`,
  },
  {
    question: 'Wat als ik niet tevreden ben?',
    answer: `Je hebt ${MONEY_BACK_DAYS} dagen geld-terug-garantie. Ben je binnen 30 dagen na oplevering niet tevreden, dan krijg je je geld terug.`,
  },
];

export const speedTestSection = {
  eyebrow: 'Gratis snelheidstest',
  title: 'Hoe snel is jouw website?',
  intro:
    'Een trage website kost je klanten, vaak zonder dat je het merkt. Vul je website-adres en e-mailadres in: je ontvangt het snelheidsrapport binnen 24 uur per e-mail, met concrete verbeterpunten.',
  button: 'Test mijn website',
  busy: 'Bezig met aanvragen...',
  privacy: 'Je aanvraag gaat naar ons team; je e-mailadres gebruiken we alleen voor het rapport.',
} as const;

export const speedClaims: readonly SpeedClaim[] = [
  { value: '-7%', label: 'minder conversies bij 1 seconde extra laadtijd' },
  { value: '53%', label: 'van de bezoekers haakt af bij een laadtijd van 3 seconden of meer' },
  { value: '< 2 sec', label: 'laadtijd van de websites die wij bouwen' },
];

export const websiteCta = {
  title: 'Klaar voor een website die klanten oplevert?',
  text: `Vraag een gratis website audit aan. In 15 minuten laten we zien wat je huidige website kost aan gemiste aanvragen en wat een nieuwe website kan opleveren. Nieuwe websites vanaf ${formatEuro(WEBSITE_PRICE_FROM)}.`,
  button: 'Plan je gratis website audit',
  promises: ['Gratis en vrijblijvend', 'Gratis SEO-audit + performance check', 'Vanaf ' + formatEuro(WEBSITE_PRICE_FROM)],
} as const;

/** For the Service JSON-LD: the website offers. */
export const websiteService = {
  name: 'Website bouwen',
  serviceType: 'Webdesign en websiteontwikkeling',
  path: paths.services.websiteBuilding.path,
} as const;
