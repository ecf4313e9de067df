import { registerEnumType } from 'type-graphql';

export enum BusinessType {
  EENMANSZAAK = 'EENMANSZAAK',
  VOF = 'VOF',
  BV = 'BV',
  NV = 'NV',
  STICHTING = 'STICHTING',
  VERENIGING = 'VERENIGING',
}

export enum BusinessSize {
  SOLO = 'SOLO',
  SIZE_2_5 = 'SIZE_2_5',
  SIZE_6_15 = 'SIZE_6_15',
  SIZE_16_50 = 'SIZE_16_50',
  SIZE_50_PLUS = 'SIZE_50_PLUS',
}

export enum MonthlyBudget {
  EUR_0_500 = 'EUR_0_500',
  EUR_500_1000 = 'EUR_500_1000',
  EUR_1000_2500 = 'EUR_1000_2500',
  EUR_2500_5000 = 'EUR_2500_5000',
  EUR_5000_PLUS = 'EUR_5000_PLUS',
}

export enum InvestmentBudget {
  EUR_0_500 = 'EUR_0_500',
  EUR_500_1500 = 'EUR_500_1500',
  EUR_1500_3000 = 'EUR_1500_3000',
  EUR_3000_6000 = 'EUR_3000_6000',
  EUR_6000_10000 = 'EUR_6000_10000',
  EUR_10000_PLUS = 'EUR_10000_PLUS',
  UNDECIDED = 'UNDECIDED',
}

export enum Timeline {
  ASAP = 'ASAP',
  WITHIN_1_MONTH = 'WITHIN_1_MONTH',
  MONTHS_1_3 = 'MONTHS_1_3',
  MONTHS_3_6 = 'MONTHS_3_6',
  MONTHS_6_PLUS = 'MONTHS_6_PLUS',
}

export enum MarketingChannel {
  NONE = 'NONE',
  GOOGLE_ADS = 'GOOGLE_ADS',
  FACEBOOK_INSTAGRAM_ADS = 'FACEBOOK_INSTAGRAM_ADS',
  SEO = 'SEO',
  SOCIAL_MEDIA = 'SOCIAL_MEDIA',
  WEBSITE = 'WEBSITE',
  WORD_OF_MOUTH = 'WORD_OF_MOUTH',
  PRINT = 'PRINT',
  OTHER = 'OTHER',
}

export enum Challenge {
  TOO_FEW_QUALIFIED_LEADS = 'TOO_FEW_QUALIFIED_LEADS',
  NO_ONLINE_VISIBILITY = 'NO_ONLINE_VISIBILITY',
  HIGH_COST_PER_LEAD = 'HIGH_COST_PER_LEAD',
  NO_TIME = 'NO_TIME',
  STRONG_COMPETITION = 'STRONG_COMPETITION',
  LOW_WEBSITE_CONVERSION = 'LOW_WEBSITE_CONVERSION',
  NO_INSIGHT_IN_RESULTS = 'NO_INSIGHT_IN_RESULTS',
  OTHER = 'OTHER',
}

registerEnumType(BusinessType, { name: 'BusinessType' });
registerEnumType(BusinessSize, { name: 'BusinessSize' });
registerEnumType(MonthlyBudget, { name: 'MonthlyBudget' });
registerEnumType(InvestmentBudget, { name: 'InvestmentBudget' });
registerEnumType(Timeline, { name: 'Timeline' });
registerEnumType(MarketingChannel, { name: 'MarketingChannel' });
registerEnumType(Challenge, { name: 'Challenge' });
