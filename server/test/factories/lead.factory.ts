import { randomBytes } from 'node:crypto';
import { createLeadServices, type LeadServices } from '../../src/services';
import { LeadOutcome, LeadSource, LeadStatus } from '../../src/leads/lead.enums';
import type { ButtonClickRecord, SurveyAnswers } from '../../src/leads/survey.model';
import type { ApiClient } from '../support/api-client';
import type { TestApp } from '../support/test-app';

export const CREATE_LEAD = `mutation CreateLead($input: CreateLeadInput!) { createLead(input: $input) { leadId surveyToken } }`;
export const SUBMIT_SURVEY = `mutation SubmitSurvey($leadId: ID!, $surveyToken: String!, $survey: SurveyInput!, $completed: Boolean! = true) {
  submitSurvey(leadId: $leadId, surveyToken: $surveyToken, survey: $survey, completed: $completed) { leadScore qualification completed }
}`;
export const LEAD_FIELDS = `id name email phone company website message budget source status outcome createdAt updatedAt lastContact notes
  leadScore qualification pipelineOrder value valueIsCustom packageLabel highValue
  buttonClick { buttonText pagePath pageTitle timestamp }
  survey { businessServices businessType businessSize currentMarketing marketingMethods doingMarketingSelf monthlyBudget
    mainChallenges biggestFrustration missedOpportunities improvementAreas competitorAdvantages specificGoals timeline
    priorities successMetrics investmentBudget budgetFlexibility expectedROI websiteSatisfaction completed }
  scoreBreakdown { factor label points }`;
export const GET_LEAD = `query Lead($id: ID!) { lead(id: $id) { ${LEAD_FIELDS} } }`;

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;

/**
 * A valid Dutch mobile number no other lead of this process has: seven digits counted up from a
 * random start. Drawn at random, two of the thousand quick scans of a load test shared a number
 * about once in twenty runs, and with the same name the second visitor joined the first's lead.
 */
let phoneSerial = randomBytes(4).readUInt32BE(0) % 10_000_000;
export const uniquePhone = () => `06 1${String(phoneSerial++ % 10_000_000).padStart(7, '0')}`;

/** A complete, valid quick scan as the site sends it. */
export function quickScanInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = unique();
  return {
    name: 'Jan de Vries',
    email: `jan.${id}@dakwerken-devries.nl`,
    // A number of its own: the same phone and name would join the earlier visitor's lead.
    phone: uniquePhone(),
    company: 'Dakwerken De Vries',
    website: 'https://www.dakwerken-devries.nl',
    buttonClick: { buttonText: 'Gratis Audit', pagePath: '/', pageTitle: 'Home', timestamp: '2025-05-01T10:00:00.000Z' },
    ...overrides,
  };
}

/** Creates a lead over HTTP like a visitor; fails the test on any error. */
export async function createLeadViaApi(client: ApiClient, overrides: Record<string, unknown> = {}) {
  const data = await client.ok<{ createLead: { leadId: string; surveyToken: string } }>(CREATE_LEAD, { input: quickScanInput(overrides) });
  return data.createLead;
}

/** The services of a test app, for building scenarios in-process on its real database. */
export function servicesOf(app: TestApp): LeadServices {
  return createLeadServices({ config: app.config, dataSource: app.dataSource });
}

export interface LeadSpec {
  name?: string;
  email?: string;
  company?: string | null;
  source?: LeadSource;
  createdAt?: Date;
  survey?: SurveyAnswers;
  /** Default true when a survey is given. */
  completed?: boolean;
  status?: LeadStatus;
  outcome?: LeadOutcome;
  value?: number;
  buttonClick?: ButtonClickRecord | null;
}

/**
 * Builds one lead through the real services: created (at `createdAt`), surveyed, moved to `status`
 * (on top of the column) and given an outcome and value. Returns its id.
 */
export async function buildLead(services: LeadServices, spec: LeadSpec = {}): Promise<string> {
  const id = unique();
  const createdAt = spec.createdAt ?? new Date();
  const { leadId, surveyToken } = await services.capture.create(
    {
      name: spec.name ?? `Lead ${id}`,
      email: spec.email ?? `lead.${id}@example.nl`,
      company: spec.company === undefined ? `Bedrijf ${id}` : spec.company,
      phone: '0201234567',
      website: 'https://example.nl',
      source: spec.source ?? LeadSource.QUICKSCAN,
      buttonClick: spec.buttonClick ?? null,
    },
    { createdAt },
  );
  if (spec.survey) {
    await services.surveys.submit(leadId, surveyToken, spec.survey, spec.completed ?? true, {
      now: new Date(createdAt.getTime() + 10 * 60_000),
    });
  }
  if (spec.status) {
    const lead = await services.leads.findById(leadId);
    if (lead!.status !== spec.status) await services.leads.update(leadId, { status: spec.status });
  }
  if (spec.outcome) await services.leads.setOutcome(leadId, spec.outcome);
  if (spec.value !== undefined) await services.leads.update(leadId, { value: spec.value });
  return leadId;
}
