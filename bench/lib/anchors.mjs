// The two anchors every visitor figure is a ratio against, started on the product's database in the
// same run: the bare node:http + pg INSERT server (the floor of any design) and the same INSERT as a
// GraphQL mutation on Express 5 + Apollo Server 5 in production settings (the stack's ceiling). Both
// insert into `bench_anchor`, a table with only a primary key, never into the product's own tables
// (whose indexes are product choices), with the pool size the product uses.
// Every request comes from its own client address (X-Forwarded-For behind TRUST_PROXY=1, as behind
// a load balancer): per-client limits then count each visitor on its own row, as in a real campaign.
import { join } from 'node:path';
import { ROOT } from './context.mjs';

export const CREATE_LEAD = 'mutation CreateLead($input: CreateLeadInput!) { createLead(input: $input) { leadId surveyToken } }';

/** A distinct IPv4 address for the i-th client (10.0.0.1 onwards: 16 million of them). */
export function clientAddress(i) {
  const n = i + 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * The i-th visitor's quick scan. Name, e-mail and phone differ per visitor: the same phone and name
 * (or e-mail) would join the earlier visitor's open lead (returning visitors), and create-lead is
 * meant to measure new leads. The phone is a valid Dutch mobile number, 06-1 plus seven digits of i.
 */
export function quickScan(i, prefix) {
  return {
    name: `Jan de Vries ${prefix} ${i}`,
    email: `${prefix}${i}@dakwerken-devries.nl`,
    phone: `06-1${String(i % 10_000_000).padStart(7, '0')}`,
    company: 'Dakwerken De Vries',
    website: 'https://www.dakwerken-devries.nl',
  };
}

/** The anchors' table: what one INSERT costs before any product choice (no index but the key). */
const ANCHOR_TABLE = `CREATE TABLE IF NOT EXISTS bench_anchor (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(), name text, email text, phone text, company text, website text)`;

export async function startAnchors(context, url) {
  await context.withDatabase(url, (client) => client.query(ANCHOR_TABLE));
  const poolSize = context.dist('config').loadConfig({ NODE_ENV: 'test' }).databasePoolSize;
  const env = { DATABASE_URL: url, NODE_ENV: 'production', DATABASE_POOL_SIZE: String(poolSize) };
  const bare = await context.startProcess(join(ROOT, 'bench', 'support', 'bare-insert-server.mjs'), env);
  const ceiling = await context.startProcess(join(ROOT, 'bench', 'support', 'stack-ceiling-server.mjs'), env);
  return {
    bare,
    ceiling,
    /** runLoad requests for one createLead-equivalent to each target, each from its own address. */
    request: {
      bare: (i, prefix) => ({ path: '/leads', body: quickScan(i, prefix), headers: { 'x-forwarded-for': clientAddress(i) } }),
      graphql: (i, prefix) => ({
        path: '/graphql',
        body: { query: CREATE_LEAD, variables: { input: quickScan(i, prefix) } },
        headers: { 'x-forwarded-for': clientAddress(i) },
      }),
    },
    async stop() {
      await bare.stop();
      await ceiling.stop();
    },
  };
}

/** A GraphQL answer with no errors. */
export const graphqlOk = (response) => response.status === 200 && !response.body.includes('"errors"');
