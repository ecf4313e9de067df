import type {
  CaptureCreateLeadMutation,
  CaptureCreateLeadMutationVariables,
  CaptureSubmitSurveyMutation,
  CaptureSubmitSurveyMutationVariables,
  CreateLeadInput,
  SurveyInput,
} from '../../gql/graphql';
import { clearSentClick, pendingClick } from '../tracking/clickTracking';
import { storedAttribution } from '../tracking/arrivals';
import { PRIVACY_VERSION } from '../../lib/privacyVersion';

/**
 * The capture feature's line to the server: `createLead` and `submitSurvey` over a plain fetch to
 * /graphql. Public pages do not load Apollo Client (about 50 KB gzip) for two mutations that need
 * no cache. The operations are the text of leadCapture.graphql, typed by codegen from it; a unit
 * test keeps the two identical. (Importing the generated document objects instead would put
 * client/src/gql/graphql.ts, with the admin panel's documents, into a chunk public pages load.)
 */
export const GRAPHQL_ENDPOINT = '/graphql';

export const CREATE_LEAD_OPERATION = `mutation CaptureCreateLead($input: CreateLeadInput!) {
  createLead(input: $input) {
    leadId
    surveyToken
  }
}`;

export const SUBMIT_SURVEY_OPERATION = `mutation CaptureSubmitSurvey($leadId: ID!, $surveyToken: String!, $survey: SurveyInput!, $completed: Boolean!) {
  submitSurvey(leadId: $leadId, surveyToken: $surveyToken, survey: $survey, completed: $completed) {
    leadScore
    qualification
    completed
  }
}`;

/** An operation's text with the types codegen generated for it. */
export interface Operation<Data, Variables> {
  name: string;
  query: string;
  /** Types only. */
  types?: { data: Data; variables: Variables };
}

const createLeadOperation: Operation<CaptureCreateLeadMutation, CaptureCreateLeadMutationVariables> = {
  name: 'CaptureCreateLead',
  query: CREATE_LEAD_OPERATION,
};
const submitSurveyOperation: Operation<CaptureSubmitSurveyMutation, CaptureSubmitSurveyMutationVariables> = {
  name: 'CaptureSubmitSurvey',
  query: SUBMIT_SURVEY_OPERATION,
};

/** What went wrong, for the caller to decide; visitors always get the general error toast. */
export class LeadApiError extends Error {
  constructor(
    message: string,
    /** The server's `extensions.code` (BAD_USER_INPUT, RATE_LIMITED, FORBIDDEN...), or NETWORK. */
    readonly code: string,
    /** For BAD_USER_INPUT: what is wrong with the first field, in Dutch, as a visitor may read it. */
    readonly problem?: string,
  ) {
    super(message);
    this.name = 'LeadApiError';
  }
}

interface GraphQLResponse<Data> {
  data?: Data | null;
  errors?: readonly { message: string; extensions?: { code?: string; fields?: readonly { message: string }[] } }[];
}

export interface RequestOptions {
  /** Let the request finish after the page is closed (saving a survey when the visitor leaves). */
  keepalive?: boolean;
}

/** An operation's text with the types codegen generated for it (name: the operation's name). */
export function operation<Data, Variables>(name: string, query: string): Operation<Data, Variables> {
  return { name, query };
}

/** One operation over HTTP; resolves with its data or rejects with a LeadApiError. */
export async function requestGraphQL<Data, Variables>(
  operation: Operation<Data, Variables>,
  variables: Variables,
  options: RequestOptions = {},
): Promise<Data> {
  let response: Response;
  try {
    response = await fetch(GRAPHQL_ENDPOINT, {
      method: 'POST',
      keepalive: options.keepalive,
      credentials: 'same-origin',
      // JSON is what the server accepts (415 otherwise); the preflight header satisfies Apollo's CSRF prevention.
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ operationName: operation.name, query: operation.query, variables }),
    });
  } catch {
    throw new LeadApiError('Geen verbinding met de server.', 'NETWORK');
  }
  let body: GraphQLResponse<Data>;
  try {
    body = (await response.json()) as GraphQLResponse<Data>;
  } catch {
    throw new LeadApiError(`De server gaf een onleesbaar antwoord (HTTP ${response.status}).`, response.ok ? 'BAD_RESPONSE' : 'HTTP_ERROR');
  }
  const error = body.errors?.[0];
  if (error)
    throw new LeadApiError(error.message, error.extensions?.code ?? 'INTERNAL_SERVER_ERROR', error.extensions?.fields?.[0]?.message);
  if (!response.ok || !body.data) throw new LeadApiError(`De server antwoordde met HTTP ${response.status}.`, 'HTTP_ERROR');
  return body.data;
}

export type CreatedLead = CaptureCreateLeadMutation['createLead'];

/**
 * Creates a lead (docs/lead-api.md `createLead`). The last call to action the visitor clicked goes with it
 * unless the input names one, and is forgotten once the lead exists (read once, then cleared).
 * So do the visitor's arrivals (tracking/arrivals.ts), which stay kept for a later lead.
 */
export async function createLead(input: CreateLeadInput): Promise<CreatedLead> {
  const click = input.buttonClick ? null : pendingClick();
  const attribution = input.attribution ?? storedAttribution();
  // Every form links to the privacy statement of this build: the lead records which version that was.
  const data = await requestGraphQL(createLeadOperation, {
    input: { privacyVersion: PRIVACY_VERSION, ...input, ...(click ? { buttonClick: click } : {}), ...(attribution ? { attribution } : {}) },
  });
  clearSentClick(click);
  return data.createLead;
}

export interface SurveySubmission {
  leadId: string;
  surveyToken: string;
  survey: SurveyInput;
  /** False after each step (a partial save); true for the final 'Analyse ontvangen'. */
  completed: boolean;
}

export type SurveyOutcome = CaptureSubmitSurveyMutation['submitSurvey'];

/** Saves the answers so far (docs/lead-api.md `submitSurvey`); the server scores them. */
export async function submitSurvey(
  { leadId, surveyToken, survey, completed }: SurveySubmission,
  options: RequestOptions = {},
): Promise<SurveyOutcome> {
  const data = await requestGraphQL(submitSurveyOperation, { leadId, surveyToken, survey, completed }, options);
  return data.submitSurvey;
}

export { contactMessageLead, homeContactLead, speedReportLead } from './contactLeads';
