import ChartColumn from 'lucide-react/icons/chart-column';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import FlaskConical from 'lucide-react/icons/flask-conical';
import Gauge from 'lucide-react/icons/gauge';
import LayoutTemplate from 'lucide-react/icons/layout-template';
import ListChecks from 'lucide-react/icons/list-checks';
import MousePointerClick from 'lucide-react/icons/mouse-pointer-click';
import Smartphone from 'lucide-react/icons/smartphone';
import TrendingUp from 'lucide-react/icons/trending-up';
import Wallet from 'lucide-react/icons/wallet';
import { paths } from '../../lib/paths';
import { auditPromises, packagePrice, SERVICE_SECTION_IDS } from './services';
import type { ServicePageContent } from './types';

export const conversionOptimisationPage: ServicePageContent = {
  path: paths.services.conversionOptimisation.path,
  name: 'Conversie-optimalisatie',
  serviceType: 'Conversie-optimalisatie',
  meta: {
    title: 'Conversie-optimalisatie: meer aanvragen uit je website',
    description:
      'Conversie-optimalisatie voor vakbedrijven: met A/B-tests, heatmaps en betere offerteformulieren gemiddeld +250% hogere conversieratio. Gratis audit.',
    keywords: [
      'conversie-optimalisatie',
      'CRO vakbedrijf',
      'A/B-testen website',
      'meer offerteaanvragen website',
      'landingspagina optimaliseren',
      'conversieratio verhogen',
    ],
  },
  hero: {
    badge: 'Zonder extra advertentiebudget',
    title: 'Meer aanvragen uit',
    titleAccent: 'dezelfde bezoekers.',
    subtitle:
      'De meeste bezoekers van je website vertrekken zonder te bellen of een offerte aan te vragen. Wij ontdekken waarom en testen wat beter werkt. Het resultaat: gemiddeld +250% hogere conversieratio.',
    primaryCta: 'Start je gratis conversie-audit',
    secondaryCta: { label: 'Bekijk onze werkwijze', sectionId: SERVICE_SECTION_IDS.process },
    reassurance: ['Gratis en vrijblijvend', 'Beslissingen op basis van data', 'Geen nieuwe website nodig'],
  },
  stats: [
    { value: '+250%', label: 'hogere conversieratio' },
    { value: '400%', label: 'gemiddelde ROI-verbetering' },
    { value: '2-4 weken', label: 'per A/B-test' },
    { value: '24 uur', label: 'tot je audit-resultaat' },
  ],
  benefits: {
    eyebrow: 'Waarom conversie-optimalisatie',
    title: 'Elke bezoeker is al betaald',
    intro:
      'Je betaalt voor elke klik uit Google of Facebook. Als je website meer van die bezoekers omzet in aanvragen, wordt elke campagne in één keer goedkoper.',
    items: [
      {
        icon: TrendingUp,
        title: 'Meer aanvragen, zelfde budget',
        description: 'Gaat je conversieratio van 2% naar 4%, dan verdubbel je je aanvragen zonder één euro extra advertentiebudget.',
      },
      {
        icon: Wallet,
        title: 'Lagere kosten per lead',
        description: 'Hoe meer bezoekers contact opnemen, hoe minder je per aanvraag betaalt. Voor al je kanalen tegelijk.',
      },
      {
        icon: ChartColumn,
        title: 'Data in plaats van meningen',
        description: 'Geen discussies over kleuren of smaak. We testen, meten en houden alleen wat aantoonbaar beter werkt.',
      },
      {
        icon: Smartphone,
        title: 'Gemaakt voor de telefoon',
        description: 'De meeste klanten zoeken op hun telefoon. Bellen of een offerte aanvragen moet daar met één tik kunnen.',
      },
    ],
  },
  services: {
    eyebrow: 'Wat we doen',
    title: 'Van analyse tot winnende pagina',
    intro: 'We kijken waar bezoekers afhaken, bedenken verbeteringen en bewijzen met tests wat werkt.',
    items: [
      {
        icon: ClipboardCheck,
        title: 'Conversie-audit',
        description: 'Een grondige analyse van je website en cijfers: waar haken bezoekers af, en waarom?',
      },
      {
        icon: MousePointerClick,
        title: 'Heatmaps en sessie-opnames',
        description:
          'We zien waar bezoekers klikken, scrollen en twijfelen. Zo vinden we de knelpunten die cijfers alleen niet laten zien.',
      },
      {
        icon: FlaskConical,
        title: 'A/B-tests',
        description: 'We testen koppen, formulieren, knoppen en foto’s tegen je huidige pagina. Alleen de winnaar blijft.',
      },
      {
        icon: LayoutTemplate,
        title: 'Landingspagina’s',
        description: 'Pagina’s per dienst en regio die precies aansluiten op je advertenties en zoekwoorden.',
      },
      {
        icon: ListChecks,
        title: 'Offerteformulieren',
        description: 'Korte formulieren in stappen die meer mensen afmaken, met alleen de vragen die je echt nodig hebt.',
      },
      {
        icon: Gauge,
        title: 'Snelheidsoptimalisatie',
        description: 'Elke seconde laadtijd kost aanvragen. We maken je pagina’s sneller, vooral op mobiel.',
      },
    ],
  },
  callout: {
    title: 'Goed om te weten: A/B-tests hebben bezoekers nodig',
    text: 'Voor betrouwbare A/B-tests heb je minimaal 1.000 unieke bezoekers per maand nodig. Heb je er minder? Dan beginnen we met een expert-analyse en heatmaps, en voeren we de duidelijkste verbeteringen direct door.',
  },
  caseStudy: {
    eyebrow: 'Case study',
    title: 'Een offertepagina die wél aanvragen oplevert',
    slug: 'stukadoor-leads',
    summary:
      'Stukadoorsbedrijf Bakker had bezoekers genoeg, maar weinig aanvragen. We bouwden een nieuwe offertepagina en testten die tegen de oude.',
    approach: [
      'Heatmaps lieten zien dat bezoekers afhaakten bij een lang formulier',
      'Nieuw offerteformulier in drie korte stappen',
      'Projectfoto’s en reviews direct bij de aanvraagknop',
      'Belknop altijd in beeld op mobiel',
    ],
  },
  process: {
    eyebrow: 'Werkwijze',
    title: 'Zo maken we je website beter',
    intro: 'Conversie-optimalisatie is geen eenmalige klus maar een vaste routine: meten, testen, verbeteren.',
    steps: [
      {
        step: 1,
        title: 'Gratis audit',
        description: 'We lopen je website door en laten de drie grootste verbeterpunten zien.',
        duration: '15 minuten',
      },
      {
        step: 2,
        title: 'Analyse en onderzoek',
        description: 'Heatmaps, sessie-opnames en je cijfers in Google Analytics laten zien waar bezoekers afhaken.',
        duration: '1-2 weken',
      },
      {
        step: 3,
        title: 'A/B-tests',
        description: 'We bedenken verbeteringen en testen ze tegen je huidige pagina, tot de uitkomst betrouwbaar is.',
        duration: '2-4 weken per test',
      },
      {
        step: 4,
        title: 'Doorvoeren en herhalen',
        description: 'De winnende variant gaat live. Daarna volgt de volgende test: elke maand een stap beter.',
        duration: 'Doorlopend',
      },
    ],
  },
  faq: {
    eyebrow: 'Veelgestelde vragen',
    title: 'Vragen over conversie-optimalisatie',
    items: [
      {
        question: 'Hoeveel bezoekers heb ik nodig voor A/B-tests?',
        answer:
          'Minimaal 1.000 unieke bezoekers per maand. Met minder bezoekers duurt het te lang voordat een test een betrouwbare uitkomst geeft. Dan beginnen we met een expert-analyse en heatmaps en voeren we de duidelijkste verbeteringen direct door.',
      },
      {
        question: 'Hoe lang duurt een test?',
        answer:
          'Meestal 2 tot 4 weken, afhankelijk van je aantal bezoekers en aanvragen. We stoppen een test pas als de uitkomst betrouwbaar is.',
      },
      {
        question: 'Moet mijn website opnieuw gebouwd worden?',
        answer:
          'Nee. We verbeteren je bestaande pagina’s. Is je website te traag of verouderd om nog goed te testen, dan zeggen we dat eerlijk en adviseren we of een nieuwe website verstandiger is.',
      },
      {
        question: 'Wat kost conversie-optimalisatie?',
        answer: `A/B-tests van advertenties en landingspagina’s zitten in het Growth-pakket (${packagePrice('Growth')} per maand) en het Scale-pakket (${packagePrice('Scale')} per maand). In de gratis audit bekijken we wat voor jouw website het meeste oplevert.`,
      },
    ],
  },
  cta: {
    title: 'Ontdek waar je website aanvragen laat liggen',
    text: 'In een audit van 15 minuten lopen we je website door en laten we zien waar bezoekers afhaken, met de drie verbeteringen die het meeste opleveren. Je ontvangt het resultaat binnen 24 uur.',
    button: 'Vraag je gratis audit aan',
    promises: auditPromises,
  },
};
