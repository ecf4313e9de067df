import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { loginAsAdmin } from '../support/auth';
import { SmtpSink } from '../support/smtp-sink';
import { startTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/webhook-receiver';
import { amsterdamToday } from '../../src/leads/follow-up.rules';
import { ReminderKind } from '../../src/booking/booking.rules';
import {
  BOOK_CALL,
  CALENDAR_SHOWN,
  CANCEL,
  RESCHEDULE,
  latestLinkToken,
  setBookingRules,
  slotsFor,
  visitorLead,
} from '../factories/booking.factory';

type Booked = { bookCall: { id: string; start: string; end: string } };

interface Invitation {
  method: string;
  uid: string;
  sequence: number;
  start: string;
  end: string;
  status: string;
  attendee: string;
}

/** The iCalendar part of a received e-mail, read with ical.js. */
function invitationOf(mail: ParsedMail): Invitation {
  const part = mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
  if (!part) throw new Error(`no calendar in "${mail.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const time = (name: string) => (event.getFirstPropertyValue(name) as unknown as { toJSDate(): Date }).toJSDate().toISOString();
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: time('dtstart'),
    end: time('dtend'),
    status: String(event.getFirstPropertyValue('status')),
    attendee: String(event.getFirstPropertyValue('attendee')).toLowerCase(),
  };
}

const to = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : '');

/**
 * The e-mails of a booked call through the real queue (pg-boss) and a real SMTP server: the lead's
 * invitation (REQUEST), its update on a move (same UID, higher SEQUENCE) and its cancellation
 * (CANCEL); the admins' e-mail; the reminders and the follow-up of a hot lead that did not book,
 * whose job handlers run here at a chosen time.
 */
describe('booking e-mails, reminders and follow-ups', () => {
  let app: TestApp;
  const smtp = new SmtpSink();

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    app = await startTestApp({
      env: {
        JOB_QUEUE: 'on',
        JOB_POLLING_SECONDS: '1',
        SMTP_URL: smtpUrl,
        MAIL_FROM: 'Vakleads <afspraken@bureau.test>',
        RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000',
      },
    });
    await setBookingRules(app);
  });
  afterAll(async () => {
    await app?.close();
    await smtp.close();
  });

  const mailsTo = (address: string, subject: RegExp) =>
    smtp.received.filter((mail) => to(mail) === address && subject.test(mail.subject ?? ''));
  const waitFor = (address: string, subject: RegExp, count = 1) =>
    until(() => mailsTo(address, subject).length >= count && mailsTo(address, subject), 30_000);

  it('sends the invitation, its update with the same UID and a higher SEQUENCE, and its cancellation', async () => {
    const admin = await loginAsAdmin(app);
    const visitor = app.client();
    const lead = await visitorLead(visitor, { name: 'Ineke Invite' });
    const [{ email }] = await app.dataSource.query(`SELECT email FROM leads WHERE id = $1`, [lead.leadId]);
    const slots = await slotsFor(visitor, lead);
    const booked = (await visitor.ok<Booked>(BOOK_CALL, { ...lead, start: slots[2] })).bookCall;

    const [confirmation] = await waitFor(email, /^Je gesprek is gepland/);
    expect(confirmation.from?.value).toEqual([{ name: 'Vakleads', address: 'afspraken@bureau.test' }]);
    expect(confirmation.text).toContain('Hallo Ineke Invite,');
    expect(confirmation.text).toMatch(new RegExp(`${app.config.siteUrl}/afspraak/[\\w-]{43}`));
    const request = invitationOf(confirmation);
    expect(request).toEqual({
      method: 'REQUEST',
      uid: `${booked.id}@vakleads.nl`,
      sequence: 0,
      start: booked.start,
      end: booked.end,
      status: 'CONFIRMED',
      attendee: `mailto:${email}`,
    });
    const [adminMail] = await waitFor(admin.user.email, /^Gesprek gepland: Ineke Invite/);
    expect(adminMail.text).toContain(`${app.config.siteUrl}/admin/leads/${lead.leadId}`);

    const token = await latestLinkToken(app, lead.leadId);
    await app.client().ok(RESCHEDULE, { token, start: slots[6] });
    const [update] = await waitFor(email, /^Je gesprek is verplaatst/);
    expect(invitationOf(update)).toMatchObject({ method: 'REQUEST', uid: request.uid, sequence: 1, start: slots[6] });
    // The link the lead used is the one the update repeats.
    expect(update.text).toContain(`/afspraak/${token}`);
    await waitFor(admin.user.email, /^Gesprek verplaatst: Ineke Invite/);

    await app.client().ok(CANCEL, { token });
    const [cancellation] = await waitFor(email, /is geannuleerd$/);
    expect(invitationOf(cancellation)).toMatchObject({ method: 'CANCEL', uid: request.uid, sequence: 2, status: 'CANCELLED' });
    await waitFor(admin.user.email, /^Gesprek geannuleerd: Ineke Invite/);

    // 'Uitgaande berichten' shows the lead's e-mails without the secret of their links.
    const { outgoingMessages } = await admin.ok<{ outgoingMessages: { text: string; leadId: string }[] }>(
      `query { outgoingMessages { text leadId } }`,
    );
    const shown = outgoingMessages
      .filter((message) => message.leadId === lead.leadId)
      .map((message) => message.text)
      .join('\n');
    expect(shown).toContain('/afspraak/…');
    expect(shown).not.toContain(token);
  });

  it('plans reminders a day and an hour before, and sends them only for the call as planned', async () => {
    const visitor = app.client();
    const lead = await visitorLead(visitor, { name: 'Remco Reminder' });
    const [{ email }] = await app.dataSource.query(`SELECT email FROM leads WHERE id = $1`, [lead.leadId]);
    const slots = await slotsFor(visitor, lead, 7);
    const start = slots.find((slot) => new Date(slot).getTime() > Date.now() + 26 * 3_600_000)!;
    const booked = (await visitor.ok<Booked>(BOOK_CALL, { ...lead, start })).bookCall;

    const jobs: { data: { kind: string; sequence: number }; start_after: Date }[] = await app.dataSource.query(
      `SELECT data, start_after FROM pgboss.job WHERE name = 'appointment-reminder' AND data->>'appointmentId' = $1 ORDER BY start_after`,
      [booked.id],
    );
    const startMs = new Date(start).getTime();
    expect(jobs.map((job) => [job.data.kind, job.data.sequence, job.start_after.getTime()])).toEqual([
      [ReminderKind.DAY_BEFORE, 0, startMs - 24 * 3_600_000],
      [ReminderKind.HOUR_BEFORE, 0, startMs - 3_600_000],
    ]);

    const jobsApi = app.app.bookingJobs;
    const dayBefore = new Date(startMs - 24 * 3_600_000);
    expect(await jobsApi.remind({ appointmentId: booked.id, sequence: 0, kind: ReminderKind.DAY_BEFORE }, dayBefore)).toBe(true);
    const [reminder] = await waitFor(email, /^Herinnering: morgen bellen we je/);
    expect(reminder.text).toMatch(/\/afspraak\/[\w-]{43}/);
    // A repeat of the same job sends nothing twice.
    await jobsApi.remind({ appointmentId: booked.id, sequence: 0, kind: ReminderKind.DAY_BEFORE }, dayBefore);

    // Moved: the old reminders find a higher sequence and stay silent; the new call has its own.
    const token = await latestLinkToken(app, lead.leadId);
    const later = slots[slots.indexOf(start) + 2];
    await app.client().ok(RESCHEDULE, { token, start: later });
    const hourBefore = new Date(new Date(later).getTime() - 3_600_000);
    expect(await jobsApi.remind({ appointmentId: booked.id, sequence: 0, kind: ReminderKind.HOUR_BEFORE }, hourBefore)).toBe(false);
    expect(await jobsApi.remind({ appointmentId: booked.id, sequence: 1, kind: ReminderKind.HOUR_BEFORE }, hourBefore)).toBe(true);
    await waitFor(email, /^Herinnering: over een uur bellen we je/);

    // Cancelled: nothing more.
    await app.client().ok(CANCEL, { token });
    expect(await jobsApi.remind({ appointmentId: booked.id, sequence: 2, kind: ReminderKind.HOUR_BEFORE }, hourBefore)).toBe(false);
    expect(await jobsApi.remind({ appointmentId: booked.id, sequence: 1, kind: ReminderKind.DAY_BEFORE }, dayBefore)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(mailsTo(email, /^Herinnering/)).toHaveLength(2);
  });

  it("puts a hot lead that saw the calendar and booked nothing within the hour in 'Vandaag opvolgen', and tells the admins", async () => {
    const admin = await loginAsAdmin(app);
    const hot = await visitorLead(app.client(), { name: 'Hanna Heet' });
    const booker = await visitorLead(app.client(), { name: 'Bert Boeker' });
    const shownAt = Date.now();
    await app.client().ok(CALENDAR_SHOWN, hot);
    await app.client().ok(CALENDAR_SHOWN, booker);
    const [slot] = (await slotsFor(app.client(), booker)).slice(-1);
    await app.client().ok(BOOK_CALL, { ...booker, start: slot });

    const [job] = await app.dataSource.query(
      `SELECT start_after FROM pgboss.job WHERE name = 'booking-follow-up' AND data->>'leadId' = $1`,
      [hot.leadId],
    );
    expect(job.start_after.getTime() - shownAt).toBeGreaterThanOrEqual(60 * 60_000 - 1000);
    expect(job.start_after.getTime() - shownAt).toBeLessThan(60 * 60_000 + 10_000);

    const anHourLater = new Date(shownAt + 61 * 60_000);
    expect(await app.app.bookingJobs.followUpUnbooked({ leadId: booker.leadId }, anHourLater)).toBe(false);
    expect(await app.app.bookingJobs.followUpUnbooked({ leadId: hot.leadId }, anHourLater)).toBe(true);
    expect(await app.app.bookingJobs.followUpUnbooked({ leadId: hot.leadId }, anHourLater)).toBe(false);

    const { lead } = await admin.ok<{
      lead: { nextActionOn: string; nextActionNote: string; history: { type: string; changes: { field: string }[] }[] };
    }>(`query($id: ID!) { lead(id: $id) { nextActionOn nextActionNote history { type changes { field } } } }`, { id: hot.leadId });
    expect(lead.nextActionOn).toBe(amsterdamToday(anHourLater.getTime()));
    expect(lead.nextActionNote).toMatch(/geen gesprek geplant/);
    expect(lead.history[0]).toEqual({ type: 'updated', changes: [{ field: 'nextActionOn' }, { field: 'nextActionNote' }] });
    await waitFor(admin.user.email, /^Hete lead zonder gesprek: Hanna Heet/);
    if (lead.nextActionOn === amsterdamToday()) {
      const { leads } = await admin.ok<{ leads: { id: string }[] }>(`query { leads(filter: { followUpDue: true }, limit: 1000) { id } }`);
      expect(leads.map((row) => row.id)).toContain(hot.leadId);
    }
  });
});
