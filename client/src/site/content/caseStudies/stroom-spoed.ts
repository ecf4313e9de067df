import type { CaseStory } from '../caseStudies';

/** /resultaten/stroom-spoed (the figures come from its card in content/cases.ts). */
export const story: CaseStory = {
  heroTitle: 'Van 10 naar 54 spoedaanvragen per maand voor Elektra Spoed Amsterdam',
  heroSubtitle:
    'Zoekcampagnes op storingen en kortsluiting met een directe belknop op mobiel maakten Elektra Spoed Amsterdam het eerste nummer dat gebeld wordt.',
  challenge:
    'Elektra Spoed Amsterdam helpt huishoudens en ondernemers bij stroomstoringen, kortsluiting en een uitgevallen groepenkast. De elektriciens leveren snel vakwerk, maar online waren ze onzichtbaar tussen de landelijke storingsdiensten. ' +
    'Met tien aanvragen per maand tegen €140 per lead bleef het bedrijf afhankelijk van vaste klanten en installatiewerk.',
  highlight: { metric: '€94K', label: 'extra omzet in 3 maanden', icon: 'euro', improvement: 'Uit spoedklussen en vervolgopdrachten' },
  process: [
    {
      step: 1,
      title: 'Zoekwoorden van mensen in nood',
      description:
        'We richtten ons op wat mensen typen als het licht uitvalt: ‘stroomstoring’, ‘aardlekschakelaar slaat af’ en ‘kortsluiting elektricien’, in Amsterdam en omgeving.',
      duration: 'Week 1',
    },
    {
      step: 2,
      title: 'Mobiel eerst, bellen eerst',
      description:
        'Negen van de tien spoedzoekopdrachten komen van een telefoon. Advertenties en landingspagina’s draaien daarom om één ding: direct bellen met een elektricien.',
      duration: 'Week 2',
    },
    {
      step: 3,
      title: 'Vertrouwen in één oogopslag',
      description:
        'Vaste voorrijkosten, gecertificeerde elektriciens en reviews van buurtbewoners staan direct in de advertentie, zodat bellers weten waar ze aan toe zijn.',
      duration: 'Week 3-4',
    },
    {
      step: 4,
      title: 'Van spoedklus naar vervolgopdracht',
      description:
        'Na een spoedklus volgt een aanbod voor een nieuwe groepenkast of laadpaal. Zo leverde elke spoedklant gemiddeld meer omzet op.',
      duration: 'Maand 2-3',
    },
  ],
  testimonial: {
    quote:
      'Vroeger vonden mensen in nood eerst de landelijke storingsdiensten. Nu bellen ze ons, en na een spoedklus volgt vaak een nieuwe groepenkast of laadpaal. Dat had ik van online adverteren nooit verwacht.',
    author: 'Jeroen de Boer',
    role: 'Eigenaar',
    company: 'Elektra Spoed Amsterdam',
  },
  meta: {
    title: 'Case elektricien: 54 spoedaanvragen per maand',
    description:
      'Elektra Spoed Amsterdam ging met zoekcampagnes op storingen en kortsluiting van 10 naar 54 spoedaanvragen per maand en €94K extra omzet. Bekijk de aanpak.',
    keywords: [
      'Google Ads elektricien',
      'leads elektricien',
      'marketing elektrotechnisch bedrijf',
      'spoedservice elektricien klanten',
      'case study elektricien',
    ],
  },
};
