import type { CaseStory } from '../caseStudies';

/** /resultaten/stukadoor-leads (the figures come from its card in content/cases.ts). */
export const story: CaseStory = {
  heroTitle: 'Van 8 naar 34 leads per maand voor Stukadoorsbedrijf Bakker',
  heroSubtitle:
    'Een nieuwe offertepagina en gerichte Google Ads op stucwerk en spackspuiten verdrievoudigden de kans dat een bezoeker een offerte aanvraagt.',
  challenge:
    'Stukadoorsbedrijf Bakker uit Rotterdam werkt met vier stukadoors voor particulieren en aannemers. Er kwamen wel bezoekers op de website, maar bijna niemand vroeg een offerte aan: ' +
    'het contactformulier stond onderaan een lange pagina en vroeg om twaalf gegevens. Daardoor kostte elke aanvraag €125 en bleef het bij acht leads per maand. ' +
    'Kevin Bakker zocht een manier om vooruit te plannen in plaats van van week tot week te werken.',
  highlight: { metric: '6 weken', label: 'vooruit ingepland', icon: 'calendar', improvement: 'Was: nog geen week werk in de planning' },
  process: [
    {
      step: 1,
      title: 'Analyse van het bezoekersgedrag',
      description:
        'Met heatmaps en conversiemeting zagen we waar bezoekers afhaakten: op het lange formulier en het ontbreken van prijsindicaties.',
      duration: 'Week 1',
    },
    {
      step: 2,
      title: 'Een offertepagina die converteert',
      description:
        'Een nieuwe pagina met prijsindicaties per m², foto’s van strak stucwerk, reviews en een formulier van vier velden waarmee klanten direct foto’s kunnen meesturen.',
      duration: 'Week 2',
    },
    {
      step: 3,
      title: 'Google Ads op stucwerk en spackspuiten',
      description:
        'Campagnes op zoekopdrachten als ‘muren laten stucen’ en ‘plafond spackspuiten’ in Rotterdam en omgeving, met aparte advertenties voor particulieren en aannemers.',
      duration: 'Week 3-4',
    },
    {
      step: 4,
      title: 'A/B-testen en bijsturen',
      description:
        'We testten koppen, foto’s en de volgorde van het formulier. Elke winnende variant verlaagde de kosten per lead verder, tot €42 na drie maanden.',
      duration: 'Maand 2-3',
    },
  ],
  testimonial: {
    quote:
      'Ik had geen idee hoeveel aanvragen we misliepen door onze oude website. Nu sturen klanten meteen foto’s van hun muren mee, kan ik direct een prijs geven en staat mijn planning zes weken vooruit vol.',
    author: 'Kevin Bakker',
    role: 'Eigenaar',
    company: 'Stukadoorsbedrijf Bakker',
  },
  meta: {
    title: 'Case stukadoor: van 8 naar 34 leads per maand',
    description:
      'Stukadoorsbedrijf Bakker ging van 8 naar 34 leads per maand en van €125 naar €42 per lead met een nieuwe offertepagina en Google Ads. Bekijk de aanpak.',
    keywords: ['Google Ads stukadoor', 'leads stukadoor', 'marketing stukadoorsbedrijf', 'stukadoor meer klanten', 'case study stukadoor'],
  },
};
