import type { CaseStory } from '../caseStudies';

/** /resultaten/dakdekker-leads (the figures come from its card in content/cases.ts). */
export const story: CaseStory = {
  heroTitle: 'Van 5 naar 45 leads per maand voor Dakwerken Van Dijk',
  heroSubtitle:
    'Hoe een dakdekkersbedrijf uit Haarlem met Google Ads op spoed- en renovatiezoekwoorden een wachtlijst opbouwde en de kosten per lead met bijna driekwart verlaagde.',
  challenge:
    'Dakwerken Van Dijk is een familiebedrijf met zes vakmensen dat al ruim twintig jaar daken vernieuwt, isoleert en repareert in Haarlem en omgeving. ' +
    'De aanvragen kwamen vooral via mond-tot-mond en een werkplatform dat per lead betaald werd: zo’n vijf per maand, vaak van klanten die bij vijf dakdekkers tegelijk offertes opvroegen. ' +
    'In de wintermaanden viel het werk stil en stond er een ploeg zonder klussen.',
  highlight: {
    metric: '400%',
    label: 'betere ROI op advertenties',
    icon: 'growth',
    improvement: 'Elke advertentie-euro levert vijf keer zoveel op',
  },
  process: [
    {
      step: 1,
      title: 'Zoekwoorden- en regio-analyse',
      description:
        'We brachten in kaart waar in Haarlem, Heemstede en Bloemendaal wordt gezocht op daklekkage, dakrenovatie en dakisolatie, en wat concurrenten daar bieden.',
      duration: 'Week 1',
    },
    {
      step: 2,
      title: 'Aparte spoed- en renovatiecampagnes',
      description:
        'Spoedklussen kregen advertenties met een belknop, ook ’s avonds. Renovaties kregen advertenties met een offerteformulier en eigen teksten per type dak.',
      duration: 'Week 2',
    },
    {
      step: 3,
      title: 'Landingspagina’s die vertrouwen wekken',
      description:
        'Per dienst een pagina met foto’s van eigen projecten, reviews en keurmerken, zodat bezoekers direct zien dat ze met een vakman te maken hebben.',
      duration: 'Week 3-4',
    },
    {
      step: 4,
      title: 'Optimaliseren op opdrachten',
      description:
        'Wekelijks schrapten we zoekwoorden die geen opdrachten opleverden en verschoven we budget naar wat wél werkte, zoals platte daken en dakkapellen.',
      duration: 'Maand 2-3',
    },
  ],
  testimonial: {
    quote:
      'Vroeger hoopte ik dat de telefoon ging en betaalde ik werkplatforms voor aanvragen die ook naar vier concurrenten gingen. Nu komen er elke maand zo’n 45 aanvragen binnen en kies ik zelf welke klussen we aannemen. Zelfs de winter is volgepland.',
    author: 'Mark van Dijk',
    role: 'Eigenaar',
    company: 'Dakwerken Van Dijk',
  },
  meta: {
    title: 'Case dakdekker: van 5 naar 45 leads per maand',
    description:
      'Dakwerken Van Dijk ging met Google Ads van 5 naar 45 leads per maand en verlaagde de kosten per lead van €165 naar €45. Lees hoe we dat in 3 maanden deden.',
    keywords: ['Google Ads dakdekker', 'leads dakdekker', 'marketing dakdekkersbedrijf', 'dakdekker meer klanten', 'case study dakdekker'],
  },
};
