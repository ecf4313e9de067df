/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query AdminLeadProfile($id: ID!) {\n  lead(id: $id) {\n    ...LeadFields\n  }\n}": typeof types.AdminLeadProfileDocument,
    "query AdminMe {\n  me {\n    id\n    email\n    role\n  }\n}\n\nmutation AdminLogin($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    id\n    email\n    role\n  }\n}\n\nmutation AdminLogout {\n  logout\n}": typeof types.AdminMeDocument,
    "fragment LeadFields on Lead {\n  id\n  name\n  email\n  phone\n  company\n  website\n  source\n  status\n  outcome\n  createdAt\n  updatedAt\n  lastContact\n  notes\n  message\n  budget\n  leadScore\n  qualification\n  scoreBreakdown {\n    factor\n    label\n    points\n  }\n  highValue\n  pipelineOrder\n  value\n  valueIsCustom\n  packageLabel\n  buttonClick {\n    buttonText\n    pagePath\n    pageTitle\n    timestamp\n  }\n  surveyCompletedAt\n  survey {\n    completed\n    businessServices\n    businessType\n    businessSize\n    currentMarketing\n    marketingMethods\n    doingMarketingSelf\n    monthlyBudget\n    mainChallenges\n    biggestFrustration\n    missedOpportunities\n    improvementAreas\n    competitorAdvantages\n    specificGoals\n    timeline\n    priorities\n    successMetrics\n    investmentBudget\n    budgetFlexibility\n    expectedROI\n    websiteSatisfaction\n  }\n}": typeof types.LeadFieldsFragmentDoc,
    "query AdminLeadList($filter: LeadFilter, $order: LeadOrder! = BOARD, $limit: Int, $offset: Int! = 0) {\n  leads(filter: $filter, order: $order, limit: $limit, offset: $offset) {\n    ...LeadFields\n  }\n  leadCount(filter: $filter)\n}": typeof types.AdminLeadListDocument,
    "subscription AdminLeadChanged {\n  leadChanged {\n    kind\n    id\n    lead {\n      ...LeadFields\n    }\n  }\n}": typeof types.AdminLeadChangedDocument,
    "mutation CaptureCreateLead($input: CreateLeadInput!) {\n  createLead(input: $input) {\n    leadId\n    surveyToken\n  }\n}\n\nmutation CaptureSubmitSurvey($leadId: ID!, $surveyToken: String!, $survey: SurveyInput!, $completed: Boolean!) {\n  submitSurvey(\n    leadId: $leadId\n    surveyToken: $surveyToken\n    survey: $survey\n    completed: $completed\n  ) {\n    leadScore\n    qualification\n    completed\n  }\n}": typeof types.CaptureCreateLeadDocument,
};
const documents: Documents = {
    "query AdminLeadProfile($id: ID!) {\n  lead(id: $id) {\n    ...LeadFields\n  }\n}": types.AdminLeadProfileDocument,
    "query AdminMe {\n  me {\n    id\n    email\n    role\n  }\n}\n\nmutation AdminLogin($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    id\n    email\n    role\n  }\n}\n\nmutation AdminLogout {\n  logout\n}": types.AdminMeDocument,
    "fragment LeadFields on Lead {\n  id\n  name\n  email\n  phone\n  company\n  website\n  source\n  status\n  outcome\n  createdAt\n  updatedAt\n  lastContact\n  notes\n  message\n  budget\n  leadScore\n  qualification\n  scoreBreakdown {\n    factor\n    label\n    points\n  }\n  highValue\n  pipelineOrder\n  value\n  valueIsCustom\n  packageLabel\n  buttonClick {\n    buttonText\n    pagePath\n    pageTitle\n    timestamp\n  }\n  surveyCompletedAt\n  survey {\n    completed\n    businessServices\n    businessType\n    businessSize\n    currentMarketing\n    marketingMethods\n    doingMarketingSelf\n    monthlyBudget\n    mainChallenges\n    biggestFrustration\n    missedOpportunities\n    improvementAreas\n    competitorAdvantages\n    specificGoals\n    timeline\n    priorities\n    successMetrics\n    investmentBudget\n    budgetFlexibility\n    expectedROI\n    websiteSatisfaction\n  }\n}": types.LeadFieldsFragmentDoc,
    "query AdminLeadList($filter: LeadFilter, $order: LeadOrder! = BOARD, $limit: Int, $offset: Int! = 0) {\n  leads(filter: $filter, order: $order, limit: $limit, offset: $offset) {\n    ...LeadFields\n  }\n  leadCount(filter: $filter)\n}": types.AdminLeadListDocument,
    "subscription AdminLeadChanged {\n  leadChanged {\n    kind\n    id\n    lead {\n      ...LeadFields\n    }\n  }\n}": types.AdminLeadChangedDocument,
    "mutation CaptureCreateLead($input: CreateLeadInput!) {\n  createLead(input: $input) {\n    leadId\n    surveyToken\n  }\n}\n\nmutation CaptureSubmitSurvey($leadId: ID!, $surveyToken: String!, $survey: SurveyInput!, $completed: Boolean!) {\n  submitSurvey(\n    leadId: $leadId\n    surveyToken: $surveyToken\n    survey: $survey\n    completed: $completed\n  ) {\n    leadScore\n    qualification\n    completed\n  }\n}": types.CaptureCreateLeadDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminLeadProfile($id: ID!) {\n  lead(id: $id) {\n    ...LeadFields\n  }\n}"): (typeof documents)["query AdminLeadProfile($id: ID!) {\n  lead(id: $id) {\n    ...LeadFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminMe {\n  me {\n    id\n    email\n    role\n  }\n}\n\nmutation AdminLogin($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    id\n    email\n    role\n  }\n}\n\nmutation AdminLogout {\n  logout\n}"): (typeof documents)["query AdminMe {\n  me {\n    id\n    email\n    role\n  }\n}\n\nmutation AdminLogin($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    id\n    email\n    role\n  }\n}\n\nmutation AdminLogout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LeadFields on Lead {\n  id\n  name\n  email\n  phone\n  company\n  website\n  source\n  status\n  outcome\n  createdAt\n  updatedAt\n  lastContact\n  notes\n  message\n  budget\n  leadScore\n  qualification\n  scoreBreakdown {\n    factor\n    label\n    points\n  }\n  highValue\n  pipelineOrder\n  value\n  valueIsCustom\n  packageLabel\n  buttonClick {\n    buttonText\n    pagePath\n    pageTitle\n    timestamp\n  }\n  surveyCompletedAt\n  survey {\n    completed\n    businessServices\n    businessType\n    businessSize\n    currentMarketing\n    marketingMethods\n    doingMarketingSelf\n    monthlyBudget\n    mainChallenges\n    biggestFrustration\n    missedOpportunities\n    improvementAreas\n    competitorAdvantages\n    specificGoals\n    timeline\n    priorities\n    successMetrics\n    investmentBudget\n    budgetFlexibility\n    expectedROI\n    websiteSatisfaction\n  }\n}"): (typeof documents)["fragment LeadFields on Lead {\n  id\n  name\n  email\n  phone\n  company\n  website\n  source\n  status\n  outcome\n  createdAt\n  updatedAt\n  lastContact\n  notes\n  message\n  budget\n  leadScore\n  qualification\n  scoreBreakdown {\n    factor\n    label\n    points\n  }\n  highValue\n  pipelineOrder\n  value\n  valueIsCustom\n  packageLabel\n  buttonClick {\n    buttonText\n    pagePath\n    pageTitle\n    timestamp\n  }\n  surveyCompletedAt\n  survey {\n    completed\n    businessServices\n    businessType\n    businessSize\n    currentMarketing\n    marketingMethods\n    doingMarketingSelf\n    monthlyBudget\n    mainChallenges\n    biggestFrustration\n    missedOpportunities\n    improvementAreas\n    competitorAdvantages\n    specificGoals\n    timeline\n    priorities\n    successMetrics\n    investmentBudget\n    budgetFlexibility\n    expectedROI\n    websiteSatisfaction\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminLeadList($filter: LeadFilter, $order: LeadOrder! = BOARD, $limit: Int, $offset: Int! = 0) {\n  leads(filter: $filter, order: $order, limit: $limit, offset: $offset) {\n    ...LeadFields\n  }\n  leadCount(filter: $filter)\n}"): (typeof documents)["query AdminLeadList($filter: LeadFilter, $order: LeadOrder! = BOARD, $limit: Int, $offset: Int! = 0) {\n  leads(filter: $filter, order: $order, limit: $limit, offset: $offset) {\n    ...LeadFields\n  }\n  leadCount(filter: $filter)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription AdminLeadChanged {\n  leadChanged {\n    kind\n    id\n    lead {\n      ...LeadFields\n    }\n  }\n}"): (typeof documents)["subscription AdminLeadChanged {\n  leadChanged {\n    kind\n    id\n    lead {\n      ...LeadFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CaptureCreateLead($input: CreateLeadInput!) {\n  createLead(input: $input) {\n    leadId\n    surveyToken\n  }\n}\n\nmutation CaptureSubmitSurvey($leadId: ID!, $surveyToken: String!, $survey: SurveyInput!, $completed: Boolean!) {\n  submitSurvey(\n    leadId: $leadId\n    surveyToken: $surveyToken\n    survey: $survey\n    completed: $completed\n  ) {\n    leadScore\n    qualification\n    completed\n  }\n}"): (typeof documents)["mutation CaptureCreateLead($input: CreateLeadInput!) {\n  createLead(input: $input) {\n    leadId\n    surveyToken\n  }\n}\n\nmutation CaptureSubmitSurvey($leadId: ID!, $surveyToken: String!, $survey: SurveyInput!, $completed: Boolean!) {\n  submitSurvey(\n    leadId: $leadId\n    surveyToken: $surveyToken\n    survey: $survey\n    completed: $completed\n  ) {\n    leadScore\n    qualification\n    completed\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;