import type { SpeedTestValues } from '../../content/types';

/**
 * Sends the speed-test form on /diensten/website-bouwen (a validated, normalised http(s) URL and
 * e-mail address) as a CONTACT lead asking for the report. Resolves once it is saved (the form then
 * confirms); rejects when it is not (the form keeps the values and shows the error). The lead API
 * is loaded on first use, not with the page.
 */
export async function submitSpeedTest(values: SpeedTestValues): Promise<void> {
  const { createLead, speedReportLead } = await import('../../../capture/api/leadApi');
  await createLead(speedReportLead(values));
}
