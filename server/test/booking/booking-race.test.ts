import { errorCode } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';
import { createLeadViaApi } from '../factories/lead.factory';
import { BOOK_CALL, setBookingRules, slotsFor } from '../factories/booking.factory';

const VISITORS = 50;

/**
 * The goal of the exclusion constraint: 50 visitors (50 leads) book the same slot at the same moment
 * through the real HTTP API. Exactly one gets it; the 49 others get a clear Dutch refusal and the
 * slot's neighbours to choose from; nothing of theirs is stored.
 */
describe('50 visitors booking one slot at once', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000', RATE_LIMIT_LEADS_PER_MINUTE: '1000' } });
    await setBookingRules(app);
  });
  afterAll(() => app.close());

  it('stores exactly one booking and refuses 49 with BAD_USER_INPUT', async () => {
    const visitors = await Promise.all(
      Array.from({ length: VISITORS }, async () => {
        const client = app.client();
        return { client, lead: await createLeadViaApi(client) };
      }),
    );
    // The second free start: the first may pass the minimum notice during the burst, and be refused for that.
    const slots = await slotsFor(visitors[0].client, visitors[0].lead);
    const slot = slots[1];
    const before = await counts(app);

    const results = await Promise.all(visitors.map(({ client, lead }) => client.gql(BOOK_CALL, { ...lead, start: slot })));

    const booked = results.filter((result) => !result.errors);
    const refused = results.filter((result) => result.errors);
    expect(booked).toHaveLength(1);
    expect(refused).toHaveLength(VISITORS - 1);
    for (const result of refused) {
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
      expect(result.errors![0].extensions?.field).toBe('start');
      expect(result.errors![0].message).toContain('dit tijdstip is net door iemand anders geboekt');
    }
    // One call, one history entry, one link, one e-mail to the lead (plus the admins'): nothing of the 49.
    const after = await counts(app);
    expect({
      appointments: after.appointments - before.appointments,
      events: after.events - before.events,
      links: after.links - before.links,
      leadMails: after.leadMails - before.leadMails,
    }).toEqual({ appointments: 1, events: 1, links: 1, leadMails: 1 });
    const [winner] = await app.dataSource.query(`SELECT lead_id, seat, status FROM appointments WHERE starts_at = $1`, [slot]);
    const winnerIndex = results.findIndex((result) => !result.errors);
    expect(winner).toEqual({ lead_id: visitors[winnerIndex].lead.leadId, seat: 1, status: 'BOOKED' });

    // What a refused visitor's calendar shows next: the slot is gone, the next free ones remain.
    const loser = visitors.find((visitor) => visitor.lead.leadId !== winner.lead_id)!;
    const next = await slotsFor(loser.client, loser.lead);
    expect(next).not.toContain(slot);
    expect(next).toContain(slots[2]);
  });
});

async function counts(app: TestApp) {
  const [row] = await app.dataSource.query(
    `SELECT (SELECT count(*)::int FROM appointments) AS appointments,
            (SELECT count(*)::int FROM lead_events WHERE type LIKE 'appointment_%') AS events,
            (SELECT count(*)::int FROM appointment_links) AS links,
            (SELECT count(*)::int FROM outgoing_messages WHERE kind = 'appointment_confirmed') AS "leadMails"`,
  );
  return row as { appointments: number; events: number; links: number; leadMails: number };
}
