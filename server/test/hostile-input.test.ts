/**
 * Hostile input against the real server over HTTP and WebSocket: every mutation fed wrong types,
 * missing and extra fields, over-long strings, control characters, HTML and SQL; aliases, batching,
 * deep and costly documents; a foreign Origin on the socket; rotated X-Forwarded-For against the
 * login lock and the rate limits. Every refusal must be a clear 4xx-class GraphQL error (never a
 * 5xx, never INTERNAL_SERVER_ERROR), and the database must hold exactly what it held before.
 */
import { errorCode, type ApiClient, type GraphQLResponse } from './support/api-client';
import { LOGIN, createTestUser, loginAsAdmin, uniqueEmail } from './support/auth';
import { startTestApp, type TestApp } from './support/test-app';
import WebSocket from 'ws';
import { closedWithin, subscribe } from './support/ws-client';
import { CREATE_LEAD, SUBMIT_SURVEY, createLeadViaApi, quickScanInput } from './factories/lead.factory';

type Who = 'visitor' | 'admin';

interface HostileCase {
  name: string;
  who: Who;
  query: string;
  variables?: Record<string, unknown>;
  /** The expected `extensions.code`. */
  code: string;
  /** A part of the (Dutch) message, e.g. the field it names. */
  message?: RegExp;
}

const REFUSAL_CODES = [
  'BAD_USER_INPUT',
  'FORBIDDEN',
  'UNAUTHENTICATED',
  'NOT_FOUND',
  'RATE_LIMITED',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'BAD_REQUEST',
];

const UPDATE_LEAD = `mutation U($id: ID!, $input: UpdateLeadInput!) { updateLead(id: $id, input: $input) { id } }`;
const MOVE_LEAD = `mutation M($id: ID!, $status: LeadStatus!, $position: Int!) { moveLead(id: $id, status: $status, position: $position) { id } }`;
const SET_OUTCOME = `mutation O($id: ID!, $outcome: LeadOutcome!) { setLeadOutcome(id: $id, outcome: $outcome) { id } }`;
const DELETE_LEAD = `mutation D($id: ID!) { deleteLead(id: $id) }`;
const CREATE_USER = `mutation C($email: String!, $password: String!, $role: String!) { createUser(email: $email, password: $password, role: $role) { id } }`;
const CREATE_TOKEN = `mutation T($name: String!) { createApiToken(name: $name) }`;
const REVOKE_TOKEN = `mutation R($id: ID!) { revokeApiToken(id: $id) }`;
const LOGOUT = `mutation { logout }`;

const long = (n: number, unit = 'a') => unit.repeat(n);
/** Characters PostgreSQL cannot store (NUL) or that have no business in form text. */
const CONTROL_CHARACTERS: [string, string][] = [
  ['NUL', 'Jan\u0000de Vries'],
  ['escape sequence', 'Jan \u001b[31mrood\u001b[0m'],
  ['backspace', 'Jan\u0008'],
  ['DEL', 'Jan\u007f'],
  ['C1 control', 'Jan\u0085x'],
  ['lone surrogate', 'Jan\ud800'],
];

/** Digest of everything stored that a refused request could touch. */
async function snapshot(app: TestApp): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of ['leads', 'users', 'api_tokens', 'lead_events']) {
    const [row] = await app.dataSource.query(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM ${table} t`,
    );
    result[table] = `${row.n}:${row.digest}`;
  }
  return result;
}

function expectRefused(result: GraphQLResponse<unknown>, code: string, message?: RegExp): void {
  const summary = { status: result.status, code: errorCode(result), message: result.errors?.[0]?.message };
  expect(summary).toEqual({ status: expect.any(Number), code, message: message ? expect.stringMatching(message) : expect.any(String) });
  expect(result.status).toBeLessThan(500);
  expect(REFUSAL_CODES).toContain(code);
  // Every field of the answer is null or absent: nothing was done.
  for (const value of Object.values((result.data ?? {}) as Record<string, unknown>)) expect(value).toBeNull();
}

describe('hostile input', () => {
  let app: TestApp;
  let admin: ApiClient;
  let visitor: ApiClient;
  let lead: { leadId: string; surveyToken: string };
  let tokenId: string;
  const logged: string[] = [];

  beforeAll(async () => {
    app = await startTestApp({
      env: { RATE_LIMIT_LEADS_PER_MINUTE: '10000' },
      log: (message, error) => logged.push(`${message}: ${String(error)}`),
    });
    admin = await loginAsAdmin(app);
    visitor = app.client();
    lead = await createLeadViaApi(visitor);
    await admin.ok(CREATE_TOKEN, { name: 'bestaand' });
    [{ id: tokenId }] = await app.dataSource.query(`SELECT id FROM api_tokens LIMIT 1`);
  });
  afterAll(() => app?.close());
  afterEach(() => {
    // An unexpected error is logged by the server: none may happen.
    expect(logged.splice(0)).toEqual([]);
  });

  const survey = (overrides: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
    leadId: lead.leadId,
    surveyToken: lead.surveyToken,
    survey: { businessType: 'BV', ...overrides },
    completed: false,
    ...extra,
  });

  const cases = (): HostileCase[] => {
    const create = (input: unknown, code = 'BAD_USER_INPUT', message?: RegExp): Omit<HostileCase, 'name'> => ({
      who: 'visitor',
      query: CREATE_LEAD,
      variables: { input },
      code,
      message,
    });
    const update = (input: unknown, id: unknown = lead.leadId, code = 'BAD_USER_INPUT', message?: RegExp): Omit<HostileCase, 'name'> => ({
      who: 'admin',
      query: UPDATE_LEAD,
      variables: { id, input },
      code,
      message,
    });
    const submit = (variables: Record<string, unknown>, code = 'BAD_USER_INPUT', message?: RegExp): Omit<HostileCase, 'name'> => ({
      who: 'visitor',
      query: SUBMIT_SURVEY,
      variables,
      code,
      message,
    });
    const list: [string, Omit<HostileCase, 'name'>][] = [
      // createLead: wrong types
      ['createLead: input is a string', create('Jan')],
      ['createLead: name is a number', create(quickScanInput({ name: 123 }), 'BAD_USER_INPUT', /name/)],
      ['createLead: email is a boolean', create(quickScanInput({ email: true }), 'BAD_USER_INPUT', /email/)],
      ['createLead: email is a list', create(quickScanInput({ email: ['a@b.nl'] }), 'BAD_USER_INPUT', /email/)],
      ['createLead: name is an object', create(quickScanInput({ name: { first: 'Jan' } }), 'BAD_USER_INPUT', /name/)],
      ['createLead: unknown source', create(quickScanInput({ source: 'ADMIN' }), 'BAD_USER_INPUT', /source/)],
      [
        'createLead: click timestamp is not a date',
        create(
          quickScanInput({ buttonClick: { buttonText: 'x', pagePath: '/', pageTitle: 'x', timestamp: 'gisteren' } }),
          'BAD_USER_INPUT',
          /timestamp/,
        ),
      ],
      ['createLead: click is a string', create(quickScanInput({ buttonClick: 'x' }), 'BAD_USER_INPUT', /buttonClick/)],
      // missing fields
      ['createLead: no input', { who: 'visitor', query: CREATE_LEAD, variables: {}, code: 'BAD_USER_INPUT', message: /input/ }],
      ['createLead: name missing', create({ ...quickScanInput(), name: undefined }, 'BAD_USER_INPUT', /name/)],
      ['createLead: name null', create(quickScanInput({ name: null }), 'BAD_USER_INPUT', /name/)],
      ['createLead: name only spaces', create(quickScanInput({ name: '   ' }), 'BAD_USER_INPUT', /name: is verplicht/)],
      ['createLead: quick scan without phone', create(quickScanInput({ phone: null }), 'BAD_USER_INPUT', /phone/)],
      ['createLead: invalid e-mail', create(quickScanInput({ email: 'jan@' }), 'BAD_USER_INPUT', /email: is geen geldig e-mailadres/)],
      ['createLead: javascript: website', create(quickScanInput({ website: 'javascript:alert(1)' }), 'BAD_USER_INPUT', /website/)],
      // extra fields
      ['createLead: extra status', create(quickScanInput({ status: 'CLOSED' }), 'BAD_USER_INPUT', /status: is geen bekend veld/)],
      ['createLead: extra leadScore', create(quickScanInput({ leadScore: 100 }), 'BAD_USER_INPUT', /leadScore/)],
      ['createLead: extra id', create(quickScanInput({ id: '00000000-0000-0000-0000-000000000001' }), 'BAD_USER_INPUT', /id/)],
      [
        'createLead: extra argument',
        {
          who: 'visitor',
          query: `mutation($input: CreateLeadInput!) { createLead(input: $input, status: CLOSED) { leadId } }`,
          variables: { input: quickScanInput() },
          code: 'GRAPHQL_VALIDATION_FAILED',
        },
      ],
      // over-long
      ['createLead: name 201 characters', create(quickScanInput({ name: long(201) }), 'BAD_USER_INPUT', /name: mag hoogstens 200 tekens/)],
      ['createLead: e-mail 255 characters', create(quickScanInput({ email: `${long(64)}@${long(185)}.nl` }), 'BAD_USER_INPUT', /email/)],
      ['createLead: message 5001 characters', create(quickScanInput({ message: long(5001) }), 'BAD_USER_INPUT', /message/)],
      ['createLead: website 501 characters', create(quickScanInput({ website: `https://x.nl/${long(490)}` }), 'BAD_USER_INPUT', /website/)],
      ['createLead: phone 41 characters', create(quickScanInput({ phone: long(41, '1') }), 'BAD_USER_INPUT', /phone/)],
      ['createLead: budget 51 characters', create(quickScanInput({ budget: long(51, '9') }), 'BAD_USER_INPUT', /budget/)],
      [
        'createLead: click path 501 characters',
        create(
          quickScanInput({
            buttonClick: { buttonText: 'x', pagePath: `/${long(500)}`, pageTitle: 'x', timestamp: '2025-05-01T10:00:00Z' },
          }),
          'BAD_USER_INPUT',
          /pagePath/,
        ),
      ],
      ['createLead: name of 201 emoji', create(quickScanInput({ name: long(201, '😀') }), 'BAD_USER_INPUT', /name/)],
      ...CONTROL_CHARACTERS.map(([what, text]): [string, Omit<HostileCase, 'name'>] => [
        `createLead: ${what} in the name`,
        create(quickScanInput({ name: text }), 'BAD_USER_INPUT', /name: bevat ongeldige tekens/),
      ]),
      [
        'createLead: NUL in the message',
        create(quickScanInput({ message: 'a\u0000b' }), 'BAD_USER_INPUT', /message: bevat ongeldige tekens/),
      ],
      ['createLead: NUL in the honeypot', create(quickScanInput({ faxNumber: '\u0000' }), 'BAD_USER_INPUT', /faxNumber/)],
      [
        'createLead: NUL in the click title',
        create(
          quickScanInput({ buttonClick: { buttonText: 'x', pagePath: '/', pageTitle: 'x\u0000', timestamp: '2025-05-01T10:00:00Z' } }),
          'BAD_USER_INPUT',
          /buttonClick.pageTitle/,
        ),
      ],
      [
        'createLead: NUL in an inline literal',
        {
          who: 'visitor',
          query: `mutation { createLead(input: { name: "Jan\\u0000", email: "jan@example.nl", source: CONTACT }) { leadId } }`,
          code: 'BAD_USER_INPUT',
          message: /name: bevat ongeldige tekens/,
        },
      ],

      // submitSurvey
      ['submitSurvey: satisfaction is text', submit(survey({ websiteSatisfaction: 'tien' }), 'BAD_USER_INPUT', /websiteSatisfaction/)],
      [
        'submitSurvey: satisfaction beyond 32 bits',
        submit(survey({ websiteSatisfaction: 2 ** 31 }), 'BAD_USER_INPUT', /websiteSatisfaction/),
      ],
      [
        'submitSurvey: satisfaction 99',
        submit(survey({ websiteSatisfaction: 99 }), 'BAD_USER_INPUT', /websiteSatisfaction: mag hoogstens 10/),
      ],
      ['submitSurvey: satisfaction -1', submit(survey({ websiteSatisfaction: -1 }), 'BAD_USER_INPUT', /websiteSatisfaction/)],
      ['submitSurvey: satisfaction 7.5', submit(survey({ websiteSatisfaction: 7.5 }), 'BAD_USER_INPUT', /websiteSatisfaction/)],
      ['submitSurvey: completed is text', submit(survey({}, { completed: 'ja' }), 'BAD_USER_INPUT', /completed/)],
      ['submitSurvey: unknown business type', submit(survey({ businessType: 'EVIL' }), 'BAD_USER_INPUT', /businessType/)],
      ['submitSurvey: list is a string', submit(survey({ mainChallenges: 'ALL' }), 'BAD_USER_INPUT', /mainChallenges/)],
      ['submitSurvey: unknown list value', submit(survey({ mainChallenges: ['DROP_TABLE'] }), 'BAD_USER_INPUT', /mainChallenges/)],
      ['submitSurvey: survey missing', submit({ leadId: lead.leadId, surveyToken: lead.surveyToken }, 'BAD_USER_INPUT', /survey/)],
      ['submitSurvey: token missing', submit({ leadId: lead.leadId, survey: {} }, 'BAD_USER_INPUT', /surveyToken/)],
      ['submitSurvey: extra answer field', submit(survey({ leadScore: 100 }), 'BAD_USER_INPUT', /leadScore/)],
      [
        'submitSurvey: 21 services',
        submit(
          survey({ businessServices: Array.from({ length: 21 }, (_, i) => `dienst ${i}`) }),
          'BAD_USER_INPUT',
          /businessServices: mag hoogstens 20 items/,
        ),
      ],
      [
        'submitSurvey: a service of 201 characters',
        submit(survey({ businessServices: [long(201)] }), 'BAD_USER_INPUT', /businessServices/),
      ],
      ['submitSurvey: free text of 5001 characters', submit(survey({ specificGoals: long(5001) }), 'BAD_USER_INPUT', /specificGoals/)],
      [
        'submitSurvey: 100 000 list entries',
        submit(survey({ priorities: Array.from({ length: 10_000 }, () => 'x') }), 'BAD_USER_INPUT', /priorities/),
      ],
      [
        'submitSurvey: NUL in free text',
        submit(survey({ biggestFrustration: 'a\u0000b' }), 'BAD_USER_INPUT', /biggestFrustration: bevat ongeldige tekens/),
      ],
      ['submitSurvey: NUL in a list entry', submit(survey({ priorities: ['ok', 'a\u0000'] }), 'BAD_USER_INPUT', /priorities/)],
      ['submitSurvey: escape in free text', submit(survey({ expectedROI: '\u001b]0;pwned\u0007' }), 'BAD_USER_INPUT', /expectedROI/)],
      ['submitSurvey: wrong token', submit(survey({}, { surveyToken: 'x'.repeat(43) }), 'FORBIDDEN', /hoort niet bij deze aanvraag/)],
      ['submitSurvey: token of 100 000 characters', submit(survey({}, { surveyToken: long(90_000) }), 'FORBIDDEN')],
      ['submitSurvey: SQL in the lead id', submit(survey({}, { leadId: "1' OR '1'='1" }), 'FORBIDDEN')],
      ['submitSurvey: NUL in the token', submit(survey({}, { surveyToken: `${lead.surveyToken}\u0000` }), 'BAD_USER_INPUT', /surveyToken/)],
      ['submitSurvey: lead id as a number', submit(survey({}, { leadId: 12345 }), 'FORBIDDEN')],

      // login and logout
      [
        'login: email is a number',
        { who: 'visitor', query: LOGIN, variables: { email: 1, password: 'x' }, code: 'BAD_USER_INPUT', message: /email/ },
      ],
      [
        'login: password missing',
        { who: 'visitor', query: LOGIN, variables: { email: 'a@b.nl' }, code: 'BAD_USER_INPUT', message: /password/ },
      ],
      [
        'login: empty email',
        { who: 'visitor', query: LOGIN, variables: { email: '', password: 'x' }, code: 'BAD_USER_INPUT', message: /email: is verplicht/ },
      ],
      [
        'login: email of 10 000 characters',
        { who: 'visitor', query: LOGIN, variables: { email: long(10_000), password: 'x' }, code: 'BAD_USER_INPUT', message: /email/ },
      ],
      [
        'login: password of 100 000 characters',
        {
          who: 'visitor',
          query: LOGIN,
          variables: { email: 'a@b.nl', password: long(90_000) },
          code: 'BAD_USER_INPUT',
          message: /password/,
        },
      ],
      [
        'login: NUL in the email',
        {
          who: 'visitor',
          query: LOGIN,
          variables: { email: 'admin@example.nl\u0000', password: 'x' },
          code: 'BAD_USER_INPUT',
          message: /email: bevat ongeldige tekens/,
        },
      ],
      [
        'login: SQL in the email',
        {
          who: 'visitor',
          query: LOGIN,
          variables: { email: "' OR 1=1 --", password: "' OR 1=1 --" },
          code: 'UNAUTHENTICATED',
          message: /Onjuist e-mailadres of wachtwoord/,
        },
      ],
      ['logout: an argument', { who: 'visitor', query: `mutation { logout(all: true) }`, code: 'GRAPHQL_VALIDATION_FAILED' }],

      // admin mutations, signed in
      ['updateLead: id is SQL', update({ name: 'x' }, '1; DELETE FROM leads', 'NOT_FOUND')],
      ['updateLead: unknown uuid', update({ name: 'x' }, '00000000-0000-4000-8000-000000000000', 'NOT_FOUND')],
      ['updateLead: value is text', update({ value: 'duizend' }, lead.leadId, 'BAD_USER_INPUT', /value/)],
      ['updateLead: value beyond 32 bits', update({ value: 2 ** 40 }, lead.leadId, 'BAD_USER_INPUT', /value/)],
      ['updateLead: negative value', update({ value: -1 }, lead.leadId, 'BAD_USER_INPUT', /value: moet minstens 0/)],
      ['updateLead: value over ten million', update({ value: 10_000_001 }, lead.leadId, 'BAD_USER_INPUT', /value/)],
      ['updateLead: name null', update({ name: null }, lead.leadId, 'BAD_USER_INPUT', /name/)],
      ['updateLead: unknown status', update({ status: 'ARCHIVED' }, lead.leadId, 'BAD_USER_INPUT', /status/)],
      ['updateLead: lastContact not a date', update({ lastContact: '31-02-2025' }, lead.leadId, 'BAD_USER_INPUT', /lastContact/)],
      ['updateLead: extra outcome', update({ outcome: 'WON' }, lead.leadId, 'BAD_USER_INPUT', /outcome/)],
      ['updateLead: notes of 5001 characters', update({ notes: long(5001) }, lead.leadId, 'BAD_USER_INPUT', /notes/)],
      [
        'updateLead: NUL in the notes',
        update({ notes: 'belafspraak\u0000' }, lead.leadId, 'BAD_USER_INPUT', /notes: bevat ongeldige tekens/),
      ],
      ['updateLead: invalid e-mail', update({ email: '<script>@x' }, lead.leadId, 'BAD_USER_INPUT', /email/)],
      [
        'moveLead: position 0',
        {
          who: 'admin',
          query: MOVE_LEAD,
          variables: { id: lead.leadId, status: 'CONTACTED', position: 0 },
          code: 'BAD_USER_INPUT',
          message: /position/,
        },
      ],
      [
        'moveLead: position beyond 32 bits',
        {
          who: 'admin',
          query: MOVE_LEAD,
          variables: { id: lead.leadId, status: 'CONTACTED', position: 2 ** 31 },
          code: 'BAD_USER_INPUT',
          message: /position/,
        },
      ],
      [
        'moveLead: unknown column',
        {
          who: 'admin',
          query: MOVE_LEAD,
          variables: { id: lead.leadId, status: 'TRASH', position: 1 },
          code: 'BAD_USER_INPUT',
          message: /status/,
        },
      ],
      [
        'moveLead: id not a uuid',
        { who: 'admin', query: MOVE_LEAD, variables: { id: '../../etc/passwd', status: 'CONTACTED', position: 1 }, code: 'NOT_FOUND' },
      ],
      [
        'setLeadOutcome: unknown outcome',
        { who: 'admin', query: SET_OUTCOME, variables: { id: lead.leadId, outcome: 'MAYBE' }, code: 'BAD_USER_INPUT', message: /outcome/ },
      ],
      [
        'setLeadOutcome: id missing',
        { who: 'admin', query: SET_OUTCOME, variables: { outcome: 'WON' }, code: 'BAD_USER_INPUT', message: /id/ },
      ],
      [
        'deleteLead: id is a list',
        { who: 'admin', query: DELETE_LEAD, variables: { id: [lead.leadId] }, code: 'BAD_USER_INPUT', message: /id/ },
      ],
      [
        'deleteLead: unknown uuid',
        { who: 'admin', query: DELETE_LEAD, variables: { id: '00000000-0000-4000-8000-000000000000' }, code: 'NOT_FOUND' },
      ],
      [
        'createUser: invalid e-mail',
        {
          who: 'admin',
          query: CREATE_USER,
          variables: { email: 'nobody', password: long(12), role: 'admin' },
          code: 'BAD_USER_INPUT',
          message: /email/,
        },
      ],
      [
        'createUser: short password',
        {
          who: 'admin',
          query: CREATE_USER,
          variables: { email: uniqueEmail(), password: 'kort', role: 'admin' },
          code: 'BAD_USER_INPUT',
          message: /password: moet minstens 12/,
        },
      ],
      [
        'createUser: password of 257 characters',
        {
          who: 'admin',
          query: CREATE_USER,
          variables: { email: uniqueEmail(), password: long(257), role: 'admin' },
          code: 'BAD_USER_INPUT',
          message: /password/,
        },
      ],
      [
        'createUser: role with SQL',
        {
          who: 'admin',
          query: CREATE_USER,
          variables: { email: uniqueEmail(), password: long(12), role: "admin'--" },
          code: 'BAD_USER_INPUT',
          message: /role/,
        },
      ],
      [
        'createUser: NUL in the password',
        {
          who: 'admin',
          query: CREATE_USER,
          variables: { email: uniqueEmail(), password: `${long(12)}\u0000`, role: 'admin' },
          code: 'BAD_USER_INPUT',
          message: /password: bevat ongeldige tekens/,
        },
      ],
      [
        'createUser: extra field',
        {
          who: 'admin',
          query: `mutation { createUser(email: "x@y.nl", password: "${long(12)}", role: "admin", isSuper: true) { id } }`,
          code: 'GRAPHQL_VALIDATION_FAILED',
        },
      ],
      [
        'createApiToken: empty name',
        { who: 'admin', query: CREATE_TOKEN, variables: { name: '' }, code: 'BAD_USER_INPUT', message: /name: is verplicht/ },
      ],
      [
        'createApiToken: name of 101 characters',
        { who: 'admin', query: CREATE_TOKEN, variables: { name: long(101) }, code: 'BAD_USER_INPUT', message: /name/ },
      ],
      [
        'createApiToken: NUL in the name',
        {
          who: 'admin',
          query: CREATE_TOKEN,
          variables: { name: 'ci\u0000' },
          code: 'BAD_USER_INPUT',
          message: /name: bevat ongeldige tekens/,
        },
      ],
      [
        'revokeApiToken: id not a uuid',
        { who: 'admin', query: REVOKE_TOKEN, variables: { id: "' OR true --" }, code: 'BAD_USER_INPUT', message: /id/ },
      ],

      // admin mutations, signed out: refused before any input is looked at
      ['updateLead as a visitor', { ...update({ name: 'gekaapt' }), who: 'visitor', code: 'UNAUTHENTICATED' }],
      ['deleteLead as a visitor', { who: 'visitor', query: DELETE_LEAD, variables: { id: lead.leadId }, code: 'UNAUTHENTICATED' }],
      [
        'moveLead as a visitor',
        { who: 'visitor', query: MOVE_LEAD, variables: { id: lead.leadId, status: 'CLOSED', position: 1 }, code: 'UNAUTHENTICATED' },
      ],
      [
        'setLeadOutcome as a visitor',
        { who: 'visitor', query: SET_OUTCOME, variables: { id: lead.leadId, outcome: 'LOST' }, code: 'UNAUTHENTICATED' },
      ],
      [
        'createUser as a visitor',
        {
          who: 'visitor',
          query: CREATE_USER,
          variables: { email: uniqueEmail(), password: long(12), role: 'admin' },
          code: 'UNAUTHENTICATED',
        },
      ],
      ['createApiToken as a visitor', { who: 'visitor', query: CREATE_TOKEN, variables: { name: 'x' }, code: 'UNAUTHENTICATED' }],
      ['revokeApiToken as a visitor', { who: 'visitor', query: REVOKE_TOKEN, variables: { id: tokenId }, code: 'UNAUTHENTICATED' }],
      [
        'updateLead signed out, with NUL: the sign-in is checked first',
        { ...update({ notes: 'x\u0000' }), who: 'visitor', code: 'UNAUTHENTICATED' },
      ],
      ['logout while signed out', { who: 'visitor', query: LOGOUT, code: 'NONE' }],
    ];
    return list.map(([name, rest]) => ({ name, ...rest }));
  };

  it('refuses every hostile mutation with a clear error, no 5xx, and stores nothing', async () => {
    const failures: string[] = [];
    for (const hostile of cases()) {
      const before = await snapshot(app);
      const client = hostile.who === 'admin' ? admin : visitor;
      const result = await client.gql(hostile.query, hostile.variables);
      if (hostile.code === 'NONE') {
        expect(result.status).toBe(200);
        continue;
      }
      try {
        expectRefused(result, hostile.code, hostile.message);
        expect(await snapshot(app)).toEqual(before);
      } catch (error) {
        failures.push(
          `${hostile.name}: HTTP ${result.status} ${JSON.stringify(result.errors?.[0] ?? result.data).slice(0, 300)}\n   ${String(error).split('\n').slice(0, 3).join(' ')}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });

  it.each([
    [
      'HTML',
      {
        name: '<script>alert("x")</script>',
        company: '<img src=x onerror=alert(1)>',
        message: '<a href="javascript:alert(1)">klik</a> & "quotes"',
      },
    ],
    ['SQL', { name: "Robert'); DROP TABLE leads;--", company: "1' OR '1'='1", message: "'; UPDATE users SET role='admin' WHERE '1'='1" }],
    ['unicode', { name: 'Zoë Ñandú 李小龍 👩🏽‍💻', company: 'شركة العلم ‮ltr', message: 'Regel één\nregel twee\ttab\r\nklaar ✓' }],
    ['long but within limits', { name: long(200, 'é'), company: long(200), message: long(5000, '😀').slice(0, 5000) }],
  ])('stores %s text verbatim, as text, in the right row only', async (_what, fields) => {
    const usersBefore = await snapshot(app);
    const created = await createLeadViaApi(visitor, { source: 'CONTACT', ...fields });
    const [row] = await app.dataSource.query(`SELECT name, company, message FROM leads WHERE id = $1`, [created.leadId]);
    expect(row).toEqual(fields);
    // The payload ran as nothing: the tables and the accounts are as they were.
    const after = await snapshot(app);
    expect(after.users).toBe(usersBefore.users);
    expect(after.api_tokens).toBe(usersBefore.api_tokens);
    const [{ n }] = await app.dataSource.query(`SELECT count(*)::int AS n FROM leads WHERE id = $1`, [created.leadId]);
    expect(n).toBe(1);
  });

  it('stores survey free text with HTML, SQL and unicode verbatim', async () => {
    const fresh = await createLeadViaApi(visitor);
    const answers = {
      biggestFrustration: "<b>'; DROP TABLE leads; --</b>",
      specificGoals: 'Meer klanten 🚀\nin Zuid-Holland',
      businessServices: ['<i>dak</i>', "o'brien"],
    };
    await visitor.ok(SUBMIT_SURVEY, { leadId: fresh.leadId, surveyToken: fresh.surveyToken, survey: answers, completed: false });
    const [row] = await app.dataSource.query(`SELECT survey FROM leads WHERE id = $1`, [fresh.leadId]);
    expect(row.survey).toEqual(answers);
  });

  it("stores an admin's notes with HTML, SQL and unicode verbatim", async () => {
    const notes = `<script>alert(1)</script>'; DELETE FROM leads; -- Zoë 👍\nvolgende regel\ttab`;
    await admin.ok(UPDATE_LEAD, { id: lead.leadId, input: { notes, company: "O'Brien & Zn <b>" } });
    const [row] = await app.dataSource.query(`SELECT notes, company FROM leads WHERE id = $1`, [lead.leadId]);
    expect(row).toEqual({ notes, company: "O'Brien & Zn <b>" });
  });

  describe('aliases and batching', () => {
    it('a batch (JSON array) is refused whole and stores nothing', async () => {
      const before = await snapshot(app);
      const response = await visitor.fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(Array.from({ length: 50 }, () => ({ query: CREATE_LEAD, variables: { input: quickScanInput() } }))),
      });
      expect(response.status).toBe(400);
      expect(await snapshot(app)).toEqual(before);
    });

    it('more aliased createLeads than allowed are refused whole and store nothing', async () => {
      const before = await snapshot(app);
      const fields = Array.from(
        { length: 16 },
        (_, i) => `l${i}: createLead(input: { name: "Jan", email: "jan${i}@example.nl", source: CONTACT }) { leadId }`,
      ).join(' ');
      const result = await visitor.gql(`mutation { ${fields} }`);
      expectRefused(result, 'GRAPHQL_VALIDATION_FAILED', /Te veel (aliassen|velden)/);
      expect(await snapshot(app)).toEqual(before);
    });

    it('a stack of aliased survey submissions with a wrong token changes nothing', async () => {
      const before = await snapshot(app);
      const fields = Array.from(
        { length: 10 },
        (_, i) =>
          `s${i}: submitSurvey(leadId: "${lead.leadId}", surveyToken: "guess${i}", survey: { websiteSatisfaction: 1 }) { leadScore }`,
      ).join(' ');
      const result = await visitor.gql(`mutation { ${fields} }`);
      expect(result.status).toBeLessThan(500);
      // Mutations run one after the other; the first refusal ends the request.
      expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
      expect(result.data).toBeNull();
      expect(await snapshot(app)).toEqual(before);
    });
  });

  describe('deep and costly documents', () => {
    /** types { fields { type { fields { type { ... } } } } }: every level multiplies the answer. */
    const deepIntrospection = (levels: number) => {
      let selection = 'name';
      for (let i = 0; i < levels; i++) selection = `name fields { name type { ${selection} } }`;
      return `{ __schema { types { ${selection} } } }`;
    };

    it.each([
      [
        'fragments that spread each other',
        `query { me { ...A } } fragment A on User { id ...B } fragment B on User { email ...A }`,
        'GRAPHQL_VALIDATION_FAILED',
      ],
      ['11 top-level fields', `{ ${Array.from({ length: 11 }, () => 'apiVersion').join(' ')} }`, 'GRAPHQL_VALIDATION_FAILED'],
      [
        '10 aliased lead lists',
        `{ ${Array.from({ length: 10 }, (_, i) => `l${i}: leads(limit: 1000) { id name email survey { businessServices } }`).join(' ')} }`,
        'NONE',
      ],
      [
        '20 aliased lead lists',
        `{ ${Array.from({ length: 20 }, (_, i) => `l${i}: leads(limit: 1000) { id }`).join(' ')} }`,
        'GRAPHQL_VALIDATION_FAILED',
      ],
      [
        'a lead list with every nested list',
        `{ a: leads { id survey { businessServices currentMarketing mainChallenges improvementAreas priorities successMetrics } scoreBreakdown { factor label points } } b: leads { id scoreBreakdown { factor label points } survey { businessServices currentMarketing mainChallenges improvementAreas priorities successMetrics } } }`,
        'NONE',
      ],
      ['a document of 6 000 tokens', `{ ${'me { id } '.repeat(1_500)} }`, 'GRAPHQL_PARSE_FAILED'],
      ['2 000 repeated directives', `{ apiVersion ${'@skip(if: false) '.repeat(2_000)} }`, 'GRAPHQL_PARSE_FAILED'],
      ['an unknown field', `{ leads { id password } }`, 'GRAPHQL_VALIDATION_FAILED'],
      ['a syntax error', `{ leads { id `, 'GRAPHQL_PARSE_FAILED'],
    ])('%s is refused before it runs, or costs little', async (_what, query, code) => {
      const started = Date.now();
      const result = await admin.gql(query);
      expect(result.status).toBeLessThan(500);
      if (code !== 'NONE') expectRefused(result, code);
      // A refusal, not a slow answer (generous: the machine is shared).
      expect(Date.now() - started).toBeLessThan(5_000);
    });

    it('a deeply nested introspection query is refused (graphql-js limits introspection depth)', async () => {
      const result = await visitor.gql(deepIntrospection(8));
      expectRefused(result, 'GRAPHQL_VALIDATION_FAILED', /introspection depth/);
    });

    it('the same limits hold over the WebSocket', async () => {
      const subscription = subscribe(app.url, `subscription { leadChanged { id ...A } } fragment A on LeadChange { id ...A }`, {
        cookie: admin.cookieHeader,
      });
      await expect(subscription.next(3_000)).rejects.toThrow(/subscription ended|Cannot spread/);
      await subscription.close();
    });
  });

  describe('raw frames on the WebSocket', () => {
    /** Opens a graphql-ws socket as the admin, sends the frames, resolves with the close code. */
    const closeCodeAfter = (frames: (string | Buffer)[], init = true) =>
      new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(`${app.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
          headers: { cookie: admin.cookieHeader, origin: app.url },
        });
        const timer = setTimeout(() => reject(new Error('socket still open after 5 s')), 5_000);
        socket.on('open', () => {
          if (init) socket.send(JSON.stringify({ type: 'connection_init' }));
          else for (const frame of frames) socket.send(frame);
        });
        socket.on('message', (data) => {
          if (init && JSON.parse(String(data)).type === 'connection_ack') for (const frame of frames) socket.send(frame);
        });
        socket.on('close', (code) => {
          clearTimeout(timer);
          resolve(code);
        });
        socket.on('error', () => undefined);
      });

    it.each([
      ['a frame over 100 kB', [Buffer.alloc(150 * 1024, 'a')], 1009],
      ['a frame that is not JSON', ['{"type": "subscribe", '], 4400],
      [
        'a subscribe without an id',
        [JSON.stringify({ type: 'subscribe', payload: { query: 'subscription { leadChanged { id } }' } })],
        4400,
      ],
      ['an unknown message type', [JSON.stringify({ type: 'drop_table' })], 4400],
      ['a second connection_init', [JSON.stringify({ type: 'connection_init' })], 4429],
      [
        'the same subscription id twice',
        [1, 2].map(() => JSON.stringify({ id: 'x', type: 'subscribe', payload: { query: 'subscription { leadChanged { id } }' } })),
        4409,
      ],
    ])('%s closes the socket with a protocol code, and the server goes on', async (_what, frames, code) => {
      expect(await closeCodeAfter(frames as (string | Buffer)[])).toBe(code);
      expect((await visitor.gql(`{ apiVersion }`)).status).toBe(200);
    });

    it('a subscribe before connection_init is refused (4401)', async () => {
      expect(
        await closeCodeAfter(
          [JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { leadChanged { id } }' } })],
          false,
        ),
      ).toBe(4401);
    });
  });

  describe('a foreign Origin on the WebSocket', () => {
    it.each([
      'https://evil.example',
      'null',
      `${new URL('http://127.0.0.1.evil.example').origin}`,
      'file://',
      'http://localhost.evil.example:3000',
      'chrome-extension://abcdef',
    ])('the handshake from %s is refused, even with the admin cookie', async (origin) => {
      const foreign = subscribe(app.url, `subscription { leadChanged { id } }`, { cookie: admin.cookieHeader, origin });
      expect(await closedWithin(foreign)).toBe(1006);
      expect(foreign.events).toEqual([]);
    });

    it('the same cookie from the site itself connects (the refusal is the Origin, not the cookie)', async () => {
      const own = subscribe(app.url, `subscription { leadChanged { id } }`, { cookie: admin.cookieHeader });
      await own.connected;
      await own.close();
    });
  });
});

describe('rotated X-Forwarded-For', () => {
  const wrongLogins = async (app: TestApp, email: string, forwardedFor: (i: number) => string, times: number) => {
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < times; i++) {
      codes.push(errorCode(await app.client({ 'x-forwarded-for': forwardedFor(i) }).gql(LOGIN, { email, password: `gok ${i}` })));
    }
    return codes;
  };
  const createLeads = async (app: TestApp, forwardedFor: (i: number) => string, times: number) => {
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < times; i++) {
      const result = await app.client({ 'x-forwarded-for': forwardedFor(i) }).gql(CREATE_LEAD, { input: quickScanInput() });
      codes.push(errorCode(result) ?? 'OK');
    }
    return codes;
  };
  const randomIp = (i: number) => `198.51.100.${i % 250}, 203.0.113.${(i * 7) % 250}`;

  describe('without TRUST_PROXY (the header is ignored)', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ env: { LOGIN_MAX_FAILURES: '3', RATE_LIMIT_LOGINS_PER_MINUTE: '6', RATE_LIMIT_LEADS_PER_MINUTE: '3' } });
    });
    afterAll(() => app?.close());

    it('the login lock holds for the address, and the right password is refused once locked', async () => {
      const user = await createTestUser(app);
      const codes = await wrongLogins(app, user.email, (i) => `10.0.0.${i}`, 4);
      expect(codes).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'RATE_LIMITED']);
      const right = await app.client({ 'x-forwarded-for': '10.9.9.9' }).gql(LOGIN, { email: user.email, password: user.password });
      expect(errorCode(right)).toBe('RATE_LIMITED');
    });

    it('the per-address login limit counts the socket, whatever the header says', async () => {
      // The first test used 5 of this socket address's 6 attempts a minute.
      const codes = await wrongLogins(app, uniqueEmail('spray'), (i) => `172.16.0.${i}`, 2);
      expect(codes).toEqual(['UNAUTHENTICATED', 'RATE_LIMITED']);
    });

    it('the createLead limit counts the socket, whatever the header says', async () => {
      const before = Number((await app.dataSource.query(`SELECT count(*) AS n FROM leads`))[0].n);
      expect(await createLeads(app, randomIp, 5)).toEqual(['OK', 'OK', 'OK', 'RATE_LIMITED', 'RATE_LIMITED']);
      expect(Number((await app.dataSource.query(`SELECT count(*) AS n FROM leads`))[0].n)).toBe(before + 3);
    });

    it('aliased createLeads in one request each count against the limit: the rest store nothing', async () => {
      const other = await startTestApp({ databaseUrl: app.databaseUrl, env: { RATE_LIMIT_LEADS_PER_MINUTE: '3', TRUST_PROXY: '1' } });
      try {
        const before = Number((await app.dataSource.query(`SELECT count(*) AS n FROM leads`))[0].n);
        const fields = Array.from(
          { length: 6 },
          (_, i) => `l${i}: createLead(input: { name: "Jan", email: "alias${i}@example.nl", source: CONTACT }) { leadId }`,
        ).join(' ');
        const result = await other.client({ 'x-forwarded-for': '203.0.113.77' }).gql(`mutation { ${fields} }`);
        expect(result.status).toBeLessThan(500);
        expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['RATE_LIMITED']);
        expect(Number((await app.dataSource.query(`SELECT count(*) AS n FROM leads`))[0].n)).toBe(before + 3);
      } finally {
        await other.app.close();
        await other.dataSource.destroy();
      }
    });

    it('garbage in the header is ignored, not an error', async () => {
      for (const header of ['not-an-ip', long(4_000, '1.'), '::ffff:999.1.1.1', ', , ,']) {
        const result = await app.client({ 'x-forwarded-for': header }).gql(`{ apiVersion }`);
        expect([header.slice(0, 20), result.status]).toEqual([header.slice(0, 20), 200]);
      }
    });
  });

  describe('with TRUST_PROXY=1 (one proxy in front: its appended entry is the client)', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({
        env: { TRUST_PROXY: '1', LOGIN_MAX_FAILURES: '3', RATE_LIMIT_LOGINS_PER_MINUTE: '100', RATE_LIMIT_LEADS_PER_MINUTE: '3' },
      });
    });
    afterAll(() => app?.close());

    it('rotating addresses does not get round the per-account login lock', async () => {
      const user = await createTestUser(app);
      const codes = await wrongLogins(app, user.email, (i) => `192.0.2.${i + 1}`, 5);
      expect(codes).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'RATE_LIMITED', 'RATE_LIMITED']);
      const right = await app.client({ 'x-forwarded-for': '192.0.2.200' }).gql(LOGIN, { email: user.email, password: user.password });
      expect(errorCode(right)).toBe('RATE_LIMITED');
    });

    it('what the client prepends to the header is not believed: the proxy-appended address is limited', async () => {
      // A client sends "X-Forwarded-For: <fake>"; the proxy appends the address it saw.
      expect(await createLeads(app, (i) => `10.66.0.${i}, 203.0.113.50`, 5)).toEqual(['OK', 'OK', 'OK', 'RATE_LIMITED', 'RATE_LIMITED']);
    });

    it('each real client address has a limit of its own', async () => {
      expect(await createLeads(app, (i) => `203.0.113.${100 + i}`, 4)).toEqual(['OK', 'OK', 'OK', 'OK']);
    });

    it('an IPv6 client rotating addresses inside its /64 is one client for the quick-scan limit', async () => {
      const inside = (i: number) => `2001:db8:7:8:${(i * 4099).toString(16)}:${i + 1}::${i + 7}`;
      expect(await createLeads(app, inside, 5)).toEqual(['OK', 'OK', 'OK', 'RATE_LIMITED', 'RATE_LIMITED']);
      // Its IPv4-mapped spelling of an IPv4 address is that IPv4 client.
      expect(await createLeads(app, (i) => (i % 2 ? '::ffff:198.51.100.9' : '198.51.100.9'), 4)).toEqual([
        'OK',
        'OK',
        'OK',
        'RATE_LIMITED',
      ]);
      // The next /64 is another client.
      expect(await createLeads(app, () => '2001:db8:7:9::1', 1)).toEqual(['OK']);
    });
  });

  describe('IPv6 clients and the login limit per address', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ env: { TRUST_PROXY: '1', LOGIN_MAX_FAILURES: '100', RATE_LIMIT_LOGINS_PER_MINUTE: '3' } });
    });
    afterAll(() => app?.close());

    it('rotating inside a /64 does not escape it, and refused attempts hash no password', async () => {
      const inside = (i: number) => `2001:db8:aa:bb:${i + 1}:${(i * 31) % 0xffff}::1`;
      const before = Number((await app.dataSource.query(`SELECT count(*) AS n FROM login_throttle`))[0].n);
      const codes = await wrongLogins(app, uniqueEmail('v6'), inside, 3);
      const sprayed = [];
      for (let i = 3; i < 8; i++) sprayed.push(...(await wrongLogins(app, uniqueEmail(`v6-${i}`), () => inside(i), 1)));
      expect(codes).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED']);
      expect(sprayed).toEqual(Array(5).fill('RATE_LIMITED'));
      // Refused before the account's throttle row (and so before any password check): only the first three reached it.
      expect(Number((await app.dataSource.query(`SELECT count(*) AS n FROM login_throttle`))[0].n)).toBe(before + 1);
    });
  });
});
