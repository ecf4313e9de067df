import { getNamedType, isNonNullType, isEnumType, isInputObjectType, isListType, isScalarType, type GraphQLInputType } from 'graphql';
import { errorCode, type ApiClient } from '../support/api-client';
import { bearerClient, createApiTokenFor, createTestUser, loginAs, TEST_PASSWORD, uniqueEmail, type TestUser } from '../support/auth';
import { repositoryLeadWriter, type LeadWriter } from '../support/lead-writer';
import { LEAD_CHANGED, untilSubscribed, type LeadChangedEvent } from '../support/realtime';
import { startTestApp, type TestApp } from '../support/test-app';
import { subscribe } from '../support/ws-client';
import { buildAppSchema } from '../../src/schema';
import { CREATE_LEAD, createLeadViaApi, quickScanInput, SUBMIT_SURVEY } from '../factories/lead.factory';
import {
  BOOK_CALL,
  BOOKABLE_SLOTS,
  BY_TOKEN,
  CALENDAR_SHOWN,
  CANCEL,
  latestLinkToken,
  RESCHEDULE,
  slotsFor,
} from '../factories/booking.factory';

/** What a caller gets: OK (data, no error) or the first error's code. */
type Outcome = 'OK' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT';
type Caller = 'anonymous' | 'user' | 'admin' | 'bearer';

/** What the rows may use: a lead that exists, fresh tokens and addresses. */
interface Fixture {
  leadId: string;
  /** A lead of its own, for rows that use one up (delete, survey). */
  newLead(): Promise<{ leadId: string; surveyToken: string }>;
  newTokenId(): Promise<string>;
  /** A fresh account (role viewer) for rows that change one. */
  newUserId(): Promise<string>;
  email(): string;
  admin: TestUser;
  /** A webhook, and a delivery of it (straight into the tables). */
  newWebhookId(): Promise<string>;
  newDeliveryId(): Promise<string>;
  newOutgoingMessageId(): Promise<string>;
  /** A free start no row has used yet (the default hours: working days, within two weeks). */
  freeSlot(): Promise<string>;
  /** A lead with a booked call: its id, the call's id and the secret of its e-mailed link. */
  newBooking(): Promise<{ leadId: string; appointmentId: string; token: string }>;
  /** A manual spend entry of its own (straight into the table). */
  newManualSpendId(): Promise<string>;
}

interface Row {
  operation: string;
  document: string;
  variables: (fixture: Fixture) => Record<string, unknown> | Promise<Record<string, unknown>>;
  expected: Record<Caller, Outcome>;
}

const none = () => ({});
function row(operation: string, document: string, variables: Row['variables'], [anonymous, user, admin, bearer]: Outcome[]): Row {
  return { operation, document, variables, expected: { anonymous, user, admin, bearer } };
}

const ADMIN_ONLY: Outcome[] = ['UNAUTHENTICATED', 'FORBIDDEN', 'OK', 'OK'];
const PUBLIC: Outcome[] = ['OK', 'OK', 'OK', 'OK'];
/** An admin in person: an API token may not create accounts, tokens or passwords. */
const ADMIN_IN_PERSON: Outcome[] = ['UNAUTHENTICATED', 'FORBIDDEN', 'OK', 'FORBIDDEN'];
/** Any signed-in person, for their own account; not a token. */
const SIGNED_IN_PERSON: Outcome[] = ['UNAUTHENTICATED', 'OK', 'OK', 'FORBIDDEN'];

/**
 * Every root field of the schema, as signed out / signed in without the admin role / admin by
 * session / admin by API token. One line per operation: append the lead operations here when they
 * land (a test below fails while a root field has no row).
 */
const MATRIX: Row[] = [
  //  operation          document                                                               variables                                      anonymous, user, admin, bearer
  row('apiVersion', `query { apiVersion }`, none, PUBLIC),
  row('me', `query { me { id } }`, none, PUBLIC),
  row(
    'login',
    `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { id } }`,
    (f) => ({ e: f.admin.email, p: f.admin.password }),
    ['OK', 'OK', 'OK', 'UNAUTHENTICATED'],
  ),
  row('logout', `mutation { logout }`, none, PUBLIC),
  row(
    'createUser',
    `mutation($e: String!) { createUser(email: $e, password: "een lang wachtwoord", role: "viewer") { id } }`,
    (f) => ({ e: f.email() }),
    ADMIN_IN_PERSON,
  ),
  row('users', `query { users { id email role disabled activeSessions apiTokens lastSignInAt } }`, none, ADMIN_ONLY),
  row(
    'setUserRole',
    `mutation($id: ID!) { setUserRole(id: $id, role: "editor") { id } }`,
    async (f) => ({ id: await f.newUserId() }),
    ADMIN_ONLY,
  ),
  row(
    'setUserDisabled',
    `mutation($id: ID!) { setUserDisabled(id: $id, disabled: true) { id } }`,
    async (f) => ({ id: await f.newUserId() }),
    ADMIN_ONLY,
  ),
  row(
    'resetUserPassword',
    `mutation($id: ID!) { resetUserPassword(id: $id) }`,
    async (f) => ({ id: await f.newUserId() }),
    ADMIN_IN_PERSON,
  ),
  // Both the viewer and the admin have TEST_PASSWORD: "changing" it to itself keeps later rows signing in.
  row(
    'changePassword',
    `mutation($p: String!) { changePassword(currentPassword: $p, newPassword: $p) { endedSessions } }`,
    () => ({ p: TEST_PASSWORD }),
    SIGNED_IN_PERSON,
  ),
  row('mySessions', `query { mySessions { id signedInAt expiresAt current userAgent } }`, none, SIGNED_IN_PERSON),
  row('endOtherSessions', `mutation { endOtherSessions }`, none, SIGNED_IN_PERSON),
  row(
    'auditEvents',
    `query { auditEvents(filter: { action: "login.failed" }, limit: 5) { id at action actorEmail ip } }`,
    none,
    ADMIN_ONLY,
  ),
  row('apiTokens', `query { apiTokens { id name ownerEmail createdAt lastUsedAt expiresAt readOnly } }`, none, ADMIN_ONLY),
  row('createApiToken', `mutation { createApiToken(name: "matrix", readOnly: true) }`, none, ADMIN_IN_PERSON),
  row('revokeApiToken', `mutation($id: ID!) { revokeApiToken(id: $id) }`, async (f) => ({ id: await f.newTokenId() }), ADMIN_ONLY),
  row('createLead', CREATE_LEAD, () => ({ input: quickScanInput() }), PUBLIC),
  row('submitSurvey', SUBMIT_SURVEY, async (f) => ({ ...(await f.newLead()), survey: { timeline: 'ASAP' } }), PUBLIC),
  row('leads', `query { leads(filter: { search: "matrix" }) { id } }`, none, ADMIN_ONLY),
  row('leadCount', `query { leadCount }`, none, ADMIN_ONLY),
  row('lead', `query($id: ID!) { lead(id: $id) { id } }`, (f) => ({ id: f.leadId }), ADMIN_ONLY),
  row('dashboard', `query { dashboard { totalLeads } }`, none, ADMIN_ONLY),
  row('googleAdsConversions', `query { googleAdsConversions(from: "2026-01-01T00:00:00Z", to: "2026-02-01T00:00:00Z") }`, none, ADMIN_ONLY),
  row('updateLead', `mutation($id: ID!) { updateLead(id: $id, input: { notes: "x" }) { id } }`, (f) => ({ id: f.leadId }), ADMIN_ONLY),
  row('recordContact', `mutation($id: ID!) { recordContact(id: $id) { id lastContact } }`, (f) => ({ id: f.leadId }), ADMIN_ONLY),
  row('setLeadOutcome', `mutation($id: ID!) { setLeadOutcome(id: $id, outcome: LOST) { id } }`, (f) => ({ id: f.leadId }), ADMIN_ONLY),
  row('moveLead', `mutation($id: ID!) { moveLead(id: $id, status: CONTACTED, position: 1) { id } }`, (f) => ({ id: f.leadId }), ADMIN_ONLY),
  row('pipelineColumns', `query { pipelineColumns { status staleAfterDays staleSince } }`, none, ADMIN_ONLY),
  row('updatePipelineColumn', `mutation { updatePipelineColumn(status: CONTACTED, staleAfterDays: 7) { status } }`, none, ADMIN_ONLY),
  row('deleteLead', `mutation($id: ID!) { deleteLead(id: $id) }`, async (f) => ({ id: (await f.newLead()).leadId }), ADMIN_ONLY),
  row(
    'mergeLeads',
    `mutation($keep: ID!, $merge: ID!) { mergeLeads(keepId: $keep, mergeId: $merge) { id returns duplicates { id } } }`,
    async (f) => ({ keep: (await f.newLead()).leadId, merge: (await f.newLead()).leadId }),
    ADMIN_ONLY,
  ),
  row('leadDataExport', `query($id: ID!) { leadDataExport(id: $id) }`, (f) => ({ id: f.leadId }), ADMIN_ONLY),
  row('eraseLead', `mutation($id: ID!) { eraseLead(id: $id) { id } }`, async (f) => ({ id: (await f.newLead()).leadId }), ADMIN_ONLY),
  row('retentionPolicy', `query { retentionPolicy { leadMonths leadsDueNextRun lastRunAt } }`, none, ADMIN_ONLY),
  row('leadChanged', LEAD_CHANGED, none, ADMIN_ONLY),
  row('webhooks', `query { webhooks { id url events deliveries { id status attempt } } }`, none, ADMIN_ONLY),
  row(
    'createWebhook',
    `mutation { createWebhook(input: { url: "https://hooks.example.com/leads", events: [LEAD_CREATED] }) { id secret } }`,
    none,
    ADMIN_ONLY,
  ),
  row('deleteWebhook', `mutation($id: ID!) { deleteWebhook(id: $id) }`, async (f) => ({ id: await f.newWebhookId() }), ADMIN_ONLY),
  // The matrix runs without the job queue (JOB_QUEUE=off) and without SMTP_URL: nothing can be sent again.
  row('redeliverWebhook', `mutation($id: ID!) { redeliverWebhook(id: $id) { id } }`, async (f) => ({ id: await f.newDeliveryId() }), [
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'BAD_USER_INPUT',
    'BAD_USER_INPUT',
  ]),
  row('outgoingMessages', `query { outgoingMessages { id status } }`, none, ADMIN_ONLY),
  row('mailSending', `query { mailSending }`, none, ADMIN_ONLY),
  row(
    'resendOutgoingMessage',
    `mutation($id: ID!) { resendOutgoingMessage(id: $id) { id } }`,
    async (f) => ({ id: await f.newOutgoingMessageId() }),
    ['UNAUTHENTICATED', 'FORBIDDEN', 'BAD_USER_INPUT', 'BAD_USER_INPUT'],
  ),
  row('speedToLead', `query { speedToLead { medianMinutes within5Minutes bySource { source contacted } } }`, none, ADMIN_ONLY),
  row('notificationSettings', `query { notificationSettings { newLead } }`, none, ADMIN_ONLY),
  row('bookableSlots', BOOKABLE_SLOTS, async (f) => ({ ...(await f.newLead()), days: 2 }), PUBLIC),
  row('bookCall', BOOK_CALL, async (f) => ({ ...(await f.newLead()), start: await f.freeSlot() }), PUBLIC),
  row('recordCalendarShown', CALENDAR_SHOWN, (f) => f.newLead(), PUBLIC),
  row('appointmentByToken', BY_TOKEN, async (f) => ({ token: (await f.newBooking()).token }), PUBLIC),
  row('rescheduleAppointment', RESCHEDULE, async (f) => ({ token: (await f.newBooking()).token, start: await f.freeSlot() }), PUBLIC),
  row('cancelAppointment', CANCEL, async (f) => ({ token: (await f.newBooking()).token }), PUBLIC),
  row('bookingSettings', `query { bookingSettings { callMinutes weeklyHours { weekday start end } } }`, none, ADMIN_ONLY),
  row(
    'updateBookingSettings',
    `mutation { updateBookingSettings(input: { weeklyHours: [{ weekday: MONDAY, start: "09:00", end: "18:00" }, { weekday: TUESDAY, start: "09:00", end: "18:00" },
       { weekday: WEDNESDAY, start: "09:00", end: "18:00" }, { weekday: THURSDAY, start: "09:00", end: "18:00" }, { weekday: FRIDAY, start: "09:00", end: "18:00" }],
       callMinutes: 30, bufferMinutes: 0, minimumNoticeMinutes: 120, horizonDays: 14, daysOff: [], capacity: 1 }) { callMinutes } }`,
    none,
    ADMIN_ONLY,
  ),
  row(
    'appointments',
    `query { appointments(from: "2026-01-01T00:00:00Z", to: "2026-12-31T00:00:00Z") { id start end status lead { id } } }`,
    none,
    ADMIN_ONLY,
  ),
  row(
    'appointment',
    `query($id: ID!) { appointment(id: $id) { id lead { id } } }`,
    async (f) => ({ id: (await f.newBooking()).appointmentId }),
    ADMIN_ONLY,
  ),
  row(
    'moveAppointment',
    `mutation($id: ID!, $start: DateTimeISO!) { moveAppointment(id: $id, start: $start) { id } }`,
    async (f) => ({ id: (await f.newBooking()).appointmentId, start: await f.freeSlot() }),
    ADMIN_ONLY,
  ),
  row(
    'cancelAppointmentById',
    `mutation($id: ID!) { cancelAppointmentById(id: $id) { id status } }`,
    async (f) => ({ id: (await f.newBooking()).appointmentId }),
    ADMIN_ONLY,
  ),
  row('bookingFunnel', `query { bookingFunnel { surveysCompleted calendarShown callsBooked } }`, none, ADMIN_ONLY),
  row(
    'updateNotificationSettings',
    `mutation { updateNotificationSettings(input: { newLead: true, hotSurvey: true, dailySummary: false }) { newLead } }`,
    none,
    ADMIN_ONLY,
  ),
  row(
    'importAdSpend',
    `mutation($csv: String!) { importAdSpend(platform: OTHER, csv: $csv, dryRun: true) { rows total } }`,
    () => ({ csv: 'datum;campagne;kosten\n3-11-2026;Flyer;12,50\n' }),
    ADMIN_ONLY,
  ),
  row('setManualSpend', `mutation { setManualSpend(channel: REFERRAL, month: "2026-01", amount: 25) { id } }`, none, ADMIN_ONLY),
  row(
    'deleteManualSpend',
    `mutation($id: ID!) { deleteManualSpend(id: $id) }`,
    async (f) => ({ id: await f.newManualSpendId() }),
    ADMIN_ONLY,
  ),
  row(
    'channelReport',
    `query { channelReport(from: "2026-01-01T00:00:00Z", to: "2026-02-01T00:00:00Z", by: CAMPAIGN, touch: LAST) { channel spend roas } }`,
    none,
    ADMIN_ONLY,
  ),
  row(
    'costPerLeadSeries',
    `query { costPerLeadSeries(from: "2026-01-01T00:00:00Z", to: "2026-02-01T00:00:00Z") { bucket points { start } } }`,
    none,
    ADMIN_ONLY,
  ),
  row('manualSpend', `query { manualSpend { id month amount } }`, none, ADMIN_ONLY),
];

describe('authorization matrix', () => {
  let app: TestApp;
  let writer: LeadWriter;
  let fixture: Fixture;
  let viewer: TestUser;
  let token: string;
  let manualMonths = 0;

  beforeAll(async () => {
    app = await startTestApp({
      env: { RATE_LIMIT_LOGINS_PER_MINUTE: '10000', RATE_LIMIT_LEADS_PER_MINUTE: '10000', RATE_LIMIT_BOOKINGS_PER_MINUTE: '10000' },
    });
    writer = repositoryLeadWriter(app.dataSource);
    const admin = await createTestUser(app, { role: 'admin' });
    viewer = await createTestUser(app, { role: 'viewer' });
    token = await createApiTokenFor(app, admin, 'matrix bearer');
    // Each row that books takes the next free start, so no two rows ask for the same one. Not the
    // first: it may pass the minimum notice while the matrix runs.
    let slots: string[] = [];
    let slotsUsed = 1;
    const freeSlot = async () => {
      if (slots.length === 0) slots = await slotsFor(app.client(), await createLeadViaApi(app.client()));
      return slots[slotsUsed++];
    };
    fixture = {
      freeSlot,
      newBooking: async () => {
        const lead = await createLeadViaApi(app.client());
        const { bookCall } = await app.client().ok<{ bookCall: { id: string } }>(BOOK_CALL, { ...lead, start: await freeSlot() });
        return { leadId: lead.leadId, appointmentId: bookCall.id, token: await latestLinkToken(app, lead.leadId) };
      },
      leadId: await writer.create({ name: 'Matrix' }),
      newLead: () => createLeadViaApi(app.client()),
      admin,
      email: () => uniqueEmail('matrix'),
      newUserId: async () => (await createTestUser(app, { role: 'viewer' })).id,
      newWebhookId: async () =>
        (
          await app.dataSource.query(
            `INSERT INTO webhooks (url, events, secret) VALUES ('https://x.example', '{LEAD_CREATED}', 'whsec_x') RETURNING id`,
          )
        )[0].id as string,
      newDeliveryId: async () =>
        (
          await app.dataSource.query(
            `WITH w AS (INSERT INTO webhooks (url, events, secret) VALUES ('https://x.example', '{LEAD_CREATED}', 'whsec_x') RETURNING id)
             INSERT INTO webhook_deliveries (webhook_id, message_id, event, payload)
             SELECT id, gen_random_uuid()::text, 'LEAD_CREATED', '{}' FROM w RETURNING id`,
          )
        )[0].id as string,
      newOutgoingMessageId: async () =>
        (
          await app.dataSource.query(
            `INSERT INTO outgoing_messages (kind, message_id, recipient, subject, text, html, status)
             VALUES ('new_lead', gen_random_uuid()::text, 'a@b.nl', 's', 't', 'h', 'not_sent') RETURNING id`,
          )
        )[0].id as string,
      newManualSpendId: async () => {
        manualMonths += 1;
        return (
          await app.dataSource.query(
            `INSERT INTO manual_spend (channel, month, amount) VALUES ('EMAIL', date '2000-01-01' + make_interval(months => $1), 1) RETURNING id`,
            [manualMonths],
          )
        )[0].id as string;
      },
      newTokenId: async () => {
        await createApiTokenFor(app, admin, 'to revoke');
        const [{ id }] = await app.dataSource.query(
          `SELECT id FROM api_tokens WHERE name = 'to revoke' AND revoked_at IS NULL ORDER BY created_at DESC LIMIT 1`,
        );
        return id as string;
      },
    };
  });
  afterAll(() => app.close());

  /** A fresh caller per row, so a row (logout, say) cannot change what the next one sees. */
  async function caller(kind: Caller): Promise<{ client: ApiClient; cookie?: string; token?: string }> {
    if (kind === 'anonymous') return { client: app.client() };
    if (kind === 'bearer') return { client: bearerClient(app, token), token };
    const client = await loginAs(app, kind === 'admin' ? fixture.admin : viewer);
    return { client, cookie: client.cookieHeader };
  }

  async function httpOutcome(client: ApiClient, document: string, variables: Record<string, unknown>): Promise<string> {
    const result = await client.gql(document, variables);
    return errorCode(result) ?? (result.data ? 'OK' : `no data (HTTP ${result.status})`);
  }

  async function subscriptionOutcome(who: { cookie?: string; token?: string }, document: string): Promise<string> {
    const subscription = subscribe<LeadChangedEvent>(app.url, document, { cookie: who.cookie, token: who.token });
    const closed = subscription.closed.then(({ code }) => ({ 4401: 'UNAUTHENTICATED', 4403: 'FORBIDDEN' })[code] ?? `closed ${code}`);
    try {
      return await Promise.race([closed, untilSubscribed(subscription, writer).then(() => 'OK')]);
    } finally {
      await subscription.close();
    }
  }

  const cases = MATRIX.flatMap((entry) => (Object.keys(entry.expected) as Caller[]).map((who) => [entry.operation, who, entry] as const));

  it.each(cases)('%s as %s', async (_operation, who, entry) => {
    const { client, cookie, token: bearer } = await caller(who);
    const outcome = entry.document.trimStart().startsWith('subscription')
      ? await subscriptionOutcome({ cookie, token: bearer }, entry.document)
      : await httpOutcome(client, entry.document, await entry.variables(fixture));
    expect(outcome).toBe(entry.expected[who]);
  });

  it('covers every root field of the schema, so no operation is left unchecked', async () => {
    const schema = await buildAppSchema();
    const rootFields = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) =>
      type ? Object.keys(type.getFields()) : [],
    );
    expect(MATRIX.map((entry) => entry.operation).sort()).toEqual(rootFields.sort());
  });

  /**
   * Deny by default, independent of the rows: every operation not open to visitors refuses a
   * signed-out caller and a non-admin before anything else, whatever the (well-typed) arguments.
   */
  it('every operation not public refuses signed-out and non-admin callers', async () => {
    const schema = await buildAppSchema();
    const publicOperations = new Set(
      MATRIX.filter((entry) => entry.expected.anonymous !== 'UNAUTHENTICATED').map((entry) => entry.operation),
    );
    // A signed-in person's own account (changePassword, mySessions): open to every role.
    const anyRole = new Set(MATRIX.filter((entry) => entry.expected.user !== 'FORBIDDEN').map((entry) => entry.operation));
    const user = await loginAs(app, viewer);
    for (const [keyword, type] of [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
    ] as const) {
      for (const field of Object.values(type?.getFields() ?? {})) {
        if (publicOperations.has(field.name)) continue;
        const args = field.args.filter((arg) => isNonNullType(arg.type));
        const signature = args.length ? `(${args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ')})` : '';
        const call = args.length ? `(${args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})` : '';
        const selection = /^(String|Boolean|Int|Float|ID|DateTimeISO)$/.test(getNamedType(field.type).name) ? '' : ' { __typename }';
        const document = `${keyword}${signature} { ${field.name}${call}${selection} }`;
        const variables = Object.fromEntries(args.map((arg) => [arg.name, sampleValue(arg.type)]));
        expect([field.name, errorCode(await app.client().gql(document, variables))]).toEqual([field.name, 'UNAUTHENTICATED']);
        if (!anyRole.has(field.name)) {
          expect([field.name, errorCode(await user.gql(document, variables))]).toEqual([field.name, 'FORBIDDEN']);
        }
      }
    }
  });
});

/** A value of the given input type, for calls that must be refused before their arguments matter. */
function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
        .map((field) => [field.name, sampleValue(field.type)]),
    );
  }
  if (isScalarType(type)) {
    return (
      (
        {
          ID: '00000000-0000-4000-8000-000000000000',
          String: 'x',
          Int: 1,
          Float: 1,
          Boolean: true,
          DateTimeISO: new Date().toISOString(),
        } as Record<string, unknown>
      )[type.name] ?? 'x'
    );
  }
  return null;
}
