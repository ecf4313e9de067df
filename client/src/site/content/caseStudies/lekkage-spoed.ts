import type { CaseStory } from '../caseStudies';

/** /resultaten/lekkage-spoed (the figures come from its card in content/cases.ts). */
export const story: CaseStory = {
  heroTitle: 'Van 8 naar 50 spoedklussen per maand voor Lekkage Spoedservice 24/7',
  heroSubtitle:
    'Belcampagnes die dag en nacht draaien, precies op de momenten dat de nood het hoogst is, brachten het aantal spoedklussen van 8 naar 50 per maand.',
  challenge:
    'Lekkage Spoedservice 24/7 lost lekkages op in de regio Amsterdam, ook ’s nachts en in het weekend. Maar wie om twee uur ’s nachts water door het plafond ziet komen, belt het eerste nummer dat hij vindt, en dat was zelden dat van hen. ' +
    'De advertenties draaiden alleen overdag, met €145 per lead en acht spoedklussen per maand. De monteurs van de nachtdienst zaten vaak zonder werk.',
  highlight: {
    metric: '24/7',
    label: 'campagnes die draaien als het lekt',
    icon: 'clock',
    improvement: '62% van de klussen valt buiten kantoortijd',
  },
  process: [
    {
      step: 1,
      title: 'Campagnes rond de klok',
      description:
        'We lieten de advertenties dag en nacht draaien en verhoogden de biedingen juist ’s avonds, ’s nachts en bij zware regenval.',
      duration: 'Week 1',
    },
    {
      step: 2,
      title: 'Alleen bellen, niets invullen',
      description:
        'Wie een lekkage heeft, wil niemand mailen. Alle advertenties kregen een belknop en de landingspagina één grote knop: direct een monteur spreken.',
      duration: 'Week 2',
    },
    {
      step: 3,
      title: 'Zichtbaar in Google Maps',
      description:
        'We optimaliseerden het bedrijfsprofiel en zetten lokale advertenties in, zodat Lekkage Spoedservice 24/7 bovenaan staat bij ‘lekkage’ in de buurt.',
      duration: 'Week 3-4',
    },
    {
      step: 4,
      title: 'Elk gesprek meten',
      description:
        'Met gespreksmeting zagen we welke zoekwoorden en tijden echte spoedklussen opleverden. Zo daalden de kosten per lead naar €38.',
      duration: 'Maand 2-3',
    },
  ],
  testimonial: {
    quote:
      'Onze nachtdienst heeft het nu drukker dan de dagdienst. Mensen in nood bellen ons als eerste, omdat we bovenaan staan op het moment dat het misgaat. Twee op de drie bellers worden ook echt klant.',
    author: 'Mohamed El Amrani',
    role: 'Eigenaar',
    company: 'Lekkage Spoedservice 24/7',
  },
  meta: {
    title: 'Case lekkage: 50 spoedklussen per maand',
    description:
      'Lekkage Spoedservice 24/7 ging met belcampagnes die dag en nacht draaien van 8 naar 50 spoedklussen per maand, bij een conversie van 68%. Lees de aanpak.',
    keywords: ['Google Ads spoedservice', 'leads lekkage', 'marketing loodgieter spoed', 'belcampagne Google Ads', 'case study lekkage'],
  },
};
