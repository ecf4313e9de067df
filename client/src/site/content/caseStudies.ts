import Building2 from 'lucide-react/icons/building-2';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import Clock from 'lucide-react/icons/clock';
import Euro from 'lucide-react/icons/euro';
import Handshake from 'lucide-react/icons/handshake';
import PhoneCall from 'lucide-react/icons/phone-call';
import Target from 'lucide-react/icons/target';
import TrendingUp from 'lucide-react/icons/trending-up';
import Users from 'lucide-react/icons/users';
import type { CaseSlug } from '../../lib/paths';
import { caseStudyCard, growthPercent, reductionPercent } from './cases';
import { formatEuro } from './packages';
import type { CaseResult, CaseStudy, CaseStudyCard } from './types';

/**
 * The nine full case pages (/resultaten/:slug), rendered by one template (CaseStudyPage), each
 * from its own record in content/caseStudies/<slug>.ts. The
 * industry, company and before/after figures come from the case's card in content/cases.ts, and
 * the first three result cards are computed from those figures, so a page can never contradict
 * the card, the dropdown or the overview. Each record adds its story, one extra headline result,
 * its process, testimonial and SEO.
 */
export type CaseStory = Omit<CaseStudy, 'slug' | 'industry' | 'companyName' | 'beforeStats' | 'afterStats' | 'results'> & {
  /** The fourth result card: a business result beyond the three figures (its icon by name). */
  highlight: Omit<CaseResult, 'icon'> & { icon: keyof typeof highlightIcons };
};

/**
 * The icons a record's highlight may name. Records hold plain data (no imports), so a case
 * record's chunk shares no module with the rest of the site.
 */
const highlightIcons = {
  building: Building2,
  calendar: CalendarCheck,
  clock: Clock,
  euro: Euro,
  handshake: Handshake,
  phone: PhoneCall,
  growth: TrendingUp,
} as const;

/** Leads, cost per lead and conversion: the three case figures as result cards. */
function figureResults(card: CaseStudyCard): CaseResult[] {
  const before = card.beforeStats;
  const after = card.afterStats;
  return [
    {
      metric: String(after.leadsPerMonth),
      label: 'leads per maand',
      icon: Users,
      improvement: `+${growthPercent(before.leadsPerMonth, after.leadsPerMonth)}% (was ${before.leadsPerMonth})`,
    },
    {
      metric: formatEuro(after.costPerLead),
      label: 'kosten per lead',
      icon: Euro,
      improvement: `-${reductionPercent(before.costPerLead, after.costPerLead)}% (was ${formatEuro(before.costPerLead)})`,
    },
    {
      metric: `${after.conversionRate}%`,
      label: 'conversieratio',
      icon: Target,
      improvement: `+${after.conversionRate - before.conversionRate} procentpunt (was ${before.conversionRate}%)`,
    },
  ];
}

/** A case's full study: its card's figures plus its record's story. */
export function defineCase(slug: CaseSlug, story: CaseStory): CaseStudy {
  const card = caseStudyCard(slug);
  const { highlight, ...rest } = story;
  return {
    ...rest,
    slug,
    industry: card.industry,
    companyName: card.company,
    beforeStats: card.beforeStats,
    afterStats: card.afterStats,
    results: [...figureResults(card), { ...highlight, icon: highlightIcons[highlight.icon] }],
  };
}

/** What every case page promises next to its call to action. */
export const casePromises = ['Geen verplichtingen', 'Resultaat binnen 24 uur', 'Persoonlijk advies'] as const;

/** The period in which the case results were reached (a 3-month result window). */
export const CASE_RESULT_MONTHS = 3;

export const CASE_CTA_LABEL = 'Start Gratis Campagne-Audit';
