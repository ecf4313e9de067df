import pg from 'pg';
import { createContext } from '/work/main/bench/lib/context.mjs';
import { startAnchors } from '/work/main/bench/lib/anchors.mjs';
import { runLoad } from '/work/main/bench/lib/load.mjs';
const context = await createContext({ log: () => {} });
const { url } = await context.createDatabase('count_create_lead');
const api = await context.startServer(url, { TRUST_PROXY: '1' });
const anchors = await startAnchors(context, url);
const client = new pg.Client({ connectionString: url });
await client.connect();
const stats = async () => (await client.query(`SELECT xact_commit, tup_inserted, tup_updated, tup_fetched, tup_returned FROM pg_stat_database WHERE datname = current_database()`)).rows[0];
await new Promise((r) => setTimeout(r, 2000));
for (const [name, target, make] of [['product', api, anchors.request.graphql], ['ceiling', anchors.ceiling, anchors.request.graphql]]) {
  await client.query('SELECT pg_stat_force_next_flush()').catch(() => {});
  const before = await stats();
  const r = await runLoad({ baseUrl: target.url, concurrency: 1, durationMs: 3000, warmupMs: 0, makeRequest: (i) => make(i + (name === 'product' ? 0 : 9e6), name), isOk: () => true });
  await new Promise((r) => setTimeout(r, 1500));
  await client.query('SELECT pg_stat_force_next_flush()').catch(() => {});
  const after = await stats();
  const n = r.count ?? r.requests ?? Math.round(r.perSecond * 3);
  console.log(name, 'requests', n, Object.fromEntries(Object.keys(after).map((k) => [k, ((after[k] - before[k]) / n).toFixed(2)])));
}
await client.end();
await api.stop(); await anchors.stop();
process.exit(0);
