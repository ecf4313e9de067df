import { quickScanInput } from '../../test/factories/lead.factory';

export const CREATE_LEAD = `mutation CreateLead($input: CreateLeadInput!) { createLead(input: $input) { leadId surveyToken } }`;

export interface Outcome {
  startedAt: number;
  endedAt: number;
  /** HTTP status, or 0 when no response came (connection refused or cut). */
  status: number;
  code?: string;
  leadId?: string;
  surveyToken?: string;
  /** The Retry-After header, if any. */
  retryAfter?: string;
  error?: string;
}

export interface Load {
  readonly outcomes: Outcome[];
  /** Lets every worker finish its current request, then resolves. */
  stop(): Promise<void>;
}

/** POST /graphql without throwing: a network failure becomes status 0. */
export async function post(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Outcome> {
  const startedAt = Date.now();
  try {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let body: {
      data?: Record<string, { leadId?: string; surveyToken?: string } | null> | null;
      errors?: { extensions?: { code?: string } }[];
    } = {};
    try {
      body = JSON.parse(text);
    } catch {
      return { startedAt, endedAt: Date.now(), status: response.status, error: text.slice(0, 200) };
    }
    const first = body.data ? Object.values(body.data)[0] : undefined;
    return {
      startedAt,
      endedAt: Date.now(),
      status: response.status,
      retryAfter: response.headers.get('retry-after') ?? undefined,
      code: body.errors?.[0]?.extensions?.code,
      leadId: first?.leadId,
      surveyToken: first?.surveyToken,
    };
  } catch (error) {
    return { startedAt, endedAt: Date.now(), status: 0, error: String((error as { cause?: unknown }).cause ?? error) };
  }
}

/** `workers` visitors sending quick scans back to back until stopped. */
export function createLeadLoad(baseUrl: string, workers: number, pauseMs = 0): Load {
  const outcomes: Outcome[] = [];
  let stopped = false;
  const loop = async () => {
    while (!stopped) {
      outcomes.push(await post(baseUrl, CREATE_LEAD, { input: quickScanInput() }));
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const running = Promise.all(Array.from({ length: workers }, loop));
  return {
    outcomes,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts per "status code" pair, for failure messages. */
export function tally(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) {
    const key = `${outcome.status} ${outcome.code ?? (outcome.status === 200 ? 'OK' : (outcome.error?.slice(0, 60) ?? ''))}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
