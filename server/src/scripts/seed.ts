import 'reflect-metadata';
import { ConfigError, loadConfig, loadEnvFile } from '../config';
import { EmbeddedDatabaseError } from '../database/embedded-postgres';
import { describeError } from '../shared/text/safe-log';
import { openDatabase } from '../database/database';
import { LeadStatsRefresher } from '../dashboard/lead-stats-refresher';
import { seedDemoLeads } from './demo-seed';

/**
 * `npm run seed [-- --reset] [-- --count 300] [-- --seed 7]`: a few hundred realistic Dutch demo
 * leads over the last 90 days, created, surveyed, moved and annotated through the same services the
 * API uses (so scores, values, board order and the dashboard figures are what the product computes),
 * with the ads and sites they came through and the daily spend of those ads (the Rendement screen).
 * Refuses to touch a database that already has leads unless --reset is given, which also replaces
 * the ad spend.
 */
function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} needs a positive whole number`);
  return value;
}

async function main() {
  const reset = process.argv.includes('--reset');
  const count = option('count', 300);
  const seed = option('seed', 7);
  loadEnvFile();
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const { dataSource } = database;
    const [{ existing }]: { existing: number }[] = await dataSource.query('SELECT count(*)::int AS existing FROM leads');
    if (existing > 0 && !reset) {
      console.error(`The database already holds ${existing} leads; nothing seeded. Run "npm run seed -- --reset" to replace them.`);
      process.exitCode = 1;
      return;
    }
    if (reset) {
      // Open admin screens (on any server process) drop the removed leads at once.
      await dataSource.transaction(async (manager) => {
        await manager.query(`INSERT INTO lead_events (lead_id, type) SELECT id, 'deleted' FROM leads`);
        // CASCADE: their booked calls, links and calendar views go with them (they reference leads).
        await manager.query('TRUNCATE leads, ad_spend, manual_spend CASCADE');
      });
      console.log(`removed ${existing} leads and all ad spend`);
    }

    const started = Date.now();
    await seedDemoLeads({ config, dataSource, count, seed });
    await new LeadStatsRefresher(dataSource, { maxAgeMs: 0, log: console.error }).refresh();
    const columns: { status: string; leads: number }[] = await dataSource.query(
      `SELECT status, count(*)::int AS leads FROM leads GROUP BY status ORDER BY array_position(ARRAY['NEW','CONTACTED','QUALIFIED','CLOSED']::varchar[], status)`,
    );
    console.log(
      `seeded ${count} demo leads in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
        columns.map((column) => `${column.status} ${column.leads}`).join(', '),
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  if (error instanceof EmbeddedDatabaseError || error instanceof ConfigError) console.error(error.message);
  else console.error(`seed: ${describeError(error)}`);
  process.exit(1);
});
