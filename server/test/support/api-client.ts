import type { GraphQLFormattedError } from 'graphql';

export interface GraphQLResponse<T> {
  status: number;
  data?: T | null;
  errors?: GraphQLFormattedError[];
  headers: Headers;
}

/**
 * A GraphQL client over real HTTP that keeps its cookies like a browser would, so a test can sign
 * in once and act as that user. Create one per simulated visitor or admin.
 */
export class ApiClient {
  private cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  clearCookies(): void {
    this.cookies.clear();
  }

  /** Plain HTTP with this client's cookies; records the cookies the server sets. */
  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers({ ...this.defaultHeaders, ...(init.headers as Record<string, string> | undefined) });
    if (this.cookies.size > 0 && !headers.has('cookie')) headers.set('cookie', this.cookieHeader);
    const response = await fetch(new URL(path, this.baseUrl), { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<GraphQLResponse<T>> {
    const response = await this.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const text = await response.text();
    let body: { data?: T | null; errors?: GraphQLFormattedError[] };
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(`Not JSON (HTTP ${response.status}): ${text.slice(0, 300)}`);
    }
    return { status: response.status, data: body.data, errors: body.errors, headers: response.headers };
  }

  /** Like gql, but fails the test with the server's errors when there are any. */
  async ok<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<T> {
    const result = await this.gql<T>(query, variables);
    if (result.errors?.length || !result.data) {
      throw new Error(`GraphQL errors (HTTP ${result.status}): ${JSON.stringify(result.errors, null, 2)}`);
    }
    return result.data;
  }
}

/** The `extensions.code` of the first error, for refusal assertions. */
export function errorCode(result: GraphQLResponse<unknown>): string | undefined {
  return result.errors?.[0]?.extensions?.code as string | undefined;
}
