import Camera from 'lucide-react/icons/camera';
import ChartLine from 'lucide-react/icons/chart-line';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import FlaskConical from 'lucide-react/icons/flask-conical';
import Images from 'lucide-react/icons/images';
import MapPin from 'lucide-react/icons/map-pin';
import Repeat from 'lucide-react/icons/repeat';
import Target from 'lucide-react/icons/target';
import Users from 'lucide-react/icons/users';
import Wallet from 'lucide-react/icons/wallet';
import { paths } from '../../lib/paths';
import { RECOMMENDED_AD_BUDGET } from './packages';
import { auditPromises, packagePrice, packagesForPlatform, pricingNotes, SERVICE_SECTION_IDS } from './services';
import type { ServicePageContent } from './types';

export const facebookAdsPage: ServicePageContent = {
  path: paths.services.facebookAds.path,
  name: 'Facebook & Instagram Ads',
  serviceType: 'Facebook- en Instagram-advertenties',
  meta: {
    title: 'Facebook & Instagram Ads voor vakbedrijven',
    description:
      'Facebook en Instagram Ads voor schilders, isoleerders en andere vakbedrijven. Laat je werk zien aan huiseigenaren in je regio: +175% betere resultaten.',
    keywords: [
      'Facebook Ads vakbedrijf',
      'Instagram adverteren aannemer',
      'Facebook advertenties schilder',
      'Meta Ads bureau',
      'leads via Facebook',
      'social media advertenties bouw',
    ],
  },
  hero: {
    badge: 'Voor renovatie, onderhoud en verbouw',
    title: 'Bereik klanten in jouw regio',
    titleAccent: 'nog voordat ze gaan zoeken.',
    subtitle:
      'Huiseigenaren scrollen elke dag door Facebook en Instagram. Wij laten ze jouw mooiste projecten zien, precies als ze plannen maken om te verbouwen. Onze klanten halen gemiddeld +175% betere resultaten dan met hun eigen advertenties.',
    primaryCta: 'Start je gratis Facebook Ads-audit',
    secondaryCta: { label: 'Bekijk de pakketten', sectionId: SERVICE_SECTION_IDS.packages },
    reassurance: ['Gratis en vrijblijvend', 'Advertenties met je eigen projecten', 'Alleen in jouw werkgebied'],
  },
  stats: [
    { value: '+175%', label: 'betere resultaten' },
    { value: '€5M+', label: 'extra omzet voor klanten' },
    { value: '4.9/5', label: 'gemiddelde klantbeoordeling' },
    { value: '24 uur', label: 'tot je audit-resultaat' },
  ],
  benefits: {
    eyebrow: 'Waarom Facebook & Instagram',
    title: 'Laat zien wat je kunt, aan wie het nodig heeft',
    intro:
      'Niet elke klant zoekt al in Google. Wie overweegt de gevel te laten schilderen of het huis te isoleren, oriënteert zich eerst. Met Facebook en Instagram ben jij dan het bedrijf dat ze kennen.',
    items: [
      {
        icon: Users,
        title: 'Eerder in beeld dan je concurrent',
        description: 'Huiseigenaren zien jouw werk al voordat ze gaan vergelijken. Bij de offerte-aanvraag ben jij hun eerste keus.',
      },
      {
        icon: Camera,
        title: 'Je vakmanschap spreekt voor zich',
        description: 'Voor-en-na-foto’s en korte video’s van je eigen projecten overtuigen beter dan welke tekst ook.',
      },
      {
        icon: MapPin,
        title: 'Alleen in jouw werkgebied',
        description: 'We adverteren binnen een straal die jij kiest rond je vestiging. Geen budget voor klanten die je niet kunt helpen.',
      },
      {
        icon: Wallet,
        title: 'Lage kosten per aanvraag',
        description:
          'Met lead-formulieren in de app vraagt een klant in een paar tikken een offerte aan, zonder je website te hoeven laden.',
      },
    ],
  },
  services: {
    eyebrow: 'Wat we doen',
    title: 'Campagnes die opvallen tussen de vakantiefoto’s',
    intro: 'Wij regelen strategie, advertenties en meting. Jij levert af en toe een foto van je werk aan.',
    items: [
      {
        icon: Target,
        title: 'Doelgroep en strategie',
        description: 'Huiseigenaren, VvE’s of bedrijven: we bepalen wie je wilt bereiken en met welke boodschap.',
      },
      {
        icon: Images,
        title: 'Advertenties met je eigen projecten',
        description: 'We maken advertenties van je foto’s en video’s, en geven tips om ze op de bouwplaats met je telefoon te maken.',
      },
      {
        icon: ClipboardList,
        title: 'Lead-formulieren',
        description: 'Aanvragen met naam, telefoonnummer en omschrijving van de klus komen direct in je mailbox.',
      },
      {
        icon: Repeat,
        title: 'Retargeting',
        description: 'Wie je website of video bekeek, ziet je terug met reviews en een concreet aanbod.',
      },
      {
        icon: ChartLine,
        title: 'Meta Pixel en Conversions API',
        description: 'Nauwkeurige meting, ook met cookiebeperkingen, zodat Meta leert welke mensen echte klanten worden.',
      },
      {
        icon: FlaskConical,
        title: 'Testen en opschalen',
        description: 'We testen beelden, teksten en doelgroepen tegen elkaar en zetten meer budget op wat werkt.',
      },
    ],
  },
  callout: {
    title: 'Het sterkst in combinatie met Google Ads',
    text: 'Facebook en Instagram maken je bekend, Google vangt de klant op het moment dat hij zoekt. Met het Scale-pakket beheren we beide platformen als één campagne.',
  },
  caseStudy: {
    eyebrow: 'Case study',
    title: 'Een schildersagenda vol tot na de zomer',
    slug: 'schilder-leads',
    summary:
      'Schildersbedrijf Jansen dacht dat online adverteren niets voor schilders was. We lieten huiseigenaren in de regio voor-en-na-foto’s van hun buitenschilderwerk zien.',
    approach: [
      'Carrousels met voor-en-na-foto’s van eigen projecten',
      'Campagnes in het voorjaar, vóór het buitenseizoen',
      'Lead-formulieren met vragen over type woning en planning',
      'Retargeting met reviews van tevreden klanten',
    ],
  },
  process: {
    eyebrow: 'Werkwijze',
    title: 'Van idee naar aanvragen',
    intro: 'Zo gaan we van de eerste kennismaking naar een campagne die elke week nieuwe klanten oplevert.',
    steps: [
      {
        step: 1,
        title: 'Gratis audit',
        description: 'We bekijken je huidige advertenties, website en concurrenten, en bespreken je doelen.',
        duration: '15 minuten',
      },
      {
        step: 2,
        title: 'Doelgroep en creatie',
        description: 'We bepalen wie je wilt bereiken en maken advertenties met foto’s en video’s van jouw projecten.',
        duration: '1 week',
      },
      {
        step: 3,
        title: 'Lancering',
        description: 'Campagnes en lead-formulieren gaan live. Elke aanvraag komt direct bij jou binnen.',
        duration: '1-2 weken',
      },
      {
        step: 4,
        title: 'Testen en opschalen',
        description: 'We testen beelden, teksten en doelgroepen, en zetten meer budget op wat werkt.',
        duration: 'Doorlopend',
      },
    ],
  },
  pricing: {
    eyebrow: 'Pakketten',
    title: 'Facebook & Instagram Ads-pakketten',
    intro:
      'Starter en Growth richten zich volledig op Facebook en Instagram. Wil je ook bovenaan in Google staan? Met Scale beheren we beide platformen.',
    packages: packagesForPlatform('Facebook & Instagram'),
    notes: pricingNotes,
  },
  faq: {
    eyebrow: 'Veelgestelde vragen',
    title: 'Vragen over Facebook & Instagram Ads',
    items: [
      {
        question: 'Werkt adverteren op Facebook ook voor mijn vak?',
        answer:
          'Vooral voor klussen waar klanten over nadenken, zoals schilderwerk, isolatie, gevelrenovatie, dakkapellen en badkamers. Voor spoedklussen als lekkages combineren we het liefst met Google Ads.',
      },
      {
        question: 'Moet ik zelf foto’s en video’s aanleveren?',
        answer:
          'Foto’s van je eigen projecten werken het best, en ze hoeven niet perfect te zijn. We geven je tips om ze met je telefoon te maken en maken er zelf de advertenties van.',
      },
      {
        question: 'Hoeveel advertentiebudget heb ik nodig?',
        answer: `Het advertentiebudget betaal je rechtstreeks aan Meta; het zit niet in onze pakketten. Wij adviseren ${RECOMMENDED_AD_BUDGET}.`,
      },
      {
        question: 'Kan ik Facebook Ads en Google Ads combineren?',
        answer: `Ja. Met het Scale-pakket (${packagePrice('Scale')} per maand) beheren we Google Ads én Facebook & Instagram Ads, met een vaste accountmanager.`,
      },
    ],
  },
  cta: {
    title: 'Zien wat Facebook & Instagram jou kunnen opleveren?',
    text: 'In een audit van 15 minuten laten we zien hoe groot je doelgroep in jouw regio is, welke advertenties werken in jouw vak en wat een aanvraag ongeveer kost. Je ontvangt het resultaat binnen 24 uur.',
    button: 'Vraag je gratis audit aan',
    promises: auditPromises,
  },
};
