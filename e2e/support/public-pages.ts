/**
 * What every public page must show: the browser tests and the plain-HTTP SEO test both run over
 * this table, and the SEO test fails when sitemap.xml lists a page that has no row here.
 * A new page adds one row.
 */
export interface PublicPageExpectation {
  path: string;
  /** The page's only h1, exactly (whitespace collapsed). */
  h1: string;
  /** Texts that must be on the page (headings, figures, prices, claims). */
  texts: readonly string[];
  /** Element ids that links point at (e.g. /#pricing). */
  anchors?: readonly string[];
  /** JSON-LD @type values the page must carry besides LocalBusiness (e.g. Service, FAQPage). */
  jsonLdTypes?: readonly string[];
}

/**
 * SPEC.md section 3, "Case figures", written out here on purpose (not imported from the client's
 * content), so a wrong figure in content/cases.ts fails the test.
 */
interface CaseFigures {
  slug: string;
  industry: string;
  h1: string;
  author: string;
  leads: [number, number];
  costPerLead: [number, number];
  conversion: [number, number];
}

const caseFigures: readonly CaseFigures[] = [
  { slug: 'dakdekker-leads', industry: 'Dakdekker', h1: 'Van 5 naar 45 leads per maand voor Dakwerken Van Dijk', author: 'Mark van Dijk', leads: [5, 45], costPerLead: [165, 45], conversion: [10, 25] },
  { slug: 'loodgieter-leads', industry: 'Loodgieter', h1: 'Van 10 naar 51 aanvragen per maand voor Loodgietersbedrijf De Vries', author: 'Sandra de Vries', leads: [10, 51], costPerLead: [125, 35], conversion: [18, 34] },
  { slug: 'schilder-leads', industry: 'Schilder', h1: 'Een volle agenda tot na de zomer voor Schildersbedrijf Jansen', author: 'Peter Jansen', leads: [12, 45], costPerLead: [89, 38], conversion: [15, 32] },
  { slug: 'stukadoor-leads', industry: 'Stukadoor', h1: 'Van 8 naar 34 leads per maand voor Stukadoorsbedrijf Bakker', author: 'Kevin Bakker', leads: [8, 34], costPerLead: [125, 42], conversion: [12, 28] },
  { slug: 'isolatie-leads', industry: 'Isolatie', h1: 'Vijf keer meer aanvragen voor Isolatie Expert Noord', author: 'Erik Smit', leads: [9, 45], costPerLead: [180, 52], conversion: [11, 29] },
  { slug: 'gevel-leads', industry: 'Gevelrenovatie', h1: 'Van 12 naar 46 leads per maand voor Gevelrenovatie Visser', author: 'Ron Visser', leads: [12, 46], costPerLead: [165, 58], conversion: [15, 32] },
  { slug: 'steiger-leads', industry: 'Steigerbouw', h1: 'Van 15 naar 66 zakelijke aanvragen voor Steigerbouw Mulder', author: 'Dennis Mulder', leads: [15, 66], costPerLead: [140, 45], conversion: [22, 38] },
  { slug: 'lekkage-spoed', industry: 'Lekkage spoedservice', h1: 'Van 8 naar 50 spoedklussen per maand voor Lekkage Spoedservice 24/7', author: 'Mohamed El Amrani', leads: [8, 50], costPerLead: [145, 38], conversion: [35, 68] },
  { slug: 'stroom-spoed', industry: 'Elektricien spoedservice', h1: 'Van 10 naar 54 spoedaanvragen per maand voor Elektra Spoed Amsterdam', author: 'Jeroen de Boer', leads: [10, 54], costPerLead: [140, 42], conversion: [25, 58] },
];

/** Every case page: the template's fixed parts plus the case's own before/after figures. */
function casePage(figures: CaseFigures): PublicPageExpectation {
  return {
    path: `/resultaten/${figures.slug}`,
    h1: figures.h1,
    texts: [
      `${figures.industry} Case Study`,
      'Het bedrijf',
      'De uitdaging',
      'Voor en na de samenwerking',
      `van ${figures.leads[0]} naar ${figures.leads[1]}`,
      `van €${figures.costPerLead[0]} naar €${figures.costPerLead[1]}`,
      `van ${figures.conversion[0]}% naar ${figures.conversion[1]}%`,
      'Leads per maand',
      'Kosten per lead',
      'Conversieratio',
      'Onze Aanpak',
      figures.author,
      'Start Gratis Campagne-Audit',
      'Geen verplichtingen',
      'Resultaat binnen 24 uur',
      'Persoonlijk advies',
      'binnen 3 maanden',
      'Bekijk ook deze cases',
    ],
    jsonLdTypes: ['Article', 'BreadcrumbList'],
  };
}

export const publicPages: readonly PublicPageExpectation[] = [
  {
    path: '/',
    h1: 'Meer aanvragen voor jouw vakbedrijf. Elke maand weer.',
    texts: [
      'Start je gratis campagne-audit',
      'Alles wat nodig is om online klanten te winnen',
      'Google Ads',
      'Facebook & Instagram Ads',
      'Conversie-optimalisatie',
      'Website Bouwen',
      'Goed in je vak, maar online blijft het stil',
      'Gespecialiseerd in vakbedrijven. Afgerekend op resultaat.',
      'Vakmensen over hun resultaten',
      'Van 5 naar 45 leads per maand',
      'Heldere pakketten, geen verrassingen',
      'vast uurtarief van €75',
      'Starter',
      '€600',
      '8 uur per maand · €500 eenmalige setup',
      'Live binnen 1 week',
      'Growth',
      '€1.500',
      '20 uur per maand · €750 eenmalige setup',
      'Live binnen 2 weken',
      'Meest gekozen',
      'Scale',
      '€3.750',
      '50 uur per maand · €1.000 eenmalige setup',
      'Live binnen 3 weken',
      'Dedicated accountmanager',
      'Google Ads én Facebook & Instagram Ads',
      'Minimale looptijd 3 maanden',
      'wij adviseren minimaal €1.000 - €1.500 per maand',
      'Klaar voor meer aanvragen?',
      '120K+',
      '€5M+',
      '4.9/5',
    ],
    anchors: ['pricing', 'contact'],
  },
  {
    path: '/over-ons',
    h1: 'Wij zorgen dat vakmensen gevonden worden',
    texts: [
      'Onze missie',
      'Een volle agenda met klussen die je zelf kiest',
      'Onze waarden',
      'Volledig transparant',
      'Resultaat boven alles',
      'Kennis van jouw vak',
      'Persoonlijk en eerlijk',
      'Vakleads in cijfers',
      '90+',
      '120K+',
      '€5M+',
      '12 uur',
      'gemiddelde reactietijd',
      'Van start-up naar specialist: 2019 - 2025',
      ...['2019', '2020', '2021', '2022', '2023', '2024', '2025'],
      'Opgericht in Amsterdam',
      '90+ klanten en 120.000+ leads',
      'Benieuwd wat we voor jouw bedrijf kunnen doen?',
      'We reageren gemiddeld binnen 12 uur',
    ],
    jsonLdTypes: ['BreadcrumbList'],
  },
  {
    path: '/tarieven',
    h1: 'Eerlijke prijzen, meetbare resultaten',
    texts: [
      'Nog 4 plekken vrij voor Google Ads deze maand',
      'vast uurtarief van €75',
      'Eén vast uurtarief',
      '8 uur × €75 = €600',
      'Starter',
      '8 uur × €75',
      '€600',
      '€500',
      'Eerste campagne live binnen 1 week',
      'Growth',
      '20 uur × €75',
      '€1.500',
      '€750',
      'Eerste campagne live binnen 2 weken',
      'Meest gekozen',
      'Scale',
      '50 uur × €75',
      '€3.750',
      '€1.000',
      'Eerste campagne live binnen 3 weken',
      'Dedicated accountmanager',
      '1 platform: Google Ads óf Facebook & Instagram',
      'Google Ads én Facebook & Instagram Ads',
      'Wat je mag verwachten',
      'Ideaal voor:',
      'Na 3 maanden maandelijks opzegbaar',
      'Geen verborgen kosten',
      'Na 3 maanden opzegbaar',
      'Elke maand inzicht',
      'Vaste marketeer',
      'Mark van Dijk',
      'Sandra de Vries',
      'Peter Jansen',
      'Vragen over onze tarieven',
      'Is het advertentiebudget inbegrepen in de prijs?',
      'Kan ik later van pakket wisselen?',
      'Minimale contractduur van 3 maanden',
      'wij adviseren minimaal €1.000 - €1.500 per maand',
      'Upgraden kan maandelijks; downgraden alleen aan het einde van de contractperiode.',
    ],
    jsonLdTypes: ['Service', 'FAQPage', 'BreadcrumbList'],
  },
  {
    path: '/contact',
    h1: 'Laten we kennismaken',
    texts: [
      'Op werkdagen reageren we binnen 2 uur.',
      '020 123 4567',
      'info@vakleads.nl',
      'Amsterdam',
      'Ma - Vr: 9:00 - 18:00',
      'Weekend: op afspraak',
      'Direct contact via WhatsApp',
      'Stuur een WhatsApp-bericht',
      'Gratis campagne-audit',
      'Vraag de gratis audit aan',
      'Wat gebeurt er na je aanvraag?',
      'Binnen 2 uur reactie',
      'Stuur ons een bericht',
      ...['Voornaam', 'Achternaam', 'E-mail', 'Telefoon', 'Bedrijfsnaam', 'Website', 'Bericht'],
      'Verstuur bericht',
      'Hoe snel krijg ik antwoord?',
      'Is het eerste gesprek echt gratis?',
      'Kan ik langskomen op jullie kantoor?',
      'Werken jullie ook buiten Amsterdam?',
    ],
    jsonLdTypes: ['FAQPage', 'BreadcrumbList'],
  },
  {
    path: '/resultaten',
    h1: 'Alle 9 bewezen resultaten',
    texts: [
      '+422%',
      'gemiddeld meer leads per maand',
      '-68%',
      '2,1x',
      'Kies jouw vakgebied',
      ...caseFigures.map((figures) => figures.industry),
      'Dakdekker: van 5 naar 45 leads per maand',
      '+800% meer leads',
      'Lees de case',
    ],
    jsonLdTypes: ['CollectionPage', 'BreadcrumbList'],
  },
  ...caseFigures.map(casePage),
];

/** A path no page has: the not-found page. */
export const UNKNOWN_PATH = '/deze-pagina-bestaat-niet';
