import Hammer from 'lucide-react/icons/hammer';
import Wrench from 'lucide-react/icons/wrench';
import PaintRoller from 'lucide-react/icons/paint-roller';
import Layers from 'lucide-react/icons/layers';
import ThermometerSun from 'lucide-react/icons/thermometer-sun';
import Building2 from 'lucide-react/icons/building-2';
import Construction from 'lucide-react/icons/construction';
import Droplets from 'lucide-react/icons/droplets';
import Zap from 'lucide-react/icons/zap';
import { paths, type CaseSlug } from '../../lib/paths';
import type { CaseStats, CaseStudyCard } from './types';

/**
 * The nine case studies as cards, with their before/after figures. These
 * figures are the single source: the full case pages (content/caseStudies.ts) take their
 * beforeStats/afterStats from here, and every derived claim (growth %, metric text) is computed.
 */
interface CaseCardSource {
  slug: CaseSlug;
  icon: CaseStudyCard['icon'];
  industry: string;
  company: string;
  title: string;
  description: string;
  before: CaseStats;
  after: CaseStats;
}

const sources: readonly CaseCardSource[] = [
  {
    slug: 'dakdekker-leads',
    icon: Hammer,
    industry: 'Dakdekker',
    company: 'Dakwerken Van Dijk',
    title: 'Dakdekker: van 5 naar 45 leads per maand',
    description: 'Google Ads op spoed- en renovatiezoekwoorden in de regio Haarlem.',
    before: { leadsPerMonth: 5, costPerLead: 165, conversionRate: 10 },
    after: { leadsPerMonth: 45, costPerLead: 45, conversionRate: 25 },
  },
  {
    slug: 'loodgieter-leads',
    icon: Wrench,
    industry: 'Loodgieter',
    company: 'Loodgietersbedrijf De Vries',
    title: 'Loodgieter: 51 aanvragen per maand',
    description: 'Lokale campagnes voor verstoppingen, cv-ketels en badkamerrenovaties.',
    before: { leadsPerMonth: 10, costPerLead: 125, conversionRate: 18 },
    after: { leadsPerMonth: 51, costPerLead: 35, conversionRate: 34 },
  },
  {
    slug: 'schilder-leads',
    icon: PaintRoller,
    industry: 'Schilder',
    company: 'Schildersbedrijf Jansen',
    title: 'Schilder: agenda vol tot na de zomer',
    description: 'Facebook- en Instagram-campagnes met voor-en-na-foto’s van buitenschilderwerk.',
    before: { leadsPerMonth: 12, costPerLead: 89, conversionRate: 15 },
    after: { leadsPerMonth: 45, costPerLead: 38, conversionRate: 32 },
  },
  {
    slug: 'stukadoor-leads',
    icon: Layers,
    industry: 'Stukadoor',
    company: 'Stukadoorsbedrijf Bakker',
    title: 'Stukadoor: 34 leads per maand',
    description: 'Een nieuwe offertepagina en Google Ads op stucwerk en spackspuiten.',
    before: { leadsPerMonth: 8, costPerLead: 125, conversionRate: 12 },
    after: { leadsPerMonth: 34, costPerLead: 42, conversionRate: 28 },
  },
  {
    slug: 'isolatie-leads',
    icon: ThermometerSun,
    industry: 'Isolatie',
    company: 'Isolatie Expert Noord',
    title: 'Isolatiebedrijf: 5x meer aanvragen',
    description: 'Campagnes rond subsidies en energiebesparing voor spouw-, vloer- en dakisolatie.',
    before: { leadsPerMonth: 9, costPerLead: 180, conversionRate: 11 },
    after: { leadsPerMonth: 45, costPerLead: 52, conversionRate: 29 },
  },
  {
    slug: 'gevel-leads',
    icon: Building2,
    industry: 'Gevelrenovatie',
    company: 'Gevelrenovatie Visser',
    title: 'Gevelrenovatie: 46 leads per maand',
    description: 'Video-advertenties van gevelreiniging en voegwerk voor VvE’s en huiseigenaren.',
    before: { leadsPerMonth: 12, costPerLead: 165, conversionRate: 15 },
    after: { leadsPerMonth: 46, costPerLead: 58, conversionRate: 32 },
  },
  {
    slug: 'steiger-leads',
    icon: Construction,
    industry: 'Steigerbouw',
    company: 'Steigerbouw Mulder',
    title: 'Steigerbouw: 66 zakelijke aanvragen',
    description: 'B2B-campagnes gericht op aannemers, dakdekkers en schilders in de Randstad.',
    before: { leadsPerMonth: 15, costPerLead: 140, conversionRate: 22 },
    after: { leadsPerMonth: 66, costPerLead: 45, conversionRate: 38 },
  },
  {
    slug: 'lekkage-spoed',
    icon: Droplets,
    industry: 'Lekkage spoedservice',
    company: 'Lekkage Spoedservice 24/7',
    title: 'Lekkage spoedservice: 50 spoedklussen per maand',
    description: 'Belcampagnes die 24/7 draaien op momenten dat de nood het hoogst is.',
    before: { leadsPerMonth: 8, costPerLead: 145, conversionRate: 35 },
    after: { leadsPerMonth: 50, costPerLead: 38, conversionRate: 68 },
  },
  {
    slug: 'stroom-spoed',
    icon: Zap,
    industry: 'Elektricien spoedservice',
    company: 'Elektra Spoed Amsterdam',
    title: 'Elektricien: 54 spoedaanvragen per maand',
    description: 'Zoekcampagnes op storingen en kortsluiting met directe belknop op mobiel.',
    before: { leadsPerMonth: 10, costPerLead: 140, conversionRate: 25 },
    after: { leadsPerMonth: 54, costPerLead: 42, conversionRate: 58 },
  },
];

/** Growth in whole percent, e.g. 5 → 45 gives 800. */
export function growthPercent(before: number, after: number): number {
  return Math.round(((after - before) / before) * 100);
}

/** Reduction in whole percent, e.g. €165 → €45 gives 73. */
export function reductionPercent(before: number, after: number): number {
  return Math.round(((before - after) / before) * 100);
}

export const caseStudyCards: readonly CaseStudyCard[] = sources.map((source) => ({
  slug: source.slug,
  href: paths.caseStudy.getHref(source.slug),
  icon: source.icon,
  industry: source.industry,
  company: source.company,
  title: source.title,
  description: source.description,
  metric: `+${growthPercent(source.before.leadsPerMonth, source.after.leadsPerMonth)}% meer leads`,
  beforeStats: source.before,
  afterStats: source.after,
}));

export function caseStudyCard(slug: CaseSlug): CaseStudyCard {
  const card = caseStudyCards.find((candidate) => candidate.slug === slug);
  if (!card) throw new Error(`No case study card for ${slug}`);
  return card;
}
