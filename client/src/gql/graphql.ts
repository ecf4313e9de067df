/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type BusinessSize =
  | 'SIZE_2_5'
  | 'SIZE_6_15'
  | 'SIZE_16_50'
  | 'SIZE_50_PLUS'
  | 'SOLO';

export type BusinessType =
  | 'BV'
  | 'EENMANSZAAK'
  | 'NV'
  | 'STICHTING'
  | 'VERENIGING'
  | 'VOF';

/** The call to action the visitor clicked before the form opened. */
export type ButtonClickInput = {
  buttonText: string;
  pagePath: string;
  pageTitle: string;
  timestamp: string;
};

export type Challenge =
  | 'HIGH_COST_PER_LEAD'
  | 'LOW_WEBSITE_CONVERSION'
  | 'NO_INSIGHT_IN_RESULTS'
  | 'NO_ONLINE_VISIBILITY'
  | 'NO_TIME'
  | 'OTHER'
  | 'STRONG_COMPETITION'
  | 'TOO_FEW_QUALIFIED_LEADS';

export type CreateLeadInput = {
  /** A contact form's budget choice, as shown (e.g. "1000-5000"). */
  budget?: string | null | undefined;
  buttonClick?: ButtonClickInput | null | undefined;
  /** Required for QUICKSCAN. */
  company?: string | null | undefined;
  email: string;
  /** Honeypot: a field people never see and bots fill in. Leave it empty; when filled the request is accepted and nothing is stored. */
  faxNumber?: string | null | undefined;
  /** What the visitor wrote (contact forms). */
  message?: string | null | undefined;
  name: string;
  /** Required for QUICKSCAN. */
  phone?: string | null | undefined;
  source?: LeadSource;
  /** Required for QUICKSCAN. */
  website?: string | null | undefined;
};

export type InvestmentBudget =
  | 'EUR_0_500'
  | 'EUR_500_1500'
  | 'EUR_1500_3000'
  | 'EUR_3000_6000'
  | 'EUR_6000_10000'
  | 'EUR_10000_PLUS'
  | 'UNDECIDED';

/** What happened to the lead (a move is an update). */
export type LeadChangeKind =
  | 'CREATED'
  | 'DELETED'
  | 'UPDATED';

/** Every filter is optional; `from` is inclusive, `to` exclusive (createdAt). */
export type LeadFilter = {
  from?: string | null | undefined;
  /** Only leads with (true) or without (false) survey answers. */
  hasSurvey?: boolean | null | undefined;
  outcome?: LeadOutcome | null | undefined;
  /** Part of the name, company or e-mail address, any case. */
  search?: string | null | undefined;
  source?: LeadSource | null | undefined;
  status?: LeadStatus | null | undefined;
  to?: string | null | undefined;
};

/** BOARD: column by column (NEW first), then pipelineOrder, createdAt. NEWEST: createdAt descending. */
export type LeadOrder =
  | 'BOARD'
  | 'NEWEST';

export type LeadOutcome =
  | 'LOST'
  | 'OPEN'
  | 'WON';

/** How the lead reached us. */
export type LeadSource =
  | 'CONTACT'
  | 'QUICKSCAN'
  | 'WHATSAPP';

/** Pipeline column: NEW Nieuwe Leads, CONTACTED Geen Gehoor, QUALIFIED Voorstel Gestuurd, CLOSED Akkoord. */
export type LeadStatus =
  | 'CLOSED'
  | 'CONTACTED'
  | 'NEW'
  | 'QUALIFIED';

export type MarketingChannel =
  | 'FACEBOOK_INSTAGRAM_ADS'
  | 'GOOGLE_ADS'
  | 'NONE'
  | 'OTHER'
  | 'PRINT'
  | 'SEO'
  | 'SOCIAL_MEDIA'
  | 'WEBSITE'
  | 'WORD_OF_MOUTH';

export type MonthlyBudget =
  | 'EUR_0_500'
  | 'EUR_500_1000'
  | 'EUR_1000_2500'
  | 'EUR_2500_5000'
  | 'EUR_5000_PLUS';

/** HOT at score 70 or more, WARM at 40 or more. */
export type Qualification =
  | 'COLD'
  | 'HOT'
  | 'WARM';

/** The answers so far: every field is optional while the survey is partial. */
export type SurveyInput = {
  biggestFrustration?: string | null | undefined;
  budgetFlexibility?: string | null | undefined;
  /** Empty entries are dropped. */
  businessServices?: Array<string> | null | undefined;
  businessSize?: BusinessSize | null | undefined;
  businessType?: BusinessType | null | undefined;
  competitorAdvantages?: string | null | undefined;
  currentMarketing?: Array<MarketingChannel> | null | undefined;
  doingMarketingSelf?: boolean | null | undefined;
  expectedROI?: string | null | undefined;
  improvementAreas?: Array<string> | null | undefined;
  investmentBudget?: InvestmentBudget | null | undefined;
  mainChallenges?: Array<Challenge> | null | undefined;
  marketingMethods?: string | null | undefined;
  missedOpportunities?: string | null | undefined;
  monthlyBudget?: MonthlyBudget | null | undefined;
  priorities?: Array<string> | null | undefined;
  specificGoals?: string | null | undefined;
  successMetrics?: Array<string> | null | undefined;
  timeline?: Timeline | null | undefined;
  /** 1 to 10. */
  websiteSatisfaction?: number | null | undefined;
};

export type Timeline =
  | 'ASAP'
  | 'MONTHS_1_3'
  | 'MONTHS_3_6'
  | 'MONTHS_6_PLUS'
  | 'WITHIN_1_MONTH';

export type AdminLeadProfileQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminLeadProfileQuery = { lead: { id: string, name: string, email: string, phone: string | null, company: string | null, website: string | null, source: LeadSource, status: LeadStatus, outcome: LeadOutcome, createdAt: string, updatedAt: string, lastContact: string | null, notes: string | null, message: string | null, budget: string | null, leadScore: number | null, qualification: Qualification | null, highValue: boolean, pipelineOrder: number, value: number, valueIsCustom: boolean, packageLabel: string, surveyCompletedAt: string | null, scoreBreakdown: Array<{ factor: string, label: string, points: number }>, buttonClick: { buttonText: string, pagePath: string, pageTitle: string, timestamp: string } | null, survey: { completed: boolean, businessServices: Array<string>, businessType: BusinessType | null, businessSize: BusinessSize | null, currentMarketing: Array<MarketingChannel>, marketingMethods: string | null, doingMarketingSelf: boolean | null, monthlyBudget: MonthlyBudget | null, mainChallenges: Array<Challenge>, biggestFrustration: string | null, missedOpportunities: string | null, improvementAreas: Array<string>, competitorAdvantages: string | null, specificGoals: string | null, timeline: Timeline | null, priorities: Array<string>, successMetrics: Array<string>, investmentBudget: InvestmentBudget | null, budgetFlexibility: string | null, expectedROI: string | null, websiteSatisfaction: number | null } | null } | null };

export type AdminMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMeQuery = { me: { id: string, email: string, role: string | null } | null };

export type AdminLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type AdminLoginMutation = { login: { id: string, email: string, role: string | null } };

export type AdminLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminLogoutMutation = { logout: boolean };

export type LeadFieldsFragment = { id: string, name: string, email: string, phone: string | null, company: string | null, website: string | null, source: LeadSource, status: LeadStatus, outcome: LeadOutcome, createdAt: string, updatedAt: string, lastContact: string | null, notes: string | null, message: string | null, budget: string | null, leadScore: number | null, qualification: Qualification | null, highValue: boolean, pipelineOrder: number, value: number, valueIsCustom: boolean, packageLabel: string, surveyCompletedAt: string | null, scoreBreakdown: Array<{ factor: string, label: string, points: number }>, buttonClick: { buttonText: string, pagePath: string, pageTitle: string, timestamp: string } | null, survey: { completed: boolean, businessServices: Array<string>, businessType: BusinessType | null, businessSize: BusinessSize | null, currentMarketing: Array<MarketingChannel>, marketingMethods: string | null, doingMarketingSelf: boolean | null, monthlyBudget: MonthlyBudget | null, mainChallenges: Array<Challenge>, biggestFrustration: string | null, missedOpportunities: string | null, improvementAreas: Array<string>, competitorAdvantages: string | null, specificGoals: string | null, timeline: Timeline | null, priorities: Array<string>, successMetrics: Array<string>, investmentBudget: InvestmentBudget | null, budgetFlexibility: string | null, expectedROI: string | null, websiteSatisfaction: number | null } | null };

export type AdminLeadListQueryVariables = Exact<{
  filter?: LeadFilter | null | undefined;
  order?: LeadOrder;
  limit?: number | null | undefined;
  offset?: number;
}>;


export type AdminLeadListQuery = { leadCount: number, leads: Array<{ id: string, name: string, email: string, phone: string | null, company: string | null, website: string | null, source: LeadSource, status: LeadStatus, outcome: LeadOutcome, createdAt: string, updatedAt: string, lastContact: string | null, notes: string | null, message: string | null, budget: string | null, leadScore: number | null, qualification: Qualification | null, highValue: boolean, pipelineOrder: number, value: number, valueIsCustom: boolean, packageLabel: string, surveyCompletedAt: string | null, scoreBreakdown: Array<{ factor: string, label: string, points: number }>, buttonClick: { buttonText: string, pagePath: string, pageTitle: string, timestamp: string } | null, survey: { completed: boolean, businessServices: Array<string>, businessType: BusinessType | null, businessSize: BusinessSize | null, currentMarketing: Array<MarketingChannel>, marketingMethods: string | null, doingMarketingSelf: boolean | null, monthlyBudget: MonthlyBudget | null, mainChallenges: Array<Challenge>, biggestFrustration: string | null, missedOpportunities: string | null, improvementAreas: Array<string>, competitorAdvantages: string | null, specificGoals: string | null, timeline: Timeline | null, priorities: Array<string>, successMetrics: Array<string>, investmentBudget: InvestmentBudget | null, budgetFlexibility: string | null, expectedROI: string | null, websiteSatisfaction: number | null } | null }> };

export type AdminLeadChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminLeadChangedSubscription = { leadChanged: { kind: LeadChangeKind, id: string, lead: { id: string, name: string, email: string, phone: string | null, company: string | null, website: string | null, source: LeadSource, status: LeadStatus, outcome: LeadOutcome, createdAt: string, updatedAt: string, lastContact: string | null, notes: string | null, message: string | null, budget: string | null, leadScore: number | null, qualification: Qualification | null, highValue: boolean, pipelineOrder: number, value: number, valueIsCustom: boolean, packageLabel: string, surveyCompletedAt: string | null, scoreBreakdown: Array<{ factor: string, label: string, points: number }>, buttonClick: { buttonText: string, pagePath: string, pageTitle: string, timestamp: string } | null, survey: { completed: boolean, businessServices: Array<string>, businessType: BusinessType | null, businessSize: BusinessSize | null, currentMarketing: Array<MarketingChannel>, marketingMethods: string | null, doingMarketingSelf: boolean | null, monthlyBudget: MonthlyBudget | null, mainChallenges: Array<Challenge>, biggestFrustration: string | null, missedOpportunities: string | null, improvementAreas: Array<string>, competitorAdvantages: string | null, specificGoals: string | null, timeline: Timeline | null, priorities: Array<string>, successMetrics: Array<string>, investmentBudget: InvestmentBudget | null, budgetFlexibility: string | null, expectedROI: string | null, websiteSatisfaction: number | null } | null } | null } };

export type CaptureCreateLeadMutationVariables = Exact<{
  input: CreateLeadInput;
}>;


export type CaptureCreateLeadMutation = { createLead: { leadId: string, surveyToken: string } };

export type CaptureSubmitSurveyMutationVariables = Exact<{
  leadId: string | number;
  surveyToken: string;
  survey: SurveyInput;
  completed: boolean;
}>;


export type CaptureSubmitSurveyMutation = { submitSurvey: { leadScore: number, qualification: Qualification, completed: boolean } };

export const LeadFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastContact"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"leadScore"}},{"kind":"Field","name":{"kind":"Name","value":"qualification"}},{"kind":"Field","name":{"kind":"Name","value":"scoreBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factor"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"highValue"}},{"kind":"Field","name":{"kind":"Name","value":"pipelineOrder"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueIsCustom"}},{"kind":"Field","name":{"kind":"Name","value":"packageLabel"}},{"kind":"Field","name":{"kind":"Name","value":"buttonClick"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buttonText"}},{"kind":"Field","name":{"kind":"Name","value":"pagePath"}},{"kind":"Field","name":{"kind":"Name","value":"pageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"surveyCompletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"survey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"businessServices"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"businessSize"}},{"kind":"Field","name":{"kind":"Name","value":"currentMarketing"}},{"kind":"Field","name":{"kind":"Name","value":"marketingMethods"}},{"kind":"Field","name":{"kind":"Name","value":"doingMarketingSelf"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyBudget"}},{"kind":"Field","name":{"kind":"Name","value":"mainChallenges"}},{"kind":"Field","name":{"kind":"Name","value":"biggestFrustration"}},{"kind":"Field","name":{"kind":"Name","value":"missedOpportunities"}},{"kind":"Field","name":{"kind":"Name","value":"improvementAreas"}},{"kind":"Field","name":{"kind":"Name","value":"competitorAdvantages"}},{"kind":"Field","name":{"kind":"Name","value":"specificGoals"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"}},{"kind":"Field","name":{"kind":"Name","value":"priorities"}},{"kind":"Field","name":{"kind":"Name","value":"successMetrics"}},{"kind":"Field","name":{"kind":"Name","value":"investmentBudget"}},{"kind":"Field","name":{"kind":"Name","value":"budgetFlexibility"}},{"kind":"Field","name":{"kind":"Name","value":"expectedROI"}},{"kind":"Field","name":{"kind":"Name","value":"websiteSatisfaction"}}]}}]}}]} as unknown as DocumentNode<LeadFieldsFragment, unknown>;
export const AdminLeadProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminLeadProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastContact"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"leadScore"}},{"kind":"Field","name":{"kind":"Name","value":"qualification"}},{"kind":"Field","name":{"kind":"Name","value":"scoreBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factor"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"highValue"}},{"kind":"Field","name":{"kind":"Name","value":"pipelineOrder"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueIsCustom"}},{"kind":"Field","name":{"kind":"Name","value":"packageLabel"}},{"kind":"Field","name":{"kind":"Name","value":"buttonClick"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buttonText"}},{"kind":"Field","name":{"kind":"Name","value":"pagePath"}},{"kind":"Field","name":{"kind":"Name","value":"pageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"surveyCompletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"survey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"businessServices"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"businessSize"}},{"kind":"Field","name":{"kind":"Name","value":"currentMarketing"}},{"kind":"Field","name":{"kind":"Name","value":"marketingMethods"}},{"kind":"Field","name":{"kind":"Name","value":"doingMarketingSelf"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyBudget"}},{"kind":"Field","name":{"kind":"Name","value":"mainChallenges"}},{"kind":"Field","name":{"kind":"Name","value":"biggestFrustration"}},{"kind":"Field","name":{"kind":"Name","value":"missedOpportunities"}},{"kind":"Field","name":{"kind":"Name","value":"improvementAreas"}},{"kind":"Field","name":{"kind":"Name","value":"competitorAdvantages"}},{"kind":"Field","name":{"kind":"Name","value":"specificGoals"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"}},{"kind":"Field","name":{"kind":"Name","value":"priorities"}},{"kind":"Field","name":{"kind":"Name","value":"successMetrics"}},{"kind":"Field","name":{"kind":"Name","value":"investmentBudget"}},{"kind":"Field","name":{"kind":"Name","value":"budgetFlexibility"}},{"kind":"Field","name":{"kind":"Name","value":"expectedROI"}},{"kind":"Field","name":{"kind":"Name","value":"websiteSatisfaction"}}]}}]}}]} as unknown as DocumentNode<AdminLeadProfileQuery, AdminLeadProfileQueryVariables>;
export const AdminMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<AdminMeQuery, AdminMeQueryVariables>;
export const AdminLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<AdminLoginMutation, AdminLoginMutationVariables>;
export const AdminLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<AdminLogoutMutation, AdminLogoutMutationVariables>;
export const AdminLeadListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminLeadList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeadOrder"}}},"defaultValue":{"kind":"EnumValue","value":"BOARD"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},"defaultValue":{"kind":"IntValue","value":"0"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leadCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastContact"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"leadScore"}},{"kind":"Field","name":{"kind":"Name","value":"qualification"}},{"kind":"Field","name":{"kind":"Name","value":"scoreBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factor"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"highValue"}},{"kind":"Field","name":{"kind":"Name","value":"pipelineOrder"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueIsCustom"}},{"kind":"Field","name":{"kind":"Name","value":"packageLabel"}},{"kind":"Field","name":{"kind":"Name","value":"buttonClick"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buttonText"}},{"kind":"Field","name":{"kind":"Name","value":"pagePath"}},{"kind":"Field","name":{"kind":"Name","value":"pageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"surveyCompletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"survey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"businessServices"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"businessSize"}},{"kind":"Field","name":{"kind":"Name","value":"currentMarketing"}},{"kind":"Field","name":{"kind":"Name","value":"marketingMethods"}},{"kind":"Field","name":{"kind":"Name","value":"doingMarketingSelf"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyBudget"}},{"kind":"Field","name":{"kind":"Name","value":"mainChallenges"}},{"kind":"Field","name":{"kind":"Name","value":"biggestFrustration"}},{"kind":"Field","name":{"kind":"Name","value":"missedOpportunities"}},{"kind":"Field","name":{"kind":"Name","value":"improvementAreas"}},{"kind":"Field","name":{"kind":"Name","value":"competitorAdvantages"}},{"kind":"Field","name":{"kind":"Name","value":"specificGoals"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"}},{"kind":"Field","name":{"kind":"Name","value":"priorities"}},{"kind":"Field","name":{"kind":"Name","value":"successMetrics"}},{"kind":"Field","name":{"kind":"Name","value":"investmentBudget"}},{"kind":"Field","name":{"kind":"Name","value":"budgetFlexibility"}},{"kind":"Field","name":{"kind":"Name","value":"expectedROI"}},{"kind":"Field","name":{"kind":"Name","value":"websiteSatisfaction"}}]}}]}}]} as unknown as DocumentNode<AdminLeadListQuery, AdminLeadListQueryVariables>;
export const AdminLeadChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminLeadChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastContact"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"leadScore"}},{"kind":"Field","name":{"kind":"Name","value":"qualification"}},{"kind":"Field","name":{"kind":"Name","value":"scoreBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factor"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"highValue"}},{"kind":"Field","name":{"kind":"Name","value":"pipelineOrder"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueIsCustom"}},{"kind":"Field","name":{"kind":"Name","value":"packageLabel"}},{"kind":"Field","name":{"kind":"Name","value":"buttonClick"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buttonText"}},{"kind":"Field","name":{"kind":"Name","value":"pagePath"}},{"kind":"Field","name":{"kind":"Name","value":"pageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"surveyCompletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"survey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"businessServices"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"businessSize"}},{"kind":"Field","name":{"kind":"Name","value":"currentMarketing"}},{"kind":"Field","name":{"kind":"Name","value":"marketingMethods"}},{"kind":"Field","name":{"kind":"Name","value":"doingMarketingSelf"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyBudget"}},{"kind":"Field","name":{"kind":"Name","value":"mainChallenges"}},{"kind":"Field","name":{"kind":"Name","value":"biggestFrustration"}},{"kind":"Field","name":{"kind":"Name","value":"missedOpportunities"}},{"kind":"Field","name":{"kind":"Name","value":"improvementAreas"}},{"kind":"Field","name":{"kind":"Name","value":"competitorAdvantages"}},{"kind":"Field","name":{"kind":"Name","value":"specificGoals"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"}},{"kind":"Field","name":{"kind":"Name","value":"priorities"}},{"kind":"Field","name":{"kind":"Name","value":"successMetrics"}},{"kind":"Field","name":{"kind":"Name","value":"investmentBudget"}},{"kind":"Field","name":{"kind":"Name","value":"budgetFlexibility"}},{"kind":"Field","name":{"kind":"Name","value":"expectedROI"}},{"kind":"Field","name":{"kind":"Name","value":"websiteSatisfaction"}}]}}]}}]} as unknown as DocumentNode<AdminLeadChangedSubscription, AdminLeadChangedSubscriptionVariables>;
export const CaptureCreateLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaptureCreateLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLeadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"surveyToken"}}]}}]}}]} as unknown as DocumentNode<CaptureCreateLeadMutation, CaptureCreateLeadMutationVariables>;
export const CaptureSubmitSurveyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaptureSubmitSurvey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"surveyToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"survey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SurveyInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"completed"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitSurvey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leadId"}}},{"kind":"Argument","name":{"kind":"Name","value":"surveyToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"surveyToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"survey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"survey"}}},{"kind":"Argument","name":{"kind":"Name","value":"completed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"completed"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadScore"}},{"kind":"Field","name":{"kind":"Name","value":"qualification"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}}]}}]} as unknown as DocumentNode<CaptureSubmitSurveyMutation, CaptureSubmitSurveyMutationVariables>;