import { errorCode } from '../support/api-client';
import { bearerClient, loginAsAdmin } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { createLeadViaApi } from '../factories/lead.factory';
import {
  BOOK_CALL,
  BOOKABLE_SLOTS,
  BY_TOKEN,
  CALENDAR_SHOWN,
  CANCEL,
  RESCHEDULE,
  latestLinkToken,
  setBookingRules,
  slotsFor,
  visitorLead,
} from '../factories/booking.factory';

type Booked = { bookCall: { id: string; start: string; end: string; status: string } };
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Booking a call over the real API against a real PostgreSQL: the visitor's operations with the
 * survey token, the e-mailed link's, the admins', their refusals, the history, the funnel and erasure.
 */
describe('booking a call', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_BOOKINGS_PER_MINUTE: '10000', RATE_LIMIT_LEADS_PER_MINUTE: '10000' } });
    await setBookingRules(app);
  });
  afterAll(() => app.close());

  it('shows free slots in order after the notice, books one, and no longer offers it', async () => {
    const visitor = app.client();
    const lead = await visitorLead(visitor);
    const slots = await slotsFor(visitor, lead);
    expect(slots.length).toBeGreaterThan(100);
    expect(slots).toEqual([...slots].sort());
    expect(new Date(slots[0]).getTime()).toBeGreaterThanOrEqual(Date.now() + 2 * HOUR - 1000);
    // The next half hour, or up to an hour later in the night the clocks go back (each wall-clock time is offered once).
    expect(new Date(slots[0]).getTime()).toBeLessThan(Date.now() + 2 * HOUR + 90 * 60_000);

    const { bookCall } = await visitor.ok<Booked>(BOOK_CALL, { ...lead, start: slots[3] });
    expect(bookCall).toMatchObject({ start: slots[3], end: iso(new Date(slots[3]).getTime() + 30 * 60_000), status: 'BOOKED' });

    const other = await visitorLead(app.client());
    expect(await slotsFor(app.client(), other)).not.toContain(slots[3]);
    // The lead's own call does not block its own move.
    expect(await slotsFor(visitor, lead)).toContain(slots[3]);
  });

  it('refuses a taken, past, too near, too far or closed time with a Dutch BAD_USER_INPUT on start', async () => {
    const first = await visitorLead(app.client());
    // Not the first free start: it may pass the minimum notice before the cases below ask for it.
    const [, slot] = await slotsFor(app.client(), first);
    await app.client().ok(BOOK_CALL, { ...first, start: slot });
    const lead = await visitorLead(app.client());
    const cases: [string, RegExp][] = [
      [slot, /net door iemand anders geboekt/],
      [iso(Date.now() - HOUR), /al voorbij/],
      [iso(Math.ceil((Date.now() + HOUR) / (30 * 60_000)) * 30 * 60_000), /minstens 2 uur vooruit/],
      [iso(new Date(slot).getTime() + 15 * 24 * HOUR), /tot 14 dagen vooruit/],
      [iso(new Date(slot).getTime() + 10 * 60_000), /plannen we geen gesprekken/],
    ];
    for (const [start, message] of cases) {
      const result = await app.client().gql(BOOK_CALL, { ...lead, start });
      expect([start, errorCode(result)]).toEqual([start, 'BAD_USER_INPUT']);
      expect(result.errors![0].message).toMatch(message);
      expect(result.errors![0].extensions?.field).toBe('start');
    }
    const [{ count }] = await app.dataSource.query(`SELECT count(*)::int AS count FROM appointments WHERE lead_id = $1`, [lead.leadId]);
    expect(count).toBe(0);
  });

  it('refuses a wrong, foreign or malformed survey token with FORBIDDEN, and stores nothing', async () => {
    const lead = await visitorLead(app.client());
    const other = await visitorLead(app.client());
    const [slot] = await slotsFor(app.client(), lead);
    for (const variables of [
      { leadId: lead.leadId, surveyToken: 'wrong' },
      { leadId: lead.leadId, surveyToken: other.surveyToken },
      { leadId: 'not-a-uuid', surveyToken: lead.surveyToken },
      { leadId: '00000000-0000-4000-8000-000000000000', surveyToken: lead.surveyToken },
    ]) {
      expect(errorCode(await app.client().gql(BOOK_CALL, { ...variables, start: slot }))).toBe('FORBIDDEN');
      expect(errorCode(await app.client().gql(BOOKABLE_SLOTS, variables))).toBe('FORBIDDEN');
      expect(errorCode(await app.client().gql(CALENDAR_SHOWN, variables))).toBe('FORBIDDEN');
    }
    await app.dataSource.query(`UPDATE leads SET survey_token_expires_at = now() - interval '1 second' WHERE id = $1`, [lead.leadId]);
    expect(errorCode(await app.client().gql(BOOK_CALL, { ...lead, start: slot }))).toBe('FORBIDDEN');
    const [{ count }] = await app.dataSource.query(`SELECT count(*)::int AS count FROM appointments WHERE lead_id = $1`, [lead.leadId]);
    expect(count).toBe(0);
  });

  it('keeps one future call per lead: booking again moves it (same id, history says moved)', async () => {
    const visitor = app.client();
    const lead = await visitorLead(visitor);
    const slots = await slotsFor(visitor, lead);
    const first = (await visitor.ok<Booked>(BOOK_CALL, { ...lead, start: slots[1] })).bookCall;
    const second = (await visitor.ok<Booked>(BOOK_CALL, { ...lead, start: slots[5] })).bookCall;
    expect(second.id).toBe(first.id);
    const rows = await app.dataSource.query(`SELECT status, sequence, starts_at FROM appointments WHERE lead_id = $1`, [lead.leadId]);
    expect(rows).toEqual([{ status: 'BOOKED', sequence: 1, starts_at: new Date(slots[5]) }]);
    // The first time is free again.
    expect(await slotsFor(app.client(), await visitorLead(app.client()))).toContain(slots[1]);

    const admin = await loginAsAdmin(app);
    const { lead: profile } = await admin.ok<{
      lead: {
        appointments: { id: string; status: string }[];
        history: { type: string; changes: { field: string; from: string; to: string }[] }[];
      };
    }>(`query($id: ID!) { lead(id: $id) { appointments { id status } history { type changes { field from to } } } }`, { id: lead.leadId });
    expect(profile.appointments).toEqual([{ id: first.id, status: 'BOOKED' }]);
    expect(profile.history.slice(0, 2)).toEqual([
      { type: 'appointment_moved', changes: [{ field: 'appointment', from: slots[1], to: slots[5] }] },
      { type: 'appointment_booked', changes: [{ field: 'appointment', from: null, to: slots[1] }] },
    ]);
  });

  it('lets the e-mailed link show, move and cancel the call, and plan a cancelled one again', async () => {
    const visitor = app.client();
    const lead = await visitorLead(visitor);
    const slots = await slotsFor(visitor, lead);
    const booked = (await visitor.ok<Booked>(BOOK_CALL, { ...lead, start: slots[1] })).bookCall;
    const token = await latestLinkToken(app, lead.leadId);
    const stranger = app.client();

    const shown = await stranger.ok<{ appointmentByToken: { id: string; status: string; availableSlots: string[] } }>(BY_TOKEN, { token });
    expect(shown.appointmentByToken).toMatchObject({ id: booked.id, status: 'BOOKED' });
    // Its own start is no place to move to; the times after it are.
    expect(shown.appointmentByToken.availableSlots).not.toContain(slots[1]);
    expect(shown.appointmentByToken.availableSlots).toEqual(expect.arrayContaining([slots[2], slots[3]]));

    const moved = await stranger.ok<{ rescheduleAppointment: { start: string } }>(RESCHEDULE, { token, start: slots[2] });
    expect(moved.rescheduleAppointment.start).toBe(slots[2]);
    // The link keeps working after a move it made.
    expect(await stranger.ok(CANCEL, { token })).toEqual({ cancelAppointment: true });
    expect(await stranger.ok(CANCEL, { token })).toEqual({ cancelAppointment: true });
    const cancelled = await stranger.ok<{ appointmentByToken: { status: string } }>(BY_TOKEN, { token });
    expect(cancelled.appointmentByToken.status).toBe('CANCELLED');
    expect(await slotsFor(app.client(), await visitorLead(app.client()))).toContain(slots[2]);

    const again = await stranger.ok<{ rescheduleAppointment: { id: string; status: string } }>(RESCHEDULE, { token, start: slots[4] });
    expect(again.rescheduleAppointment).toEqual({ id: booked.id, status: 'BOOKED', start: slots[4], end: expect.any(String) });

    expect(await stranger.ok(BY_TOKEN, { token: 'unknown' })).toEqual({ appointmentByToken: null });
    expect(errorCode(await stranger.gql(RESCHEDULE, { token: 'unknown', start: slots[6] }))).toBe('FORBIDDEN');
    expect(errorCode(await stranger.gql(CANCEL, { token: 'x'.repeat(300) }))).toBe('FORBIDDEN');
    // What an appointment says about its lead is for admins only.
    const nosy = await stranger.gql(`query($token: String!) { appointmentByToken(token: $token) { id lead { name email } } }`, { token });
    expect(errorCode(nosy)).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(nosy.data)).not.toContain('@');
  });

  it('refuses to move or cancel a call that has begun', async () => {
    const lead = await visitorLead(app.client());
    const [, slot, later] = await slotsFor(app.client(), lead);
    const booked = (await app.client().ok<Booked>(BOOK_CALL, { ...lead, start: slot })).bookCall;
    const token = await latestLinkToken(app, lead.leadId);
    await app.dataSource.query(
      `UPDATE appointments SET starts_at = now() - interval '10 minutes', ends_at = now() + interval '20 minutes',
              held = tstzrange(now() - interval '10 minutes', now() + interval '20 minutes') WHERE id = $1`,
      [booked.id],
    );
    for (const result of [await app.client().gql(RESCHEDULE, { token, start: later }), await app.client().gql(CANCEL, { token })]) {
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
      expect(result.errors![0].message).toMatch(/al begonnen of voorbij/);
    }
  });

  it('lets admins read and change the settings, with Dutch field errors, and audits the change', async () => {
    const admin = await loginAsAdmin(app);
    const SAVE = `mutation($input: BookingSettingsInput!) { updateBookingSettings(input: $input) {
      weeklyHours { weekday start end } callMinutes bufferMinutes minimumNoticeMinutes horizonDays daysOff capacity } }`;
    const { bookingSettings } = await admin.ok<{ bookingSettings: Record<string, unknown> }>(
      `query { bookingSettings { weeklyHours { weekday start end } callMinutes bufferMinutes minimumNoticeMinutes horizonDays daysOff capacity } }`,
    );
    expect(bookingSettings).toMatchObject({ callMinutes: 30, capacity: 1, horizonDays: 14 });

    const input = {
      weeklyHours: [
        { weekday: 'MONDAY', start: '09:00', end: '12:00' },
        { weekday: 'MONDAY', start: '13:00', end: '17:00' },
      ],
      callMinutes: 45,
      bufferMinutes: 15,
      minimumNoticeMinutes: 240,
      horizonDays: 21,
      daysOff: ['2026-12-31', '2026-12-25'],
      capacity: 2,
    };
    const saved = await admin.ok<{ updateBookingSettings: Record<string, unknown> }>(SAVE, { input });
    expect(saved.updateBookingSettings).toEqual({ ...input, daysOff: ['2026-12-25', '2026-12-31'] });
    const [audit] = await app.dataSource.query(`SELECT action FROM audit_events WHERE action = 'booking.settings_changed'`);
    expect(audit).toBeTruthy();

    for (const [bad, field] of [
      [{ ...input, weeklyHours: [{ weekday: 'MONDAY', start: '9:00', end: '12:00' }] }, 'weeklyHours.0.start'],
      [{ ...input, weeklyHours: [{ weekday: 'MONDAY', start: '12:00', end: '09:00' }] }, 'weeklyHours.0.end'],
      [{ ...input, weeklyHours: [...input.weeklyHours, { weekday: 'MONDAY', start: '11:00', end: '14:00' }] }, 'weeklyHours.2.start'],
      [{ ...input, callMinutes: 2 }, 'callMinutes'],
      [{ ...input, capacity: 0 }, 'capacity'],
      [{ ...input, daysOff: ['2026-02-30'] }, 'daysOff'],
    ] as const) {
      const result = await admin.gql(SAVE, { input: bad });
      expect([field, errorCode(result)]).toEqual([field, 'BAD_USER_INPUT']);
      expect(result.errors![0].message).toContain(field);
    }
    // A read-only API token reads the settings but cannot change them.
    const readOnly = bearerClient(
      app,
      (await admin.ok<{ createApiToken: string }>(`mutation { createApiToken(name: "agenda lezen", readOnly: true) }`)).createApiToken,
    );
    expect(
      (await readOnly.ok<{ bookingSettings: { capacity: number } }>(`query { bookingSettings { capacity } }`)).bookingSettings.capacity,
    ).toBe(2);
    expect(errorCode(await readOnly.gql(SAVE, { input }))).toBe('FORBIDDEN');
    await setBookingRules(app);
  });

  it('lets admins list, move and cancel calls; the lead is mailed and the history names the admin', async () => {
    const admin = await loginAsAdmin(app);
    const lead = await visitorLead(app.client(), { name: 'Agenda Lead' });
    const slots = await slotsFor(app.client(), lead);
    const booked = (await app.client().ok<Booked>(BOOK_CALL, { ...lead, start: slots[8] })).bookCall;

    const list = await admin.ok<{ appointments: { id: string; lead: { name: string } }[] }>(
      `query($from: DateTimeISO!, $to: DateTimeISO!) { appointments(from: $from, to: $to) { id start status lead { name } } }`,
      { from: slots[8], to: iso(new Date(slots[8]).getTime() + 1) },
    );
    expect(list.appointments).toEqual([expect.objectContaining({ id: booked.id, lead: { name: 'Agenda Lead' } })]);

    const MOVE = `mutation($id: ID!, $start: DateTimeISO!) { moveAppointment(id: $id, start: $start) { id start status } }`;
    const { appointment } = await admin.ok<{ appointment: { availableSlots: string[] } }>(
      `query($id: ID!) { appointment(id: $id) { availableSlots(days: 3) } }`,
      { id: booked.id },
    );
    expect(appointment.availableSlots).toContain(slots[9]);
    const moved = await admin.ok<{ moveAppointment: { start: string } }>(MOVE, { id: booked.id, start: slots[9] });
    expect(moved.moveAppointment.start).toBe(slots[9]);
    const mails = await app.dataSource.query(
      `SELECT kind, recipient, subject, calendar IS NOT NULL AS invitation FROM outgoing_messages WHERE lead_id = $1 ORDER BY created_at`,
      [lead.leadId],
    );
    expect(mails.filter((mail: { kind: string }) => mail.kind === 'appointment_confirmed')).toEqual([
      expect.objectContaining({ subject: expect.stringMatching(/^Je gesprek is gepland/), invitation: true }),
      expect.objectContaining({ subject: expect.stringMatching(/^Je gesprek is verplaatst/), invitation: true }),
    ]);
    // The admin's move came with a fresh link; the lead's first one still works too.
    expect(
      (await app.client().ok<{ appointmentByToken: { start: string } }>(BY_TOKEN, { token: await latestLinkToken(app, lead.leadId) }))
        .appointmentByToken.start,
    ).toBe(slots[9]);

    const cancelled = await admin.ok<{ cancelAppointmentById: { status: string } }>(
      `mutation($id: ID!) { cancelAppointmentById(id: $id) { status } }`,
      { id: booked.id },
    );
    expect(cancelled.cancelAppointmentById.status).toBe('CANCELLED');
    const { lead: profile } = await admin.ok<{ lead: { history: { type: string; actorEmail: string | null }[] } }>(
      `query($id: ID!) { lead(id: $id) { history { type actorEmail } } }`,
      { id: lead.leadId },
    );
    expect(profile.history.slice(0, 3)).toEqual([
      { type: 'appointment_cancelled', actorEmail: admin.user.email },
      { type: 'appointment_moved', actorEmail: admin.user.email },
      { type: 'appointment_booked', actorEmail: null },
    ]);
    expect(errorCode(await admin.gql(MOVE, { id: '00000000-0000-4000-8000-000000000000', start: slots[9] }))).toBe('NOT_FOUND');
    expect(errorCode(await admin.gql(MOVE, { id: 'nope', start: slots[9] }))).toBe('BAD_USER_INPUT');
    // Admins' e-mails are about what leads do; an admin's own change is not mailed to the admins.
    const adminMails = await app.dataSource.query(`SELECT subject FROM outgoing_messages WHERE lead_id = $1 AND kind = 'call_booked'`, [
      lead.leadId,
    ]);
    expect(adminMails.map((mail: { subject: string }) => mail.subject.split(':')[0])).toEqual(expect.arrayContaining(['Gesprek gepland']));
    expect(adminMails.every((mail: { subject: string }) => mail.subject.startsWith('Gesprek gepland'))).toBe(true);
  });

  it('holds as many calls at once as the capacity says', async () => {
    await setBookingRules(app, { capacity: 2 });
    try {
      const leads = await Promise.all([1, 2, 3].map(() => visitorLead(app.client())));
      const [slot] = (await slotsFor(app.client(), leads[0])).slice(-1);
      const results = [];
      for (const lead of leads) results.push(await app.client().gql(BOOK_CALL, { ...lead, start: slot }));
      expect(results.map(errorCode)).toEqual([undefined, undefined, 'BAD_USER_INPUT']);
      const seats = await app.dataSource.query(`SELECT seat FROM appointments WHERE starts_at = $1 AND status = 'BOOKED' ORDER BY seat`, [
        slot,
      ]);
      expect(seats).toEqual([{ seat: 1 }, { seat: 2 }]);
    } finally {
      await setBookingRules(app);
    }
  });

  it('counts the funnel: survey completed, calendar shown, call booked (and booked after the quick scan alone)', async () => {
    const admin = await loginAsAdmin(app);
    const from = new Date().toISOString();
    await visitorLead(app.client()); // completed the survey, never saw the calendar
    const shown = await visitorLead(app.client());
    const booked = await visitorLead(app.client());
    const quickScanOnly = await createLeadViaApi(app.client());
    for (const lead of [shown, booked, quickScanOnly]) {
      await app.client().ok(CALENDAR_SHOWN, lead);
      await app.client().ok(CALENDAR_SHOWN, lead); // once per lead
    }
    for (const lead of [booked, quickScanOnly]) {
      const slots = await slotsFor(app.client(), lead);
      await app.client().ok(BOOK_CALL, { ...lead, start: slots[slots.length - 3 - (lead === booked ? 0 : 1)] });
    }
    const { bookingFunnel } = await admin.ok<{ bookingFunnel: Record<string, number> }>(
      `query($from: DateTimeISO) { bookingFunnel(from: $from) { surveysCompleted calendarShown callsBooked callsBookedWithoutSurvey } }`,
      { from },
    );
    expect(bookingFunnel).toEqual({ surveysCompleted: 3, calendarShown: 2, callsBooked: 1, callsBookedWithoutSurvey: 1 });
  });

  it('erasing a lead erases its calls and their links', async () => {
    const admin = await loginAsAdmin(app);
    const lead = await visitorLead(app.client());
    const [slot] = (await slotsFor(app.client(), lead)).slice(-5);
    await app.client().ok(BOOK_CALL, { ...lead, start: slot });
    const token = await latestLinkToken(app, lead.leadId);
    await admin.ok(`mutation($id: ID!) { eraseLead(id: $id) { id } }`, { id: lead.leadId });
    expect(await app.client().ok(BY_TOKEN, { token })).toEqual({ appointmentByToken: null });
    const [{ count }] = await app.dataSource.query(`SELECT count(*)::int AS count FROM appointments WHERE lead_id = $1`, [lead.leadId]);
    expect(count).toBe(0);
    expect(await slotsFor(app.client(), await visitorLead(app.client()))).toContain(slot);
  });
});

describe('booking rate limit', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_BOOKINGS_PER_MINUTE: '3' } });
    await setBookingRules(app);
  });
  afterAll(() => app.close());

  it('limits booking writes per client, wrong tokens included', async () => {
    const lead = await visitorLead(app.client());
    const [slot] = await slotsFor(app.client(), lead);
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push(errorCode(await app.client().gql(BOOK_CALL, { ...lead, surveyToken: 'wrong', start: slot })));
    codes.push(errorCode(await app.client().gql(BOOK_CALL, { ...lead, start: slot })));
    expect(codes).toEqual(['FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'RATE_LIMITED']);
  });
});
