import { LeadOutcome, LeadSource, LeadStatus } from '../../src/leads/lead.enums';
import {
  BusinessSize,
  BusinessType,
  Challenge,
  InvestmentBudget,
  MarketingChannel,
  MonthlyBudget,
  Timeline,
} from '../../src/leads/survey.enums';
import type { LeadServices } from '../../src/services';
import { buildLead } from './lead.factory';

/** The week shown: Monday 10 up to Monday 17 March 2025, Amsterdam time (UTC+1 then). */
export const WEEK = { from: '2025-03-09T23:00:00.000Z', to: '2025-03-16T23:00:00.000Z' };
export const PREVIOUS_WEEK = { from: '2025-03-02T23:00:00.000Z', to: '2025-03-09T23:00:00.000Z' };

const audit = (pagePath: string, buttonText = 'Gratis Audit') => ({
  buttonText,
  pagePath,
  pageTitle: 'Pagina',
  timestamp: '2025-03-01T00:00:00.000Z',
});
const roofCase = audit('/resultaten/dakdekker-leads', 'Start Gratis Campagne-Audit');

/**
 * "A week of leads": eight leads in WEEK, three in the week before, one older and one from two days
 * ago. Every figure the dashboard test expects is worked out by hand in the comments.
 */
export async function weekOfLeads(services: LeadServices): Promise<Record<string, string>> {
  const at = (iso: string) => new Date(iso);
  const ids: Record<string, string> = {};
  // 20 + 10 + 25 + 15 + 10 + 10 = 90 HOT, high value; value points 2+2+1+1 = 6: 12250.
  ids.hotNew = await buildLead(services, {
    createdAt: at('2025-03-10T09:00:00Z'),
    buttonClick: audit('/'),
    status: LeadStatus.NEW,
    survey: {
      businessType: BusinessType.BV,
      businessSize: BusinessSize.SIZE_16_50,
      currentMarketing: [MarketingChannel.GOOGLE_ADS, MarketingChannel.WORD_OF_MOUTH],
      investmentBudget: InvestmentBudget.EUR_10000_PLUS,
      timeline: Timeline.ASAP,
      monthlyBudget: MonthlyBudget.EUR_2500_5000,
      mainChallenges: [Challenge.TOO_FEW_QUALIFIED_LEADS, Challenge.NO_ONLINE_VISIBILITY],
    },
  });
  // 15 + 20 + 10 + 8 = 53 WARM; completed, so QUALIFIED; value 2300.
  ids.warmQualified = await buildLead(services, {
    createdAt: at('2025-03-11T10:00:00Z'),
    buttonClick: roofCase,
    survey: {
      businessType: BusinessType.EENMANSZAAK,
      businessSize: BusinessSize.SIZE_6_15,
      currentMarketing: [],
      investmentBudget: InvestmentBudget.EUR_1500_3000,
      timeline: Timeline.MONTHS_1_3,
      monthlyBudget: MonthlyBudget.EUR_500_1000,
      mainChallenges: [Challenge.HIGH_COST_PER_LEAD],
    },
  });
  // Partial: 0 + 10 + 0 = 10 COLD; stays NEW; value 2300.
  ids.coldPartial = await buildLead(services, {
    createdAt: at('2025-03-12T11:00:00Z'),
    buttonClick: audit('/'),
    completed: false,
    survey: {
      businessType: BusinessType.EENMANSZAAK,
      businessSize: BusinessSize.SOLO,
      currentMarketing: [MarketingChannel.SEO, MarketingChannel.PRINT],
      timeline: Timeline.MONTHS_6_PLUS,
      monthlyBudget: MonthlyBudget.EUR_0_500,
      mainChallenges: [Challenge.NO_TIME],
    },
  });
  ids.contactClosed = await buildLead(services, {
    createdAt: at('2025-03-13T12:00:00Z'),
    source: LeadSource.CONTACT,
    status: LeadStatus.CLOSED,
    value: 9000,
  });
  // 23:30 in Amsterdam on Sunday 16 March: still inside the week.
  ids.whatsappContacted = await buildLead(services, {
    createdAt: at('2025-03-16T22:30:00Z'),
    source: LeadSource.WHATSAPP,
    status: LeadStatus.CONTACTED,
    buttonClick: audit('/tarieven'),
  });
  // 20 + 20 + 20 + 12 = 72 HOT, high value; value points 3+2+2 = 7: 12250; CLOSED (WON).
  ids.hotClosed = await buildLead(services, {
    createdAt: at('2025-03-14T08:00:00Z'),
    buttonClick: roofCase,
    status: LeadStatus.CLOSED,
    survey: {
      businessType: BusinessType.BV,
      businessSize: BusinessSize.SIZE_50_PLUS,
      currentMarketing: [MarketingChannel.NONE],
      investmentBudget: InvestmentBudget.EUR_6000_10000,
      timeline: Timeline.WITHIN_1_MONTH,
      monthlyBudget: MonthlyBudget.EUR_5000_PLUS,
      mainChallenges: [Challenge.STRONG_COMPETITION],
    },
  });
  // 20 + 20 + 0 + 15 + 10 + 10 = 75 HOT but UNDECIDED: not high value; value points 1+1+1 = 3: 5250.
  ids.hotUndecidedNew = await buildLead(services, {
    createdAt: at('2025-03-15T09:00:00Z'),
    buttonClick: audit('/'),
    status: LeadStatus.NEW,
    survey: {
      businessType: BusinessType.VOF,
      businessSize: BusinessSize.SIZE_16_50,
      currentMarketing: [],
      investmentBudget: InvestmentBudget.UNDECIDED,
      timeline: Timeline.ASAP,
      monthlyBudget: MonthlyBudget.EUR_1000_2500,
      mainChallenges: [Challenge.TOO_FEW_QUALIFIED_LEADS, Challenge.NO_ONLINE_VISIBILITY],
    },
  });
  // 00:30 in Amsterdam on Monday 10 March: the first minutes of the week.
  ids.earlyBird = await buildLead(services, { createdAt: at('2025-03-09T23:30:00Z'), source: LeadSource.CONTACT });

  // The week before: 3 leads, 1 QUALIFIED (WARM 53, completed), 2 NEW.
  ids.previousWarm = await buildLead(services, {
    createdAt: at('2025-03-05T10:00:00Z'),
    survey: {
      businessSize: BusinessSize.SIZE_6_15,
      currentMarketing: [],
      investmentBudget: InvestmentBudget.EUR_1500_3000,
      timeline: Timeline.MONTHS_1_3,
    },
  });
  ids.previousLate = await buildLead(services, { createdAt: at('2025-03-09T22:30:00Z'), source: LeadSource.CONTACT });
  ids.previousNew = await buildLead(services, { createdAt: at('2025-03-04T10:00:00Z') });

  ids.older = await buildLead(services, { createdAt: at('2025-02-20T10:00:00Z'), outcome: LeadOutcome.LOST });
  ids.recent = await buildLead(services, { createdAt: new Date(Date.now() - 2 * 86_400_000) });
  return ids;
}
