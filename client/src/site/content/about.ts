import Eye from 'lucide-react/icons/eye';
import Target from 'lucide-react/icons/target';
import HardHat from 'lucide-react/icons/hard-hat';
import HeartHandshake from 'lucide-react/icons/heart-handshake';
import { company } from '../../lib/company';
import type { PageMeta } from '../../lib/seo/head';
import type { FeatureItem, Stat, TimelineItem } from './types';

/** /over-ons: mission, values, figures, the 2019-2025 timeline and a closing call to action. */
export const aboutMeta: PageMeta = {
  title: 'Over ons: het marketingbureau voor vakmensen',
  description:
    'Vakleads is sinds 2019 het online marketingbureau voor dakdekkers, loodgieters, schilders en andere vakbedrijven. Lees onze missie, waarden en ons verhaal.',
  keywords: [
    'over Vakleads',
    'marketingbureau vakmensen',
    'online marketing bouw en installatie',
    'marketingbureau Amsterdam',
    'leadgeneratie vakbedrijven',
    'Google Ads bureau aannemers',
  ],
};

export const aboutHero = {
  eyebrow: 'Over Vakleads',
  title: 'Wij zorgen dat vakmensen gevonden worden',
  subtitle:
    `Sinds ${company.foundingYear} helpen we dakdekkers, loodgieters, schilders en andere vakbedrijven aan een voorspelbare stroom aanvragen. ` +
    'Geen algemeen reclamebureau, maar specialisten die weten hoe jouw klanten zoeken, vergelijken en beslissen.',
} as const;

export const mission = {
  eyebrow: 'Onze missie',
  title: 'Een volle agenda met klussen die je zelf kiest',
  paragraphs: [
    'Nederland heeft goede vakmensen hard nodig. Toch zien we elke week vakbedrijven die uitstekend werk leveren, maar online onzichtbaar zijn. Hun klanten komen via via, via werkplatforms die een flink deel van de marge opslokken, of helemaal niet.',
    'Onze missie is dat te veranderen. We bouwen voor elk vakbedrijf een eigen, betrouwbare bron van aanvragen: campagnes in Google en op Facebook en Instagram, en een website die bezoekers omzet in telefoontjes en offerteaanvragen. Zo bepaal jij weer welke klussen je aanneemt, tegen een eerlijke prijs.',
  ],
  quote: 'Jij bent goed in je vak. Wij zorgen dat de juiste klanten dat ook weten.',
} as const;

export const valuesSection = {
  eyebrow: 'Onze waarden',
  title: 'Waar je ons op mag aanspreken',
  intro: 'Vier afspraken die we met elke klant maken, van de eerste kennismaking tot de maandelijkse rapportage.',
} as const;

export const values: readonly FeatureItem[] = [
  {
    icon: Eye,
    title: 'Volledig transparant',
    description:
      'Je ziet precies hoeveel aanvragen er binnenkomen, wat één lead kost en waar elke euro naartoe gaat. Geen vaktaal, geen verborgen kosten.',
  },
  {
    icon: Target,
    title: 'Resultaat boven alles',
    description:
      'We meten ons succes niet in klikken of vertoningen, maar in aanvragen en opdrachten. Werkt iets niet, dan zeggen we dat en sturen we bij.',
  },
  {
    icon: HardHat,
    title: 'Kennis van jouw vak',
    description:
      'We werken alleen voor vakbedrijven. Daardoor kennen we het verschil tussen een spoedklus en een renovatie, en tussen een VvE en een particulier.',
  },
  {
    icon: HeartHandshake,
    title: 'Persoonlijk en eerlijk',
    description:
      'Je hebt een vaste marketeer die je bedrijf kent en bereikbaar is per telefoon, mail en WhatsApp. Als we je niet kunnen helpen, vertellen we je dat eerlijk.',
  },
];

export const statsSection = { title: 'Vakleads in cijfers' } as const;

export const aboutStats: readonly Stat[] = [
  { value: '90+', label: 'vakbedrijven geholpen' },
  { value: '120K+', label: 'leads gegenereerd' },
  { value: '€5M+', label: 'extra omzet voor klanten' },
  { value: '12 uur', label: 'gemiddelde reactietijd' },
];

export const timelineSection = {
  eyebrow: 'Ons verhaal',
  title: `Van start-up naar specialist: ${company.foundingYear} - 2025`,
  intro: 'Hoe een klein team met één dakdekker als klant uitgroeide tot hét marketingbureau voor vakbedrijven.',
} as const;

export const timeline: readonly TimelineItem[] = [
  {
    year: '2019',
    title: 'Opgericht in Amsterdam',
    description:
      'Vakleads start met twee marketeers en één klant: een dakdekker uit Haarlem die genoeg had van dure werkplatforms. Binnen drie maanden had hij een wachtlijst.',
  },
  {
    year: '2020',
    title: 'Volledige focus op vakbedrijven',
    description:
      'Terwijl veel bedrijven in de coronatijd op de rem trapten, zochten huiseigenaren massaal online naar verbouwers. We kozen bewust voor één doelgroep: de bouw en installatie.',
  },
  {
    year: '2021',
    title: 'Facebook & Instagram Ads erbij',
    description:
      'Naast Google Ads bereiken we huiseigenaren nu ook vóórdat ze gaan zoeken, met campagnes vol voor-en-na-foto’s van echte klussen.',
  },
  {
    year: '2022',
    title: 'Websites en conversie-optimalisatie',
    description:
      'Goede advertenties verdienen een goede website. We beginnen met het bouwen van snelle websites en het testen van landingspagina’s, met direct meer aanvragen uit hetzelfde budget.',
  },
  {
    year: '2023',
    title: '50 vakbedrijven, 50.000 leads',
    description:
      'Het team groeit naar tien specialisten en we passeren de grens van 50.000 gegenereerde aanvragen voor dakdekkers, loodgieters, schilders en spoeddiensten.',
  },
  {
    year: '2024',
    title: 'Spoedservice als specialisme',
    description:
      'Met 24/7 belcampagnes voor lekkage- en elektriciteitsstoringen helpen we spoeddiensten aan klussen op precies het moment dat de nood het hoogst is.',
  },
  {
    year: '2025',
    title: '90+ klanten en 120.000+ leads',
    description:
      'Meer dan 90 vakbedrijven vertrouwen op Vakleads, samen goed voor ruim €5 miljoen extra omzet. Met een eigen leadsysteem volgen we elke aanvraag tot en met de opdracht.',
  },
];

export const aboutCta = {
  title: 'Benieuwd wat we voor jouw bedrijf kunnen doen?',
  text: 'Vraag een gratis campagne-audit aan. We reageren gemiddeld binnen 12 uur en laten je precies zien waar je aanvragen laat liggen.',
  button: 'Start je gratis campagne-audit',
} as const;
