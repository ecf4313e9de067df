import type { CaseStory } from '../caseStudies';

/** /resultaten/steiger-leads (the figures come from its card in content/cases.ts). */
export const story: CaseStory = {
  heroTitle: 'Van 15 naar 66 zakelijke aanvragen voor Steigerbouw Mulder',
  heroSubtitle:
    'B2B-campagnes gericht op aannemers, dakdekkers en schilders in de Randstad maakten van losse klussen een vaste stroom terugkerende opdrachtgevers.',
  challenge:
    'Steigerbouw Mulder verhuurt en bouwt steigers in de hele Randstad. Het bedrijf was sterk afhankelijk van een handvol grote aannemers: viel er één weg, dan stond een deel van het materiaal stil. ' +
    'Nieuwe zakelijke klanten kwamen vooral via netwerkborrels, en de aanvragen via de website (vijftien per maand, tegen €140 per lead) waren vaak particulieren met een kleine klus.',
  highlight: { metric: '14', label: 'nieuwe vaste opdrachtgevers', icon: 'handshake', improvement: 'Aannemers die elke maand terugkomen' },
  process: [
    {
      step: 1,
      title: 'Het ideale profiel van een opdrachtgever',
      description:
        'Samen met Dennis Mulder bepaalden we welke klanten het meest opleveren: aannemers, dakdekkers en schilders met meerdere projecten per jaar.',
      duration: 'Week 1',
    },
    {
      step: 2,
      title: 'Zakelijke zoek- en LinkedIn-campagnes',
      description:
        'Google Ads op zakelijke zoekopdrachten als ‘steiger huren aannemer’, aangevuld met advertenties voor bedrijfseigenaren en projectleiders in de bouw.',
      duration: 'Week 2',
    },
    {
      step: 3,
      title: 'Een snelle offerte voor professionals',
      description:
        'Een aanvraagpagina waar een aannemer in twee minuten de gevelhoogte, lengte en huurperiode doorgeeft en dezelfde dag een prijs krijgt.',
      duration: 'Week 3-4',
    },
    {
      step: 4,
      title: 'Van eerste klus naar vaste klant',
      description:
        'Na elke eerste opdracht volgde een persoonlijke opvolging met een raamafspraak. Zo werden eenmalige klanten vaste opdrachtgevers.',
      duration: 'Maand 2-3',
    },
  ],
  testimonial: {
    quote:
      'We zijn niet meer afhankelijk van een paar grote klanten. Er komen elke week nieuwe aannemers bij en veertien daarvan huren inmiddels structureel bij ons. Ons materiaal staat bijna nooit meer stil.',
    author: 'Dennis Mulder',
    role: 'Commercieel directeur',
    company: 'Steigerbouw Mulder',
  },
  meta: {
    title: 'Case steigerbouw: 66 zakelijke aanvragen per maand',
    description:
      'Steigerbouw Mulder ging met B2B-campagnes van 15 naar 66 zakelijke aanvragen per maand en won 14 vaste opdrachtgevers. Bekijk de aanpak en de cijfers.',
    keywords: ['marketing steigerbouw', 'B2B leads bouw', 'steigerverhuur klanten', 'Google Ads steigerbouw', 'case study steigerbouw'],
  },
};
