import type { AuthUser } from '../../src/shared/graphql/context';
import type { ApiClient } from './api-client';
import type { TestApp } from './test-app';

/** Long enough for createUser's rules. */
export const TEST_PASSWORD = 'correct horse battery staple';

let sequence = 0;
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${sequence}@example.nl`;
}

export interface TestUser extends AuthUser {
  password: string;
}

/** An account straight through the users service (no GraphQL): role 'admin' unless said otherwise. */
export async function createTestUser(
  testApp: TestApp,
  { role = 'admin', email = uniqueEmail(role), password = TEST_PASSWORD }: { role?: string; email?: string; password?: string } = {},
): Promise<TestUser> {
  const user = await testApp.app.services.users.create({ email, password, role });
  return { ...user, password };
}

export const LOGIN = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { id email role } }`;

/** A client signed in with the session cookie, as a browser would be after the login form. */
export async function loginAs(testApp: TestApp, user: Pick<TestUser, 'email' | 'password'>): Promise<ApiClient> {
  const client = testApp.client();
  await client.ok(LOGIN, { email: user.email, password: user.password });
  return client;
}

/** A new admin account and a client signed in as it. */
export async function loginAsAdmin(testApp: TestApp): Promise<ApiClient & { user: TestUser }> {
  const user = await createTestUser(testApp, { role: 'admin' });
  return Object.assign(await loginAs(testApp, user), { user });
}

/** A signed-in account without the admin role. */
export async function loginAsNonAdmin(testApp: TestApp, role = 'viewer'): Promise<ApiClient & { user: TestUser }> {
  const user = await createTestUser(testApp, { role });
  return Object.assign(await loginAs(testApp, user), { user });
}

/** An API token acting as `owner` (a new admin when omitted); returns its secret. */
export async function createApiTokenFor(testApp: TestApp, owner?: AuthUser, name = 'test tool'): Promise<string> {
  const user = owner ?? (await createTestUser(testApp, { role: 'admin' }));
  return testApp.app.services.apiTokens.create(user, name);
}

/** A client that authenticates with `Authorization: Bearer <token>` only (no cookies kept). */
export function bearerClient(testApp: TestApp, token: string): ApiClient {
  return testApp.client({ authorization: `Bearer ${token}` });
}

/** The session id inside a signed `lm.sid` cookie value (`s:<id>.<signature>`, URL-encoded). */
export function sessionIdOf(client: ApiClient): string | undefined {
  const match = /(?:^|; )(?:__Host-)?lm\.sid=([^;]+)/.exec(client.cookieHeader);
  if (!match) return undefined;
  const value = decodeURIComponent(match[1]);
  return value.startsWith('s:') ? value.slice(2, value.lastIndexOf('.')) : undefined;
}
