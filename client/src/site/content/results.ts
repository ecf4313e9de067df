import type { PageMeta } from '../../lib/seo/head';
import { caseStudyCards, growthPercent, reductionPercent } from './cases';
import type { Stat } from './types';

/** /resultaten: every case study as a card, with the averages computed from their figures. */
const caseCount = caseStudyCards.length;

export const resultsMeta: PageMeta = {
  title: `Resultaten: ${caseCount} cases van vakbedrijven`,
  description: `Bekijk alle ${caseCount} bewezen resultaten van Vakleads: dakdekkers, loodgieters, schilders, stukadoors en spoeddiensten met meer leads tegen lagere kosten per lead.`,
  keywords: [
    'resultaten online marketing vakbedrijven',
    'case studies Google Ads',
    'leadgeneratie resultaten',
    'marketing cases bouw en installatie',
    'meer leads vakmensen',
  ],
};

export const resultsHero = {
  eyebrow: 'Resultaten',
  title: `Alle ${caseCount} bewezen resultaten`,
  subtitle:
    'Geen beloftes, maar cijfers. Van dakdekker tot elektricien: zo hielpen we vakbedrijven in heel Nederland aan meer aanvragen tegen lagere kosten per lead, steeds binnen 3 maanden.',
} as const;

const average = (values: readonly number[]) => Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);

/** Average conversion ratio after, divided by the average before (e.g. 2.1). */
function conversionFactor(): number {
  const before = caseStudyCards.reduce((sum, card) => sum + card.beforeStats.conversionRate, 0);
  const after = caseStudyCards.reduce((sum, card) => sum + card.afterStats.conversionRate, 0);
  return after / before;
}

/** Averages over all cases, computed so they always match the cards. */
export const resultsSummary: readonly Stat[] = [
  {
    value: `+${average(caseStudyCards.map((card) => growthPercent(card.beforeStats.leadsPerMonth, card.afterStats.leadsPerMonth)))}%`,
    label: 'gemiddeld meer leads per maand',
  },
  {
    value: `-${average(caseStudyCards.map((card) => reductionPercent(card.beforeStats.costPerLead, card.afterStats.costPerLead)))}%`,
    label: 'gemiddeld lagere kosten per lead',
  },
  {
    value: `${conversionFactor().toFixed(1).replace('.', ',')}x`,
    label: 'gemiddeld hogere conversieratio',
  },
  { value: String(caseCount), label: 'vakgebieden met bewezen resultaat' },
];

export const resultsGridSection = {
  eyebrow: 'Alle cases',
  title: 'Kies jouw vakgebied',
  intro: 'Elke case laat zien waar het bedrijf stond, wat we hebben gedaan en wat het na 3 maanden opleverde.',
} as const;

export const resultsCta = {
  title: 'Staat jouw vakgebied ertussen?',
  text: 'Of je nu dakdekker, installateur of aannemer bent: in een gratis campagne-audit laten we zien welk resultaat voor jouw bedrijf haalbaar is. Binnen 24 uur, zonder verplichtingen.',
  button: 'Start je gratis campagne-audit',
} as const;
