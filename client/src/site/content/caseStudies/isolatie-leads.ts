import type { CaseStory } from '../caseStudies';

/** /resultaten/isolatie-leads (the figures come from its card in content/cases.ts). */
export const story: CaseStory = {
  heroTitle: 'Vijf keer meer aanvragen voor Isolatie Expert Noord',
  heroSubtitle:
    'Campagnes rond subsidies en energiebesparing voor spouw-, vloer- en dakisolatie brachten het aantal aanvragen van 9 naar 45 per maand.',
  challenge:
    'Isolatie Expert Noord isoleert woningen in Groningen, Friesland en Drenthe. De vraag naar isolatie was groot, maar de concurrentie online ook: landelijke partijen met grote budgetten kochten de duurste zoekwoorden op. ' +
    'Met €180 per lead en negen aanvragen per maand kon het bedrijf niet meekomen, terwijl de ploegen juist meer werk aankonden.',
  highlight: {
    metric: '395%',
    label: 'omzetgroei uit online aanvragen',
    icon: 'growth',
    improvement: 'Vergeleken met dezelfde periode vorig jaar',
  },
  process: [
    {
      step: 1,
      title: 'Focus op de eigen regio',
      description:
        'In plaats van te concurreren op dure landelijke zoekwoorden richtten we ons op plaatsnamen en wijken in het Noorden, waar de landelijke partijen minder sterk zijn.',
      duration: 'Week 1',
    },
    {
      step: 2,
      title: 'Campagnes rond subsidie en besparing',
      description:
        'Advertenties die uitleggen hoeveel je bespaart en welke subsidie je krijgt, met een rekenhulp op de landingspagina voor spouw-, vloer- en dakisolatie.',
      duration: 'Week 2',
    },
    {
      step: 3,
      title: 'Facebook-campagnes in het stookseizoen',
      description:
        'Zodra de verwarming aangaat, zien huiseigenaren in de regio advertenties met ervaringen van buren die al geïsoleerd hebben.',
      duration: 'Week 3-4',
    },
    {
      step: 4,
      title: 'Leads kwalificeren vóór het bezoek',
      description:
        'Een korte vragenlijst over bouwjaar en woningtype zorgde dat adviseurs alleen nog langsgaan bij woningen die echt geschikt zijn.',
      duration: 'Maand 2-3',
    },
  ],
  testimonial: {
    quote:
      'We dachten dat we het online moesten afleggen tegen de grote landelijke bedrijven. Vakleads liet zien dat we in onze eigen regio juist sterker zijn. Onze adviseurs rijden nu alleen nog naar klanten die echt willen isoleren.',
    author: 'Erik Smit',
    role: 'Directeur',
    company: 'Isolatie Expert Noord',
  },
  meta: {
    title: 'Case isolatie: van 9 naar 45 aanvragen per maand',
    description:
      'Isolatie Expert Noord kreeg vijf keer meer aanvragen met campagnes rond subsidie en besparing: van 9 naar 45 per maand, tegen €52 in plaats van €180 per lead.',
    keywords: [
      'Google Ads isolatiebedrijf',
      'leads isolatie',
      'marketing spouwmuurisolatie',
      'isolatiebedrijf meer klanten',
      'case study isolatie',
    ],
  },
};
