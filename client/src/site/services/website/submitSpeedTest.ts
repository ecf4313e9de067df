import type { CreateLeadInput } from '../../../gql/graphql';
import type { SpeedTestValues } from '../../content/types';

/**
 * A speed-test request as a CONTACT lead: the agency runs the test and mails the report, so the
 * lead carries the site to test (website) and where to send it (email), and says so in its message.
 * The form asks no name; the lead is named after the site so sales recognises it.
 */
export function speedTestLead(values: SpeedTestValues): CreateLeadInput {
  const host = new URL(values.url).hostname.replace(/^www\./, '');
  return {
    source: 'CONTACT',
    name: `Snelheidstest ${host}`,
    email: values.email,
    website: values.url,
    message: `Verzoek om een gratis snelheidsrapport van ${values.url}, per e-mail naar ${values.email}.`,
  };
}

/**
 * Sends the speed-test form on /diensten/website-bouwen (a validated, normalised http(s) URL and
 * e-mail address) as a lead. Resolves once it is saved (the form then confirms); rejects when it is
 * not (the form keeps the values and shows the error). The lead API is loaded on first use.
 */
export async function submitSpeedTest(values: SpeedTestValues): Promise<void> {
  const { createLead } = await import('../../../capture/api/leadApi');
  await createLead(speedTestLead(values));
}
