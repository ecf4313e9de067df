import type {
  BusinessSize,
  BusinessType,
  Challenge,
  InvestmentBudget,
  MarketingChannel,
  MonthlyBudget,
  SurveyInput,
  Timeline,
} from '../gql/graphql';

/**
 * The Dutch words for every survey answer and the admin panel's name for every question: the ONE
 * place both the survey form (capture) and the admin panel read them from, so a visitor's choice is shown to the agency in the very words the
 * visitor picked. Types only come from codegen, so this module adds no runtime import; a new enum
 * value in the schema fails the type check here until it has a label.
 */
export interface SurveyOption<Value extends string> {
  value: Value;
  label: string;
}

/** A survey question by its field name in the schema (the survey's answers carry the same names). */
export type SurveyField = keyof SurveyInput;

/**
 * The short Dutch name of every survey question, as the admin panel labels an answer (the lead's
 * profile, the pipeline's lead dialog, the survey overview). The survey form asks its questions in
 * full sentences (capture/survey/surveySteps.ts); these are the names the agency reads them by.
 */
export const surveyFieldLabels: Record<SurveyField, string> = {
  businessServices: 'Diensten',
  businessType: 'Bedrijfsvorm',
  businessSize: 'Bedrijfsgrootte',
  currentMarketing: 'Huidige marketing',
  marketingMethods: 'Marketingmethoden',
  doingMarketingSelf: 'Marketing zelf gedaan',
  monthlyBudget: 'Maandbudget marketing',
  mainChallenges: 'Grootste uitdagingen',
  biggestFrustration: 'Grootste frustratie',
  missedOpportunities: 'Gemiste kansen',
  improvementAreas: 'Verbeterpunten',
  competitorAdvantages: 'Voordelen concurrenten',
  specificGoals: 'Doelen',
  timeline: 'Tijdlijn',
  priorities: 'Prioriteiten',
  successMetrics: 'Succes meten aan',
  investmentBudget: 'Investeringsbudget',
  budgetFlexibility: 'Budgetflexibiliteit',
  expectedROI: 'Verwachte ROI',
  websiteSatisfaction: 'Tevredenheid website',
};

/** Options in the order a form shows them (the `Record` below keeps every value labelled). */
function options<Value extends string>(labels: Record<Value, string>, order: readonly Value[]): readonly SurveyOption<Value>[] {
  return order.map((value) => ({ value, label: labels[value] }));
}

export const businessTypeLabels: Record<BusinessType, string> = {
  EENMANSZAAK: 'Eenmanszaak',
  VOF: 'VOF',
  BV: 'BV',
  NV: 'NV',
  STICHTING: 'Stichting',
  VERENIGING: 'Vereniging',
};
export const businessTypeOptions = options(businessTypeLabels, ['EENMANSZAAK', 'VOF', 'BV', 'NV', 'STICHTING', 'VERENIGING']);

export const businessSizeLabels: Record<BusinessSize, string> = {
  SOLO: 'Alleen ik',
  SIZE_2_5: '2-5 medewerkers',
  SIZE_6_15: '6-15 medewerkers',
  SIZE_16_50: '16-50 medewerkers',
  SIZE_50_PLUS: '50+ medewerkers',
};
export const businessSizeOptions = options(businessSizeLabels, ['SOLO', 'SIZE_2_5', 'SIZE_6_15', 'SIZE_16_50', 'SIZE_50_PLUS']);

export const monthlyBudgetLabels: Record<MonthlyBudget, string> = {
  EUR_0_500: '€0 - €500',
  EUR_500_1000: '€500 - €1.000',
  EUR_1000_2500: '€1.000 - €2.500',
  EUR_2500_5000: '€2.500 - €5.000',
  EUR_5000_PLUS: '€5.000+',
};
export const monthlyBudgetOptions = options(monthlyBudgetLabels, [
  'EUR_0_500',
  'EUR_500_1000',
  'EUR_1000_2500',
  'EUR_2500_5000',
  'EUR_5000_PLUS',
]);

export const investmentBudgetLabels: Record<InvestmentBudget, string> = {
  EUR_0_500: '€0 - €500',
  EUR_500_1500: '€500 - €1.500',
  EUR_1500_3000: '€1.500 - €3.000',
  EUR_3000_6000: '€3.000 - €6.000',
  EUR_6000_10000: '€6.000 - €10.000',
  EUR_10000_PLUS: '€10.000+',
  UNDECIDED: 'Nog niet bepaald',
};
export const investmentBudgetOptions = options(investmentBudgetLabels, [
  'EUR_0_500',
  'EUR_500_1500',
  'EUR_1500_3000',
  'EUR_3000_6000',
  'EUR_6000_10000',
  'EUR_10000_PLUS',
  'UNDECIDED',
]);

export const timelineLabels: Record<Timeline, string> = {
  ASAP: 'Zo snel mogelijk',
  WITHIN_1_MONTH: 'Binnen 1 maand',
  MONTHS_1_3: 'Binnen 1-3 maanden',
  MONTHS_3_6: 'Binnen 3-6 maanden',
  MONTHS_6_PLUS: 'Over 6+ maanden',
};
export const timelineOptions = options(timelineLabels, ['ASAP', 'WITHIN_1_MONTH', 'MONTHS_1_3', 'MONTHS_3_6', 'MONTHS_6_PLUS']);

export const marketingChannelLabels: Record<MarketingChannel, string> = {
  NONE: 'Nog geen actieve marketing',
  GOOGLE_ADS: 'Google Ads',
  FACEBOOK_INSTAGRAM_ADS: 'Facebook & Instagram Ads',
  SEO: 'SEO (vindbaarheid in Google)',
  SOCIAL_MEDIA: 'Social media (organisch)',
  WEBSITE: 'Eigen website',
  WORD_OF_MOUTH: 'Mond-tot-mondreclame',
  PRINT: 'Drukwerk (flyers, advertenties)',
  OTHER: 'Anders',
};
export const marketingChannelOptions = options(marketingChannelLabels, [
  'GOOGLE_ADS',
  'FACEBOOK_INSTAGRAM_ADS',
  'SEO',
  'SOCIAL_MEDIA',
  'WEBSITE',
  'WORD_OF_MOUTH',
  'PRINT',
  'OTHER',
  'NONE',
]);

export const challengeLabels: Record<Challenge, string> = {
  TOO_FEW_QUALIFIED_LEADS: 'Te weinig gekwalificeerde aanvragen',
  NO_ONLINE_VISIBILITY: 'Niet zichtbaar online',
  HIGH_COST_PER_LEAD: 'Te hoge kosten per aanvraag',
  NO_TIME: 'Geen tijd voor marketing',
  STRONG_COMPETITION: 'Sterke concurrentie',
  LOW_WEBSITE_CONVERSION: 'Website levert te weinig aanvragen op',
  NO_INSIGHT_IN_RESULTS: 'Geen inzicht in resultaten',
  OTHER: 'Anders',
};
export const challengeOptions = options(challengeLabels, [
  'TOO_FEW_QUALIFIED_LEADS',
  'NO_ONLINE_VISIBILITY',
  'HIGH_COST_PER_LEAD',
  'NO_TIME',
  'STRONG_COMPETITION',
  'LOW_WEBSITE_CONVERSION',
  'NO_INSIGHT_IN_RESULTS',
  'OTHER',
]);

/** An answer's label, or `fallback` when the visitor skipped the question. */
export function surveyLabel<Value extends string>(
  labels: Record<Value, string>,
  value: Value | null | undefined,
  fallback = 'Onbekend',
): string {
  return value ? labels[value] : fallback;
}
