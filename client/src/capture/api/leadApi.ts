import { print, type DocumentNode } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  CaptureCreateLeadDocument,
  CaptureSubmitSurveyDocument,
  type CaptureCreateLeadMutation,
  type CaptureSubmitSurveyMutation,
  type CreateLeadInput,
  type SurveyInput,
} from '../../gql/graphql';
import { clearSentClick, pendingClick } from '../tracking/clickTracking';

/**
 * The capture feature's line to the server: `createLead` and `submitSurvey` over a plain fetch to
 * /graphql with the codegen documents. Public pages do not load Apollo Client (about 50 KB gzip)
 * for two mutations that need no cache; `graphql`'s printer is a few KB and only in this lazy chunk.
 */
export const GRAPHQL_ENDPOINT = '/graphql';

/** What went wrong, for the caller to decide; visitors always get SPEC's general error toast. */
export class LeadApiError extends Error {
  constructor(
    message: string,
    /** The server's `extensions.code` (BAD_USER_INPUT, RATE_LIMITED, FORBIDDEN...), or NETWORK. */
    readonly code: string,
  ) {
    super(message);
    this.name = 'LeadApiError';
  }
}

interface GraphQLResponse<Data> {
  data?: Data | null;
  errors?: readonly { message: string; extensions?: { code?: string } }[];
}

const printed = new WeakMap<DocumentNode, string>();

function operationText(document: DocumentNode): { query: string; operationName?: string } {
  let query = printed.get(document);
  if (!query) printed.set(document, (query = print(document)));
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  return { query, operationName: operation && 'name' in operation ? operation.name?.value : undefined };
}

export interface RequestOptions {
  /** Let the request finish after the page is closed (saving a survey when the visitor leaves). */
  keepalive?: boolean;
}

/** One operation over HTTP; resolves with its data or rejects with a LeadApiError. */
export async function requestGraphQL<Data, Variables>(
  document: TypedDocumentNode<Data, Variables>,
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
      body: JSON.stringify({ ...operationText(document), variables }),
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
  if (error) throw new LeadApiError(error.message, error.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
  if (!response.ok || !body.data) throw new LeadApiError(`De server antwoordde met HTTP ${response.status}.`, 'HTTP_ERROR');
  return body.data;
}

export type CreatedLead = CaptureCreateLeadMutation['createLead'];

/**
 * Creates a lead (CONTRACT `createLead`). The last call to action the visitor clicked goes with it
 * unless the input names one, and is forgotten once the lead exists (SPEC: read once, then cleared).
 */
export async function createLead(input: CreateLeadInput): Promise<CreatedLead> {
  const click = input.buttonClick ? null : pendingClick();
  const data = await requestGraphQL(CaptureCreateLeadDocument, { input: click ? { ...input, buttonClick: click } : input });
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

/** Saves the answers so far (CONTRACT `submitSurvey`); the server scores them. */
export async function submitSurvey(
  { leadId, surveyToken, survey, completed }: SurveySubmission,
  options: RequestOptions = {},
): Promise<SurveyOutcome> {
  const data = await requestGraphQL(CaptureSubmitSurveyDocument, { leadId, surveyToken, survey, completed }, options);
  return data.submitSurvey;
}
