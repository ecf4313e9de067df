import { LeadOutcome, LeadSource, LeadStatus } from '../leads/lead.enums';
import type { NewLead } from '../leads/lead-capture.service';
import { BusinessSize, BusinessType, Challenge, InvestmentBudget, MarketingChannel, MonthlyBudget, Timeline } from '../leads/survey.enums';
import type { ButtonClickRecord, SurveyAnswers } from '../leads/survey.model';

/**
 * Realistic Dutch demo leads for `npm run seed` (through the services) and the benchmarks (bulk).
 * Deterministic for a given seed, so two runs build the same data.
 */

export interface Random {
  next(): number;
  int(below: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** Picks by weight: [[value, weight], ...]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  some<T>(items: readonly T[], min: number, max: number): T[];
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]) => items[int(items.length)];
  return {
    next,
    int,
    pick,
    chance: (probability) => next() < probability,
    weighted<T>(entries: readonly (readonly [T, number])[]) {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return entries[entries.length - 1][0];
    },
    some<T>(items: readonly T[], min: number, max: number) {
      const count = min + int(max - min + 1);
      return [...items].sort(() => next() - 0.5).slice(0, count);
    },
  };
}

const FIRST_NAMES = [
  'Jan',
  'Pieter',
  'Kees',
  'Henk',
  'Willem',
  'Bram',
  'Daan',
  'Ruben',
  'Thijs',
  'Sander',
  'Bas',
  'Joost',
  'Mark',
  'Erik',
  'Martijn',
  'Jeroen',
  'Niels',
  'Koen',
  'Stefan',
  'Gert',
  'Harm',
  'Sven',
  'Tim',
  'Lars',
  'Rick',
  'Dennis',
  'Marco',
  'Sanne',
  'Anouk',
  'Lotte',
  'Eva',
  'Femke',
  'Linda',
  'Marieke',
  'Ingrid',
  'Petra',
  'Esther',
  'Mirjam',
  'Sophie',
  'Iris',
  'Mohamed',
  'Youssef',
  'Murat',
  'Emre',
  'Dewi',
  'Priya',
];
const LAST_NAMES = [
  'de Vries',
  'Jansen',
  'van den Berg',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
  'Brouwer',
  'de Wit',
  'Dijkstra',
  'Smits',
  'de Graaf',
  'van der Meer',
  'van der Linden',
  'Kok',
  'Jacobs',
  'de Haan',
  'Vermeulen',
  'van den Heuvel',
  'van der Veen',
  'van den Broek',
  'Schouten',
  'Willems',
  'van Dijk',
  'Hoekstra',
  'Maas',
  'Verhoeven',
  'Koster',
  'Prins',
  'Blom',
  'Huisman',
  'Kuipers',
  'Postma',
  'El Amrani',
  'Yilmaz',
  'Kaya',
];
const CITIES: readonly (readonly [string, string])[] = [
  ['Amsterdam', '020'],
  ['Rotterdam', '010'],
  ['Den Haag', '070'],
  ['Utrecht', '030'],
  ['Eindhoven', '040'],
  ['Groningen', '050'],
  ['Tilburg', '013'],
  ['Almere', '036'],
  ['Breda', '076'],
  ['Nijmegen', '024'],
  ['Apeldoorn', '055'],
  ['Haarlem', '023'],
  ['Arnhem', '026'],
  ['Zwolle', '038'],
  ['Amersfoort', '033'],
  ['Leiden', '071'],
  ['Maastricht', '043'],
  ['Dordrecht', '078'],
  ['Alkmaar', '072'],
  ['Den Bosch', '073'],
  ['Zaandam', '075'],
  ['Hilversum', '035'],
];

export interface Trade {
  key: string;
  casePath: string;
  caseTitle: string;
  companyPatterns: readonly ((last: string, city: string) => string)[];
  services: readonly string[];
}

export const TRADES: readonly Trade[] = [
  {
    key: 'dakdekker',
    casePath: '/resultaten/dakdekker-leads',
    caseTitle: 'Dakdekker Leads Case Study',
    companyPatterns: [(l) => `Dakwerken ${l}`, (l) => `Dakdekkersbedrijf ${l}`, (_, c) => `${c} Dak & Goot`, (l) => `${l} Dakrenovatie`],
    services: ['Dakreparatie', 'Dakgoten vervangen', 'Bitumen daken', 'Dakkapellen', 'Pannendaken', 'Zinkwerk', 'Dakisolatie'],
  },
  {
    key: 'loodgieter',
    casePath: '/resultaten/loodgieter-leads',
    caseTitle: 'Loodgieter Leads Case Study',
    companyPatterns: [(l) => `Loodgietersbedrijf ${l}`, (l) => `${l} Installatietechniek`, (_, c) => `Loodgieter ${c} 24/7`],
    services: ['Lekkage verhelpen', 'Cv-ketel onderhoud', 'Badkamerrenovatie', 'Riool ontstoppen', 'Waterleiding aanleggen'],
  },
  {
    key: 'schilder',
    casePath: '/resultaten/schilder-leads',
    caseTitle: 'Schilder Leads Case Study',
    companyPatterns: [(l) => `Schildersbedrijf ${l}`, (l) => `${l} Schilderwerken`, (_, c) => `${c} Schilders`],
    services: ['Buitenschilderwerk', 'Binnenschilderwerk', 'Houtrotherstel', 'Behangen', 'Glaszetten'],
  },
  {
    key: 'stukadoor',
    casePath: '/resultaten/stukadoor-leads',
    caseTitle: 'Stukadoor Leads Case Study',
    companyPatterns: [(l) => `Stukadoorsbedrijf ${l}`, (l) => `${l} Afbouw`, (_, c) => `Stukwerk ${c}`],
    services: ['Wanden stucen', 'Plafonds stucen', 'Sierpleister', 'Spackspuiten', 'Betonciré'],
  },
  {
    key: 'isolatie',
    casePath: '/resultaten/isolatie-leads',
    caseTitle: 'Isolatie Leads Case Study',
    companyPatterns: [(l) => `${l} Isolatietechniek`, (_, c) => `Isolatie ${c}`, (l) => `Isoleerbedrijf ${l}`],
    services: ['Spouwmuurisolatie', 'Vloerisolatie', 'Dakisolatie', 'HR++ glas', 'Bodemisolatie'],
  },
  {
    key: 'gevel',
    casePath: '/resultaten/gevel-leads',
    caseTitle: 'Gevel Leads Case Study',
    companyPatterns: [(l) => `${l} Gevelrenovatie`, (_, c) => `Gevelspecialist ${c}`, (l) => `Gevelreiniging ${l}`],
    services: ['Gevelreiniging', 'Voegwerk', 'Gevelimpregneren', 'Metselwerk herstellen', 'Graffiti verwijderen'],
  },
  {
    key: 'steiger',
    casePath: '/resultaten/steiger-leads',
    caseTitle: 'Steiger Leads Case Study',
    companyPatterns: [(l) => `${l} Steigerbouw`, (_, c) => `Steigerverhuur ${c}`, (l) => `Steigerbouwbedrijf ${l}`],
    services: ['Steigerverhuur', 'Rolsteigers', 'Steigerbouw op maat', 'Hoogwerkers', 'Dakrandbeveiliging'],
  },
  {
    key: 'lekkage',
    casePath: '/resultaten/lekkage-spoed',
    caseTitle: 'Lekkage Spoed Case Study',
    companyPatterns: [(_, c) => `Lekkage Spoed ${c}`, (l) => `${l} Lekdetectie`, (_, c) => `Spoedservice ${c}`],
    services: ['Lekdetectie', 'Daklekkage', 'Waterschade herstel', 'Vochtbestrijding', 'Spoedreparatie'],
  },
  {
    key: 'elektricien',
    casePath: '/resultaten/stroom-spoed',
    caseTitle: 'Stroom Spoed Case Study',
    companyPatterns: [(l) => `Elektrotechniek ${l}`, (_, c) => `Elektricien ${c}`, (l) => `${l} Installaties`],
    services: ['Groepenkast vervangen', 'Storingsdienst', 'Laadpalen', 'Zonnepanelen aansluiten', 'Verlichting'],
  },
];

/** Buttons and pages of the real site that open the quick scan. */
const CLICKS: readonly (readonly [Omit<ButtonClickRecord, 'timestamp'>, number])[] = [
  [{ buttonText: 'Gratis Audit', pagePath: '/', pageTitle: 'Home' }, 24],
  [{ buttonText: 'Start Gratis Campagne-Audit', pagePath: '/', pageTitle: 'Home' }, 14],
  [{ buttonText: 'Gratis Audit', pagePath: '/tarieven', pageTitle: 'Tarieven' }, 8],
  [{ buttonText: 'Gratis Audit', pagePath: '/diensten/google-ads', pageTitle: 'Google Ads' }, 7],
  [{ buttonText: 'Start Gratis Audit', pagePath: '/diensten/facebook-ads', pageTitle: 'Facebook & Instagram Ads' }, 5],
  [{ buttonText: 'Gratis website audit', pagePath: '/diensten/website-bouwen', pageTitle: 'Website Bouwen' }, 5],
  [{ buttonText: 'Start scan', pagePath: '/', pageTitle: 'Home' }, 6],
  [{ buttonText: 'Gratis Quick Scan', pagePath: '/', pageTitle: 'Home' }, 6],
  [{ buttonText: 'Ja, ik wil de gratis analyse!', pagePath: '/over-ons', pageTitle: 'Over Ons' }, 3],
  [{ buttonText: 'Claim je gratis quick scan', pagePath: '/contact', pageTitle: 'Contact' }, 3],
  [{ buttonText: 'Gratis audit aanvragen', pagePath: '/resultaten', pageTitle: 'Resultaten' }, 4],
];

const FRUSTRATIONS = [
  'Veel aanvragen van prijsvragers die nooit iets afnemen.',
  'We betalen maandelijks voor advertenties maar zien niet wat het oplevert.',
  'In de winter valt het werk stil, in de zomer kunnen we het niet aan.',
  'Concurrenten staan altijd boven ons in Google.',
  'Geen tijd om naast het werk ook nog marketing te doen.',
  'Werkspot en dergelijke platforms zijn te duur per lead geworden.',
];
const GOALS = [
  'Elke week minimaal vijf serieuze offerteaanvragen in de regio.',
  "Meer grote projecten bij VvE's en zakelijke klanten.",
  'Minder afhankelijk worden van mond-tot-mondreclame.',
  'Een tweede bus met monteurs volledig aan het werk houden.',
  'Binnen een jaar twee extra vakmensen kunnen aannemen.',
];
const NOTES = [
  'Gebeld, terugbellen na 16:00.',
  'Voicemail ingesproken, morgen opnieuw proberen.',
  'Offerte Growth pakket gemaild, wil eerst met compagnon overleggen.',
  'Enthousiast over de case study, afspraak volgende week dinsdag.',
  'Heeft al een bureau, contract loopt over drie maanden af.',
  'Wil starten met Google Ads, budget rond de 1500 per maand.',
  'Geen gehoor, mail gestuurd.',
];
const IMPROVEMENTS = [
  'Meer aanvragen via de website',
  'Betere vindbaarheid in Google',
  'Snellere website',
  'Meer reviews',
  'Duidelijkere prijzen',
];
const PRIORITIES = ['Meer leads', 'Lagere kosten per lead', 'Betere kwaliteit aanvragen', 'Meer naamsbekendheid', 'Inzicht in resultaten'];
const METRICS = ['Aantal offerteaanvragen', 'Kosten per lead', 'Omzet uit online', 'Aantal telefoontjes', 'Conversieratio website'];

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, 'en')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const digits = (random: Random, count: number) => Array.from({ length: count }, () => random.int(10)).join('');

export function demoSurvey(random: Random, trade: Trade): SurveyAnswers {
  const channels = random.weighted<MarketingChannel[]>([
    [[], 2],
    [[MarketingChannel.NONE], 2],
    [[MarketingChannel.WORD_OF_MOUTH], 5],
    [
      random.some(
        [
          MarketingChannel.GOOGLE_ADS,
          MarketingChannel.SOCIAL_MEDIA,
          MarketingChannel.WEBSITE,
          MarketingChannel.WORD_OF_MOUTH,
          MarketingChannel.SEO,
          MarketingChannel.PRINT,
          MarketingChannel.FACEBOOK_INSTAGRAM_ADS,
        ],
        2,
        4,
      ),
      6,
    ],
  ]);
  return {
    businessServices: random.some(trade.services, 1, 5),
    businessType: random.weighted([
      [BusinessType.EENMANSZAAK, 8],
      [BusinessType.VOF, 4],
      [BusinessType.BV, 6],
      [BusinessType.NV, 0.3],
      [BusinessType.STICHTING, 0.3],
      [BusinessType.VERENIGING, 0.2],
    ]),
    businessSize: random.weighted([
      [BusinessSize.SOLO, 5],
      [BusinessSize.SIZE_2_5, 8],
      [BusinessSize.SIZE_6_15, 5],
      [BusinessSize.SIZE_16_50, 2],
      [BusinessSize.SIZE_50_PLUS, 0.5],
    ]),
    currentMarketing: channels,
    marketingMethods: channels.length > 1 ? 'Een beetje Google Ads en Facebook, verder vooral via bekenden.' : undefined,
    doingMarketingSelf: random.chance(0.7),
    monthlyBudget: random.weighted([
      [MonthlyBudget.EUR_0_500, 6],
      [MonthlyBudget.EUR_500_1000, 6],
      [MonthlyBudget.EUR_1000_2500, 5],
      [MonthlyBudget.EUR_2500_5000, 2],
      [MonthlyBudget.EUR_5000_PLUS, 1],
    ]),
    mainChallenges: random.some(Object.values(Challenge), 1, 3),
    biggestFrustration: random.pick(FRUSTRATIONS),
    missedOpportunities: random.chance(0.5) ? 'Grote renovatieprojecten gaan naar bedrijven die beter online te vinden zijn.' : undefined,
    improvementAreas: random.some(IMPROVEMENTS, 1, 3),
    competitorAdvantages: random.chance(0.4) ? 'Ze hebben veel meer Google reviews en een moderne website.' : undefined,
    specificGoals: random.pick(GOALS),
    timeline: random.weighted([
      [Timeline.ASAP, 4],
      [Timeline.WITHIN_1_MONTH, 5],
      [Timeline.MONTHS_1_3, 5],
      [Timeline.MONTHS_3_6, 2],
      [Timeline.MONTHS_6_PLUS, 1],
    ]),
    priorities: random.some(PRIORITIES, 1, 3),
    successMetrics: random.some(METRICS, 1, 3),
    investmentBudget: random.weighted([
      [InvestmentBudget.EUR_0_500, 2],
      [InvestmentBudget.EUR_500_1500, 5],
      [InvestmentBudget.EUR_1500_3000, 5],
      [InvestmentBudget.EUR_3000_6000, 3],
      [InvestmentBudget.EUR_6000_10000, 2],
      [InvestmentBudget.EUR_10000_PLUS, 1],
      [InvestmentBudget.UNDECIDED, 2],
    ]),
    budgetFlexibility: random.pick(['Vast budget', 'Flexibel als het resultaat oplevert', 'Eerst klein beginnen']),
    expectedROI: random.pick(['Minimaal 3x terug', 'Binnen 3 maanden terugverdiend', 'Geen idee, daarom vraag ik het jullie']),
    websiteSatisfaction: 1 + random.int(10),
  };
}

/** The first answers of a survey left halfway (saved after each step). */
export function partialSurvey(random: Random, survey: SurveyAnswers): SurveyAnswers {
  const keys = Object.keys(survey) as (keyof SurveyAnswers)[];
  const answered = keys.slice(0, 2 + random.int(keys.length - 4));
  return Object.fromEntries(answered.map((key) => [key, survey[key]]));
}

export interface DemoLead {
  lead: NewLead;
  createdAt: Date;
  survey: SurveyAnswers | null;
  surveyCompleted: boolean;
  /** Where an admin has put the lead by now (a completed survey already moved NEW to QUALIFIED). */
  status: LeadStatus;
  outcome: LeadOutcome | null;
  notes: string | null;
  /**
   * When an admin first reached the lead (the move out of 'Nieuw', or the first 'Contact gehad'):
   * mostly within the hour, now and then the next working day, as speed to lead looks at an agency
   * that answers within two hours. Null: not contacted yet.
   */
  firstContact: Date | null;
  /** The latest contact: the first one, or a follow-up days later. */
  lastContact: Date | null;
  /** A deal value an admin typed in, sometimes. */
  value: number | null;
}

export function demoLead(random: Random, createdAt: Date): DemoLead {
  const trade = random.pick(TRADES);
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const [city, areaCode] = random.pick(CITIES);
  const company = random.pick(trade.companyPatterns)(
    last.replace(/^(van der|van den|van|de|el) /i, (m) => m[0].toUpperCase() + m.slice(1)),
    city,
  );
  const domain = `${slug(company)}.nl`;
  const source = random.weighted([
    [LeadSource.QUICKSCAN, 70],
    [LeadSource.CONTACT, 22],
    [LeadSource.WHATSAPP, 8],
  ]);
  const phone = random.chance(0.6) ? `06-${digits(random, 8)}` : `${areaCode}-${digits(random, 10 - areaCode.length)}`;
  const click = random.chance(0.2)
    ? { buttonText: 'Start Gratis Campagne-Audit', pagePath: trade.casePath, pageTitle: trade.caseTitle }
    : random.weighted(CLICKS);
  const buttonClick: ButtonClickRecord | null =
    source === LeadSource.QUICKSCAN || random.chance(0.3)
      ? { ...click, timestamp: new Date(createdAt.getTime() - (20 + random.int(400)) * 1000).toISOString() }
      : null;

  const surveyed = source === LeadSource.QUICKSCAN ? random.chance(0.85) : random.chance(0.15);
  const fullSurvey = surveyed ? demoSurvey(random, trade) : null;
  const surveyCompleted = surveyed && random.chance(0.75);
  const survey = fullSurvey && !surveyCompleted ? partialSurvey(random, fullSurvey) : fullSurvey;

  const ageDays = (Date.now() - createdAt.getTime()) / 86_400_000;
  // Older leads have travelled further along the board.
  const status =
    ageDays < 3
      ? surveyCompleted
        ? LeadStatus.QUALIFIED
        : LeadStatus.NEW
      : random.weighted([
          [surveyCompleted ? LeadStatus.QUALIFIED : LeadStatus.NEW, ageDays < 14 ? 5 : 2],
          [LeadStatus.CONTACTED, 3],
          [LeadStatus.QUALIFIED, 2],
          [LeadStatus.CLOSED, ageDays < 14 ? 1 : 3],
        ]);
  const outcome =
    status === LeadStatus.CLOSED
      ? random.weighted([
          [LeadOutcome.WON, 4],
          [LeadOutcome.LOST, 1],
        ])
      : random.weighted([
          [null, 10],
          [LeadOutcome.LOST, ageDays > 20 ? 2 : 0.3],
        ]);
  const contacted = status !== LeadStatus.NEW;
  const minutesToFirstContact = random.weighted<readonly [number, number]>([
    [[2, 5], 15],
    [[5, 60], 35],
    [[60, 240], 30],
    [[240, 1440], 15],
    [[1440, 4320], 5],
  ]);
  const [fromMinutes, toMinutes] = minutesToFirstContact;
  const firstContact = contacted
    ? new Date(
        Math.max(
          createdAt.getTime(),
          Math.min(createdAt.getTime() + (fromMinutes + random.next() * (toMinutes - fromMinutes)) * 60_000, Date.now() - 60_000),
        ),
      )
    : null;
  // A follow-up for half the older leads, within two weeks of the first contact and before now.
  const followUpDays = firstContact && ageDays > 3 && random.chance(0.5) ? 1 + random.next() * Math.min(13, ageDays - 2) : 0;
  const lastContact = firstContact
    ? new Date(Math.max(firstContact.getTime(), Math.min(firstContact.getTime() + followUpDays * 86_400_000, Date.now() - 60_000)))
    : null;
  return {
    lead: {
      name: `${first} ${last}`,
      email: random.chance(0.5) ? `info@${domain}` : `${slug(first)}@${domain}`,
      phone,
      company: source === LeadSource.WHATSAPP && random.chance(0.5) ? null : company,
      website: source === LeadSource.QUICKSCAN || random.chance(0.5) ? `https://www.${domain}` : null,
      message:
        source === LeadSource.CONTACT
          ? `Wij zijn een ${trade.key}sbedrijf uit ${city} en willen graag meer aanvragen. Kunnen jullie ons helpen?`
          : null,
      budget: source === LeadSource.CONTACT ? random.pick(['<1000', '1000-5000', '5000-10000', '10000+']) : null,
      source,
      buttonClick,
    },
    createdAt,
    survey,
    surveyCompleted,
    status,
    outcome,
    notes: contacted && random.chance(0.7) ? random.pick(NOTES) : null,
    firstContact,
    lastContact,
    value: status === LeadStatus.CLOSED && random.chance(0.4) ? random.pick([1800, 4500, 6000, 9000, 15000]) : null,
  };
}

/** `count` creation times over the last `days` days, oldest first, busier on weekdays and office hours. */
export function demoTimes(random: Random, count: number, days: number, now = Date.now()): Date[] {
  const times: number[] = [];
  while (times.length < count) {
    const t = now - random.next() * days * 86_400_000;
    const date = new Date(t);
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
    const hour = (date.getUTCHours() + 1) % 24;
    const weight = (weekend ? 0.4 : 1) * (hour >= 8 && hour <= 21 ? 1 : 0.15) * (0.6 + 0.4 * (1 - (now - t) / (days * 86_400_000)));
    if (random.next() < weight) times.push(t);
  }
  return times.sort((a, b) => a - b).map((t) => new Date(t));
}
