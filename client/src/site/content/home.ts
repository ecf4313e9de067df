import BadgeCheck from 'lucide-react/icons/badge-check';
import ChartColumn from 'lucide-react/icons/chart-column';
import Clock from 'lucide-react/icons/clock';
import EyeOff from 'lucide-react/icons/eye-off';
import Handshake from 'lucide-react/icons/handshake';
import HardHat from 'lucide-react/icons/hard-hat';
import PhoneOff from 'lucide-react/icons/phone-off';
import Rocket from 'lucide-react/icons/rocket';
import ShieldCheck from 'lucide-react/icons/shield-check';
import TrendingDown from 'lucide-react/icons/trending-down';
import Wallet from 'lucide-react/icons/wallet';
import type { PageMeta } from '../../lib/seo/head';
import type { FeatureItem, HomeContactFormValues, Stat } from './types';

export const homeMeta: PageMeta = {
  title: 'Vakleads | Meer klanten voor vakmensen met Google Ads & Facebook Ads',
  description:
    'Meer aanvragen voor je vakbedrijf met Google Ads, Facebook Ads en websites die verkopen. Gemiddeld +180% meer leads. Vraag je gratis campagne-audit aan.',
  keywords: [
    'online marketing vakmensen',
    'leads voor vakbedrijven',
    'Google Ads dakdekker',
    'Google Ads loodgieter',
    'Facebook Ads schilder',
    'marketingbureau Amsterdam',
    'meer klanten aannemer',
    'leadgeneratie bouw en installatie',
  ],
};

export const hero = {
  badge: 'Nog 7 plekken vrij deze maand',
  title: 'Meer aanvragen voor jouw vakbedrijf.',
  titleAccent: 'Elke maand weer.',
  subtitle:
    'Wij zorgen dat dakdekkers, loodgieters, schilders en andere vakmensen gevonden worden door klanten die nú iemand zoeken. Met Google Ads, Facebook & Instagram Ads en websites die verkopen: gemiddeld +180% meer leads binnen 3 maanden.',
  primaryCta: 'Start je gratis campagne-audit',
  secondaryCta: 'Bekijk de tarieven',
  reassurance: ['Gratis en vrijblijvend', 'Resultaat binnen 24 uur', 'Persoonlijk advies'],
} as const;

/** The figures under the hero and in the why-us section (the agency's marketing claims). */
export const trustStats: readonly Stat[] = [
  { value: '90+', label: 'vakbedrijven geholpen' },
  { value: '120K+', label: 'leads gegenereerd' },
  { value: '€5M+', label: 'extra omzet voor klanten' },
  { value: '4.9/5', label: 'gemiddelde klantbeoordeling' },
];

export const servicesSection = {
  eyebrow: 'Diensten',
  title: 'Alles wat nodig is om online klanten te winnen',
  intro: 'Van de eerste klik tot de offerteaanvraag: we richten elke stap in op één doel, meer betalende klussen voor jouw bedrijf.',
} as const;

export const frustrationsSection = {
  eyebrow: 'Herken je dit?',
  title: 'Goed in je vak, maar online blijft het stil',
  intro: 'De meeste vakbedrijven die bij ons aankloppen lopen tegen dezelfde dingen aan.',
  closing: 'Geen zorgen: dit is precies waar wij elke dag mee bezig zijn.',
} as const;

export const frustrations: readonly FeatureItem[] = [
  {
    icon: Wallet,
    title: 'Geld uitgeven zonder resultaat',
    description: 'Je betaalt voor advertenties of werkplatforms, maar de aanvragen blijven uit of zijn van slechte kwaliteit.',
  },
  {
    icon: EyeOff,
    title: 'Onvindbaar in Google',
    description: 'Concurrenten staan bovenaan als iemand in jouw regio zoekt. Jij komt pas op pagina twee.',
  },
  {
    icon: PhoneOff,
    title: 'Afhankelijk van mond-tot-mond',
    description: 'Het ene kwartaal is de agenda overvol, het volgende is het stil. Plannen is zo onmogelijk.',
  },
  {
    icon: TrendingDown,
    title: 'Een website die niets oplevert',
    description: 'Bezoekers komen wel binnen, maar bellen niet en vragen geen offerte aan. Ze haken af.',
  },
  {
    icon: Clock,
    title: 'Geen tijd voor marketing',
    description: 'Je staat de hele dag op de steiger of in de bouwkeet. ’s Avonds ook nog campagnes bijhouden? Liever niet.',
  },
  {
    icon: ChartColumn,
    title: 'Geen idee wat het oplevert',
    description: 'Bureaus sturen rapporten vol vaktermen, maar niemand vertelt je wat een nieuwe klant eigenlijk kost.',
  },
];

export const whyUsSection = {
  eyebrow: 'Waarom Vakleads',
  title: 'Gespecialiseerd in vakbedrijven. Afgerekend op resultaat.',
  intro:
    'We werken uitsluitend voor bedrijven in de bouw, installatie en spoedservice. Daardoor weten we welke zoekwoorden, advertenties en pagina’s in jouw branche werken, en welke niet.',
} as const;

export const whyUsPoints: readonly FeatureItem[] = [
  {
    icon: HardHat,
    title: 'Alleen vakbedrijven',
    description: 'We kennen het verschil tussen een spoedklus en een renovatie, en richten je campagnes daarop in.',
  },
  {
    icon: ChartColumn,
    title: 'Volledig transparant',
    description: 'Je ziet per maand hoeveel aanvragen er binnenkwamen en wat één lead gekost heeft. Geen vage rapportages.',
  },
  {
    icon: Rocket,
    title: 'Snel live',
    description: 'Binnen één tot drie weken staan je eerste campagnes live. De eerste aanvragen volgen meestal snel daarna.',
  },
  {
    icon: Handshake,
    title: 'Persoonlijk contact',
    description: 'Een vaste marketeer die jouw bedrijf kent, bereikbaar per telefoon, mail en WhatsApp.',
  },
  {
    icon: ShieldCheck,
    title: 'Geen lange contracten',
    description: 'Na de eerste 3 maanden ben je maandelijks opzegbaar. We moeten het elke maand opnieuw waarmaken.',
  },
  {
    icon: BadgeCheck,
    title: 'Bewezen aanpak',
    description: 'Gemiddeld 400% verbetering in ROI bij onze klanten, met cases uit negen verschillende vakgebieden.',
  },
];

export const testimonialsSection = {
  eyebrow: 'Klantverhalen',
  title: 'Vakmensen over hun resultaten',
  intro: 'Geen beloftes, maar cijfers van bedrijven zoals dat van jou.',
} as const;

export const pricingSection = {
  eyebrow: 'Tarieven',
  title: 'Heldere pakketten, geen verrassingen',
  intro:
    'Je betaalt voor de uren die we echt aan jouw campagnes besteden, tegen een vast uurtarief van €75. Kies het pakket dat bij je ambitie past.',
  notes: [
    'Minimale looptijd 3 maanden, daarna maandelijks opzegbaar.',
    'Advertentiebudget is niet inbegrepen: wij adviseren minimaal €1.000 - €1.500 per maand.',
    'Upgraden kan elke maand, downgraden aan het einde van de contractperiode.',
    'Alle prijzen zijn exclusief btw.',
  ],
} as const;

export const contactSection = {
  eyebrow: 'Contact',
  title: 'Klaar voor meer aanvragen?',
  intro:
    'Vertel ons kort over je bedrijf. We bekijken je huidige situatie en nemen binnen 24 uur contact met je op met concrete verbeterpunten.',
  nextSteps: [
    { title: 'We analyseren je situatie', description: 'Website, huidige campagnes en concurrentie in jouw regio.' },
    { title: 'Je krijgt een persoonlijk advies', description: 'Concrete verbeterpunten in een gesprek van 15 minuten.' },
    { title: 'Jij beslist', description: 'Geen verplichtingen. Klik het goed, dan starten we binnen een week.' },
  ],
} as const;

/** The budget select of the home contact form. */
export const budgetOptions: readonly { value: HomeContactFormValues['budget']; label: string }[] = [
  { value: '', label: 'Selecteer budget' },
  { value: '<1000', label: 'Minder dan €1.000 per maand' },
  { value: '1000-5000', label: '€1.000 - €5.000 per maand' },
  { value: '5000-10000', label: '€5.000 - €10.000 per maand' },
  { value: '10000+', label: 'Meer dan €10.000 per maand' },
];

export const emptyHomeContactForm: HomeContactFormValues = {
  name: '',
  email: '',
  company: '',
  website: '',
  budget: '',
  message: '',
};
