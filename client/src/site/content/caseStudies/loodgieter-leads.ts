import type { CaseStory } from '../caseStudies';

/** /resultaten/loodgieter-leads (the figures come from its card in content/cases.ts). */
export const story: CaseStory = {
  heroTitle: 'Van 10 naar 51 aanvragen per maand voor Loodgietersbedrijf De Vries',
  heroSubtitle:
    'Lokale Google Ads-campagnes voor verstoppingen, cv-ketels en badkamerrenovaties: meer dan vijf keer zoveel aanvragen, tegen minder dan een derde van de kosten per lead.',
  challenge:
    'Loodgietersbedrijf De Vries uit Utrecht heeft acht monteurs en een eigen showroom voor badkamers. Het bedrijf adverteerde al online, maar de campagnes waren ooit door een neef opgezet en sindsdien niet meer bekeken. ' +
    'Het budget ging op aan zoekopdrachten uit heel Nederland en aan mensen die een doe-het-zelf-oplossing zochten. Met €125 per lead en tien aanvragen per maand leek online adverteren vooral geld te kosten.',
  highlight: { metric: '+520%', label: 'meer telefoontjes', icon: 'phone', improvement: 'Via de belknop in advertenties op mobiel' },
  process: [
    {
      step: 1,
      title: 'Audit van de bestaande campagnes',
      description:
        'We vonden dat 60% van het budget naar zoekopdrachten buiten het werkgebied en naar doe-het-zelvers ging. Die lekken hebben we als eerste gedicht.',
      duration: 'Week 1',
    },
    {
      step: 2,
      title: 'Campagnes per dienst en urgentie',
      description:
        'Aparte campagnes voor spoed (verstopping, lekkage), onderhoud (cv-ketels) en projecten (badkamers), elk met een eigen budget, biedstrategie en advertentieteksten.',
      duration: 'Week 2',
    },
    {
      step: 3,
      title: 'Bellen in plaats van formulieren',
      description:
        'Voor spoedklussen maakten we bellen zo makkelijk mogelijk: belknoppen in de advertenties, alleen tijdens de uren dat er ook echt iemand opneemt.',
      duration: 'Week 3-4',
    },
    {
      step: 4,
      title: 'Bijsturen op echte opdrachten',
      description:
        'Samen met de planning koppelden we elke aanvraag aan de uiteindelijke opdracht, zodat we konden sturen op omzet in plaats van op klikken.',
      duration: 'Maand 2-3',
    },
  ],
  testimonial: {
    quote:
      'Onze telefoon staat niet meer stil. Vakleads begrijpt dat een lekkage om 22:00 uur iets anders is dan een badkamerrenovatie en stemt de campagnes daar precies op af. We hebben er twee monteurs bij aangenomen.',
    author: 'Sandra de Vries',
    role: 'Mede-eigenaar',
    company: 'Loodgietersbedrijf De Vries',
  },
  meta: {
    title: 'Case loodgieter: 51 aanvragen met Google Ads',
    description:
      'Loodgietersbedrijf De Vries ging van 10 naar 51 aanvragen per maand en van €125 naar €35 per lead met lokale Google Ads. Bekijk de aanpak en de resultaten.',
    keywords: [
      'Google Ads loodgieter',
      'leads loodgieter',
      'marketing loodgietersbedrijf',
      'loodgieter meer klanten',
      'case study loodgieter',
    ],
  },
};
