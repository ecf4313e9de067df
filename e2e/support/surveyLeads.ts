import type { NewLead } from '../../server/src/leads/lead-capture.service';
import { LeadSource } from '../../server/src/leads/lead.enums';
import type { SubmittedAnswers } from '../../server/src/survey/survey.service';
import type { TestApp } from '../../server/test/support/test-app';

let made = 0;

/**
 * A lead as the quick scan creates it, then its survey sent in with the visitor's own token, both
 * through the real services (scored by the server's rules, announced on leadChanged).
 */
export async function seedSurveyLead(
  app: TestApp,
  fields: Partial<NewLead>,
  answers: SubmittedAnswers,
  options: { completed?: boolean } = {},
): Promise<string> {
  made += 1;
  const { leadId, surveyToken } = await app.app.services.capture.create({
    name: `Surveylead ${made}`,
    email: `survey-${process.pid}-${made}@example.nl`,
    // A phone and website of its own: shared ones would list every such lead as a possible duplicate.
    phone: `06 3${String((process.pid * 1000 + made) % 10_000_000).padStart(7, '0')}`,
    company: `Surveybedrijf ${made}`,
    website: `surveybedrijf-${made}.nl`,
    source: LeadSource.QUICKSCAN,
    ...fields,
  });
  await app.app.services.surveys.submit(leadId, surveyToken, answers, options.completed ?? true);
  return leadId;
}
