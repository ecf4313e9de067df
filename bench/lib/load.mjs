// Load generation over plain node:http with keep-alive: light enough that the generator, sharing
// the machine with the server and PostgreSQL, costs the same for every endpoint it is pointed at.
import http from 'node:http';

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

/** The median of the rounds' values; with an even count, the upper of the two middle ones. */
export function median(values) {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

export function summarize(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1],
  };
}

/** One HTTP request; resolves with status, body and milliseconds taken. */
export function request(agent, url, { method = 'POST', body, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const started = process.hrtime.bigint();
    const req = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method,
        headers: { 'content-type': 'application/json', ...(payload ? { 'content-length': Buffer.byteLength(payload) } : {}), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: Number(process.hrtime.bigint() - started) / 1e6,
          }),
        );
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

/**
 * `concurrency` loops send requests back to back for `durationMs` (after `warmupMs` that is not
 * counted). `makeRequest(i)` gives { path, body, headers }; `isOk(response)` decides errors.
 */
export async function runLoad({ baseUrl, makeRequest, isOk = (r) => r.status === 200, concurrency, durationMs, warmupMs = 1000 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  let counter = 0;
  let measuring = false;
  let stop = false;
  const latencies = [];
  let errors = 0;
  let firstError;
  const worker = async () => {
    while (!stop) {
      const { path, body, headers } = makeRequest(counter++);
      const response = await request(agent, baseUrl + path, { body, headers });
      if (!measuring) continue;
      if (isOk(response)) latencies.push(response.ms);
      else {
        errors++;
        firstError ??= `${response.status} ${response.body.slice(0, 300)}`;
      }
    }
  };
  const workers = Array.from({ length: concurrency }, worker);
  await new Promise((r) => setTimeout(r, warmupMs));
  measuring = true;
  const started = Date.now();
  await new Promise((r) => setTimeout(r, durationMs));
  measuring = false;
  const elapsed = (Date.now() - started) / 1000;
  stop = true;
  await Promise.all(workers);
  agent.destroy();
  return { requests: latencies.length, errors, firstError, perSecond: latencies.length / elapsed, latency: summarize(latencies) };
}

/** Runs `fn` `times` times one after the other; returns latency percentiles in ms. */
export async function sequential(times, fn) {
  const latencies = [];
  for (let i = 0; i < times; i++) {
    const started = process.hrtime.bigint();
    await fn(i);
    latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return summarize(latencies);
}
