import ChartColumn from 'lucide-react/icons/chart-column';
import ChartLine from 'lucide-react/icons/chart-line';
import FileText from 'lucide-react/icons/file-text';
import MapPin from 'lucide-react/icons/map-pin';
import MousePointerClick from 'lucide-react/icons/mouse-pointer-click';
import PhoneCall from 'lucide-react/icons/phone-call';
import Repeat from 'lucide-react/icons/repeat';
import Search from 'lucide-react/icons/search';
import Target from 'lucide-react/icons/target';
import Zap from 'lucide-react/icons/zap';
import { paths } from '../../lib/paths';
import { MINIMUM_CONTRACT_MONTHS, RECOMMENDED_AD_BUDGET } from './packages';
import { auditPromises, packagePrice, packagesForPlatform, pricingNotes, SERVICE_SECTION_IDS } from './services';
import type { ServicePageContent } from './types';

export const googleAdsPage: ServicePageContent = {
  path: paths.services.googleAds.path,
  name: 'Google Ads',
  serviceType: 'Google Ads-beheer',
  meta: {
    title: 'Google Ads voor vakbedrijven: meer aanvragen uit Google',
    description: `Google Ads-beheer voor dakdekkers, loodgieters en andere vakbedrijven. Gemiddeld +180% meer leads en 400% betere ROI. Pakketten vanaf ${packagePrice('Starter')} per maand.`,
    keywords: [
      'Google Ads vakbedrijf',
      'Google Ads dakdekker',
      'Google Ads loodgieter',
      'Google Ads uitbesteden',
      'adverteren in Google aannemer',
      'Google Ads bureau Amsterdam',
      'lokale Google advertenties',
    ],
  },
  hero: {
    badge: 'Nog 4 plekken vrij voor Google Ads',
    title: 'Bovenaan in Google',
    titleAccent: 'op het moment dat klanten zoeken.',
    subtitle:
      'Iemand met een lekkend dak of een verstopte afvoer pakt zijn telefoon en zoekt in Google. Wij zorgen dat jouw bedrijf dan bovenaan staat, met campagnes die aanvragen opleveren in plaats van alleen klikken. Gemiddeld +180% meer leads.',
    primaryCta: 'Start je gratis Google Ads-audit',
    secondaryCta: { label: 'Bekijk de pakketten', sectionId: SERVICE_SECTION_IDS.packages },
    reassurance: ['Gratis en vrijblijvend', 'Binnen 1 week live', 'Je eigen account, je eigen data'],
  },
  stats: [
    { value: '+180%', label: 'meer leads gemiddeld' },
    { value: '400%', label: 'gemiddelde ROI-verbetering' },
    { value: '1 week', label: 'tot je campagne live staat' },
    { value: '24 uur', label: 'tot je audit-resultaat' },
  ],
  benefits: {
    eyebrow: 'Waarom Google Ads',
    title: 'Klanten die nú iemand nodig hebben',
    intro:
      'Wie in Google zoekt op “dakdekker Haarlem” of “loodgieter spoed”, wil vandaag nog geholpen worden. Met Google Ads sta je precies op dat moment bovenaan.',
    items: [
      {
        icon: Target,
        title: 'Gevonden op het juiste moment',
        description: 'Je advertentie verschijnt zodra iemand in jouw werkgebied zoekt naar jouw dienst. Die klant heeft een klus, nu.',
      },
      {
        icon: MousePointerClick,
        title: 'Alleen betalen voor klikken',
        description: 'Je betaalt pas als iemand op je advertentie klikt. Geen werkplatform waar je dezelfde lead met vijf anderen deelt.',
      },
      {
        icon: Zap,
        title: 'Snel resultaat',
        description:
          'Binnen een week live, en de eerste aanvragen komen meestal in de eerste weken binnen. Geen maanden wachten zoals bij SEO.',
      },
      {
        icon: ChartColumn,
        title: 'Tot op de euro meetbaar',
        description: 'Je ziet per zoekwoord wat een telefoontje of offerteaanvraag kost. Zo weet je precies wat elke euro oplevert.',
      },
    ],
  },
  services: {
    eyebrow: 'Wat we doen',
    title: 'Alles voor campagnes die aanvragen opleveren',
    intro: 'Van zoekwoordenonderzoek tot maandrapportage: jij doet je vak, wij zorgen dat de telefoon gaat.',
    items: [
      {
        icon: Search,
        title: 'Zoekcampagnes',
        description:
          'Advertenties op zoekwoorden met koopintentie, per dienst en per woonplaats in je werkgebied. Zonder verspilling aan “vacature” of “zelf doen”.',
      },
      {
        icon: MapPin,
        title: 'Lokaal en in Google Maps',
        description: 'Zichtbaar in Google Maps met je Bedrijfsprofiel, reviews en routebeschrijving, voor klanten in de buurt.',
      },
      {
        icon: PhoneCall,
        title: 'Belcampagnes voor spoedklussen',
        description: 'Advertenties met een directe belknop, alleen ingepland op de uren dat jij de telefoon kunt opnemen.',
      },
      {
        icon: ChartLine,
        title: 'Conversiemeting',
        description: 'Telefoontjes, formulieren en WhatsApp-berichten worden gemeten, zodat Google leert wie een echte klant is.',
      },
      {
        icon: Repeat,
        title: 'Remarketing',
        description: 'Bezoekers die nog twijfelen zien jouw bedrijf terug, tot ze de offerte aanvragen.',
      },
      {
        icon: FileText,
        title: 'Rapportage in gewone taal',
        description: 'Elke maand een kort overzicht: hoeveel aanvragen, wat ze kostten en wat we de komende maand verbeteren.',
      },
    ],
  },
  callout: {
    title: 'Waarom maar 4 plekken?',
    text: 'We bieden nooit tegen onszelf op: per vakgebied en regio werken we met één bedrijf. Daarom nemen we deze maand nog maar 4 nieuwe Google Ads-klanten aan.',
  },
  caseStudy: {
    eyebrow: 'Case study',
    title: 'Van 5 naar 45 aanvragen per maand',
    slug: 'dakdekker-leads',
    summary:
      'Dakwerken Van Dijk kreeg vrijwel alle klussen via mond-tot-mond. We bouwden Google Ads-campagnes rond spoedreparaties en dakrenovaties in de regio Haarlem.',
    approach: [
      'Aparte campagnes voor spoed (lekkage, stormschade) en renovatie',
      'Belcampagnes tijdens werktijd, formulieren in de avond',
      'Uitsluitingen op doe-het-zelf- en vacaturezoekopdrachten',
      'Wekelijkse optimalisatie op kosten per aanvraag',
    ],
  },
  process: {
    eyebrow: 'Werkwijze',
    title: 'In vier stappen live',
    intro: 'Geen lange trajecten: binnen een week staan je campagnes live en weet je waar je aan toe bent.',
    steps: [
      {
        step: 1,
        title: 'Gratis audit',
        description: 'We bekijken je huidige campagnes, website en concurrenten, en laten zien waar de kansen liggen.',
        duration: '15 minuten',
      },
      {
        step: 2,
        title: 'Zoekwoorden en strategie',
        description: 'We bepalen op welke zoekopdrachten, in welke plaatsen en op welke tijden je advertenties verschijnen.',
        duration: '2-3 dagen',
      },
      {
        step: 3,
        title: 'Campagne live',
        description: 'Advertenties, extensies en conversiemeting staan klaar. Jij keurt goed, wij zetten live.',
        duration: 'Binnen 1 week',
      },
      {
        step: 4,
        title: 'Optimaliseren en rapporteren',
        description: 'We sturen bij op zoektermen, biedingen en advertenties. Elke maand zie je precies wat een lead kost.',
        duration: 'Doorlopend',
      },
    ],
  },
  pricing: {
    eyebrow: 'Pakketten',
    title: 'Google Ads-pakketten',
    intro:
      'Starter en Growth richten zich volledig op Google Ads. Wil je ook adverteren op Facebook en Instagram? Met Scale beheren we beide platformen.',
    packages: packagesForPlatform('Google Ads'),
    notes: pricingNotes,
  },
  faq: {
    eyebrow: 'Veelgestelde vragen',
    title: 'Vragen over Google Ads',
    items: [
      {
        question: 'Hoeveel advertentiebudget heb ik nodig?',
        answer: `Het advertentiebudget betaal je rechtstreeks aan Google; het zit niet in onze pakketten. Wij adviseren ${RECOMMENDED_AD_BUDGET}. Met minder budget duurt het langer voordat de campagnes genoeg gegevens hebben om goed te optimaliseren.`,
      },
      {
        question: 'Hoe snel krijg ik de eerste aanvragen?',
        answer:
          'Met het Starter-pakket staat je campagne binnen 1 week live. Omdat je advertenties direct zichtbaar zijn, komen de eerste aanvragen meestal in de eerste weken binnen. Na ongeveer 3 maanden is een campagne volledig geoptimaliseerd.',
      },
      {
        question: 'Zit ik ergens lang aan vast?',
        answer: `De minimale looptijd is ${MINIMUM_CONTRACT_MONTHS} maanden, daarna ben je maandelijks opzegbaar. Upgraden kan elke maand, downgraden aan het einde van de contractperiode.`,
      },
      {
        question: 'Van wie is het Google Ads-account?',
        answer:
          'Van jou. We werken in je eigen account, dus campagnes, zoekwoorden en alle gegevens blijven van jou, ook als je ooit stopt.',
      },
    ],
  },
  cta: {
    title: 'Benieuwd wat Google Ads jou kan opleveren?',
    text: 'In een audit van 15 minuten laten we zien hoeveel aanvragen realistisch zijn in jouw regio, wat ze kosten en wat je concurrenten doen. Je ontvangt het resultaat binnen 24 uur.',
    button: 'Vraag je gratis audit aan',
    promises: auditPromises,
  },
};
