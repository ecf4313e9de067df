import type { CaseStory } from '../caseStudies';

/** /resultaten/gevel-leads (the figures come from its card in content/cases.ts). */
export const story: CaseStory = {
  heroTitle: 'Van 12 naar 46 leads per maand voor Gevelrenovatie Visser',
  heroSubtitle:
    'Video-advertenties van gevelreiniging en voegwerk overtuigden huiseigenaren én VvE’s: bijna vier keer zoveel aanvragen en drie keer zoveel VvE-opdrachten.',
  challenge:
    'Gevelrenovatie Visser uit Den Haag reinigt, voegt en impregneert gevels. Het resultaat van hun werk is spectaculair, maar dat zag online niemand: de website had een paar kleine foto’s en de campagnes werkten met algemene teksten. ' +
    'Met €165 per lead en twaalf aanvragen per maand waren grote VvE-projecten, met de hoogste orderwaarde, vooral toeval.',
  highlight: { metric: '3x', label: 'meer VvE-opdrachten', icon: 'building', improvement: 'Grotere projecten met een hogere orderwaarde' },
  process: [
    {
      step: 1,
      title: 'Video’s van het vakwerk',
      description:
        'We filmden een gevelreiniging van begin tot eind. In vijftien seconden zie je een grauwe gevel weer als nieuw worden: de basis van alle advertenties.',
      duration: 'Week 1',
    },
    {
      step: 2,
      title: 'Twee doelgroepen, twee boodschappen',
      description:
        'Huiseigenaren zagen het resultaat en de prijs per woning; VvE-bestuurders en beheerders kregen advertenties over planning, garantie en het meerjarenonderhoudsplan.',
      duration: 'Week 2',
    },
    {
      step: 3,
      title: 'Google Ads voor de zoekende klant',
      description:
        'Naast de video’s vingen zoekcampagnes op ‘gevel reinigen’ en ‘voegwerk herstellen’ de mensen op die al actief op zoek waren in de regio Den Haag.',
      duration: 'Week 3-4',
    },
    {
      step: 4,
      title: 'Opschalen wat werkt',
      description:
        'De VvE-campagnes bleken de hoogste orderwaarde op te leveren. Daar hebben we het budget stap voor stap naartoe verschoven.',
      duration: 'Maand 2-3',
    },
  ],
  testimonial: {
    quote:
      'Die video’s doen het werk voor ons. Mensen bellen en zeggen: “Zo wil ik mijn gevel ook.” En dankzij de VvE-campagnes doen we nu projecten van hele woonblokken in plaats van losse huizen.',
    author: 'Ron Visser',
    role: 'Eigenaar',
    company: 'Gevelrenovatie Visser',
  },
  meta: {
    title: 'Case gevelrenovatie: 46 leads per maand',
    description:
      'Gevelrenovatie Visser ging met video-advertenties van 12 naar 46 leads per maand en kreeg drie keer zoveel VvE-opdrachten. Lees hoe we dat hebben aangepakt.',
    keywords: [
      'marketing gevelrenovatie',
      'leads gevelreiniging',
      'VvE opdrachten werven',
      'video advertenties bouw',
      'case study gevelrenovatie',
    ],
  },
};
