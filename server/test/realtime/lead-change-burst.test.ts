/**
 * A burst of changes (what the load benchmark sends): the live feed loads whatever queued up in one
 * query, and every subscriber still gets every event once, each lead's events in commit order.
 */
import { loginAsAdmin } from '../support/auth';
import { repositoryLeadWriter } from '../support/lead-writer';
import { startTestApp, type TestApp } from '../support/test-app';
import { subscribe } from '../support/ws-client';
import { LEAD_CHANGED, untilSubscribed, type LeadChangedEvent as Change } from '../support/realtime';
import { CREATE_LEAD, SUBMIT_SURVEY, quickScanInput } from '../factories/lead.factory';

describe('leadChanged under a burst', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_LEADS_PER_MINUTE: '10000' } });
  });
  afterAll(() => app?.close());

  it('delivers every CREATED and UPDATED of 60 concurrent visitors once, in order per lead, to two admins', async () => {
    const admins = [await loginAsAdmin(app), await loginAsAdmin(app)];
    const subscriptions = admins.map((admin) => subscribe<Change>(app.url, LEAD_CHANGED, { cookie: admin.cookieHeader }));
    const writer = repositoryLeadWriter(app.dataSource);
    const probes = new Set<string>();
    try {
      for (const subscription of subscriptions) probes.add(await untilSubscribed(subscription, writer));
      const visitor = app.client();
      const ids = await Promise.all(
        Array.from({ length: 60 }, async (_, i) => {
          const { createLead } = await visitor.ok<{ createLead: { leadId: string; surveyToken: string } }>(CREATE_LEAD, {
            input: quickScanInput({ name: `Burst ${i}` }),
          });
          await visitor.ok(SUBMIT_SURVEY, {
            leadId: createLead.leadId,
            surveyToken: createLead.surveyToken,
            survey: { websiteSatisfaction: 7 },
            completed: false,
          });
          return createLead.leadId;
        }),
      );
      const expected = new Map(ids.map((id) => [id, ['CREATED', 'UPDATED']]));
      for (const subscription of subscriptions) {
        const seen = new Map<string, string[]>();
        const deadline = Date.now() + 15_000;
        while ([...expected.keys()].some((id) => (seen.get(id)?.length ?? 0) < 2) && Date.now() < deadline) {
          const { leadChanged } = await subscription.next(15_000);
          if (probes.has(leadChanged.id)) continue;
          seen.set(leadChanged.id, [...(seen.get(leadChanged.id) ?? []), leadChanged.kind]);
          expect(leadChanged.lead?.id).toBe(leadChanged.id);
        }
        expect(seen).toEqual(expected);
      }
    } finally {
      for (const subscription of subscriptions) await subscription.close();
    }
  });
});
