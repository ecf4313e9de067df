import { DataSource, type MigrationInterface } from 'typeorm';
import { createDataSource } from '../../src/database/data-source';
import { migrations } from '../../src/migrations';
import { VisitorWritesOwnRows1764000000000 } from '../../src/migrations/1764000000000-visitor-writes-own-rows';
import { ErasedLeadMails1764700000000 } from '../../src/migrations/1764700000000-erased-lead-mails';
import { Booking1765000000000 } from '../../src/migrations/1765000000000-booking';
import { LeadContactKeys1765200000000 } from '../../src/migrations/1765200000000-lead-contact-keys';
import { SummaryMonths1765600000000 } from '../../src/migrations/1765600000000-summary-months';
import { LeadStatsRefresher } from '../../src/dashboard/lead-stats-refresher';
import { contributions, statsBetween } from '../../src/dashboard/lead-stats.sql';
import { loadConfig } from '../../src/config';
import { createLeadServices } from '../../src/services';
import { LeadSource, LeadStatus } from '../../src/leads/lead.enums';
import { createEmptyDatabase } from '../support/test-database';

const BOARD = `SELECT status, array_agg(id::text ORDER BY pipeline_order, created_at, id) AS ids FROM leads GROUP BY status ORDER BY status`;
const TOTALS = (source: string) =>
  `SELECT dim, key, sum(leads)::int AS leads, sum(conversions)::int AS conversions, sum(value_sum)::text AS value_sum,
          sum(score_sum)::text AS score_sum, sum(scored)::int AS scored
   FROM ${source} s GROUP BY dim, key ORDER BY dim, key`;

/** Leads as the previous release stored them: its triggers keep board blocks and the daily rollup. */
async function fillAsBefore(dataSource: DataSource): Promise<void> {
  const statuses = ['NEW', 'CONTACTED', 'QUALIFIED', 'CLOSED'];
  for (let k = 0; k < 40; k++) {
    const surveyed = k % 3 !== 0;
    await dataSource.query(
      `INSERT INTO leads (name, email, source, status, pipeline_order, created_at, survey, survey_completed, lead_score, qualification,
                          derived_value, button_click)
       VALUES ($1, $2, $3, $4, -(nextval('board_top_seq') * 1024), now() - make_interval(hours => $5), $6, $7, $8, $9, $10, $11)`,
      [
        `Lead ${k}`,
        `lead${k}@example.nl`,
        k % 4 === 0 ? 'CONTACT' : 'QUICKSCAN',
        statuses[k % 4],
        k * 7,
        surveyed ? JSON.stringify({ timeline: 'ASAP', monthlyBudget: 'EUR_1000_2500', mainChallenges: ['NO_TIME'] }) : null,
        surveyed,
        surveyed ? 40 + k : null,
        surveyed ? (k % 2 ? 'HOT' : 'WARM') : null,
        surveyed ? 5250 : 2300,
        JSON.stringify({ buttonText: 'Gratis Audit', pagePath: '/', pageTitle: 'Home', timestamp: '2025-01-01T00:00:00Z' }),
      ],
    );
  }
}

/** A data source whose migrations end before the `last`-th one (an older release). */
function migratedUpTo(url: string, last: number): DataSource {
  return new DataSource({
    ...createDataSource({ url, poolSize: 2 }).options,
    migrations: migrations.slice(0, last),
  } as ConstructorParameters<typeof DataSource>[0]);
}

/**
 * Runs `test` on a fresh database at the release before migration `first`: `before` has that
 * release's schema for the test to fill; `upgrade()` closes it, migrates the database in place to
 * the newest release and answers a data source on that. Afterwards both are closed and the
 * database is dropped.
 */
async function upgradeFrom(
  first: new () => MigrationInterface,
  test: (before: DataSource, upgrade: () => Promise<DataSource>, url: string) => Promise<void>,
): Promise<void> {
  const database = await createEmptyDatabase();
  const before = migratedUpTo(database.url, migrations.indexOf(first));
  const opened: DataSource[] = [];
  const upgrade = async () => {
    await before.destroy();
    const after = migratedUpTo(database.url, migrations.length);
    opened.push(after);
    await after.initialize();
    await after.runMigrations({ transaction: 'each' });
    return after;
  };
  try {
    await before.initialize();
    await before.runMigrations({ transaction: 'each' });
    await test(before, upgrade, database.url);
  } finally {
    for (const source of [before, ...opened]) if (source.isInitialized) await source.destroy();
    await database.drop();
  }
}

describe('upgrading a database of the previous release in place', () => {
  it('keeps every lead, the board order and the dashboard figures, and drops the per-insert bookkeeping', async () => {
    // The previous release: every migration before this release's first.
    await upgradeFrom(VisitorWritesOwnRows1764000000000, async (before, upgrade, url) => {
      await fillAsBefore(before);
      const board = await before.query(BOARD);
      const figures = await before.query(TOTALS('lead_stats_between(NULL, NULL)'));
      expect(figures.length).toBeGreaterThan(10);
      const after = await upgrade();

      expect(await after.query(BOARD)).toEqual(board);
      // The bookkeeping triggers and their rows of today are gone: from the upgrade on, today counts
      // from the leads. The only triggers left keep the priority list's column.
      const [leftovers] = await after.query(
        `SELECT to_regclass('board_blocks') AS blocks,
                (SELECT array_agg(tgname::text ORDER BY tgname) FROM pg_trigger WHERE tgrelid = 'leads'::regclass AND NOT tgisinternal) AS triggers,
                (SELECT count(*)::int FROM lead_stats_daily WHERE day >= (now() AT TIME ZONE 'Europe/Amsterdam')::date) AS today_rows`,
      );
      expect(leftovers).toEqual({
        blocks: null,
        triggers: ['leads_priority_score_on_insert', 'leads_priority_score_on_update'],
        today_rows: 0,
      });
      // The leads of before that are priority leads have their score in the priority list's column.
      const [priority] = await after.query(
        `SELECT count(*) FILTER (WHERE status = 'NEW' AND (qualification IS NOT DISTINCT FROM 'HOT' OR coalesce(lead_score, 0) > 70))::int AS by_rule,
                count(*) FILTER (WHERE priority_score IS NOT DISTINCT FROM lead_score AND priority_score IS NOT NULL)::int AS by_column,
                count(priority_score)::int AS with_column
         FROM leads`,
      );
      expect(priority.by_rule).toBeGreaterThan(0);
      expect(priority).toEqual({ by_rule: priority.by_rule, by_column: priority.by_rule, with_column: priority.by_rule });
      // Dims added since (channel, campaign, the channel report's) aside, the figures are the same.
      const added = new Set(['channel', 'campaign', 'first_channel', 'channel_campaign', 'first_channel_campaign']);
      const upgraded: { dim: string; leads: number }[] = await after.query(TOTALS(statsBetween('NULL', 'NULL')));
      expect(upgraded.filter((row) => !added.has(row.dim))).toEqual(figures);
      // Once the summary is rebuilt, every lead from before attribution counts under channel ''.
      await new LeadStatsRefresher(after, { maxAgeMs: 0, log: () => undefined }).refresh();
      const rebuilt: { dim: string; key: string; leads: number }[] = await after.query(TOTALS(statsBetween('NULL', 'NULL')));
      const all = rebuilt.find((row) => row.dim === 'all')!;
      expect(rebuilt.filter((row) => row.dim === 'channel')).toEqual([expect.objectContaining({ key: '', leads: all.leads })]);
      expect(rebuilt.filter((row) => !added.has(row.dim))).toEqual(figures);

      // The upgraded database works with today's services: a new lead lands on top of NEW, moves work.
      const services = createLeadServices({ config: loadConfig({ NODE_ENV: 'test', DATABASE_URL: url }), dataSource: after });
      const { leadId } = await services.capture.create({ name: 'Na de upgrade', email: 'nieuw@example.nl', source: LeadSource.CONTACT });
      const [newColumn] = await after.query(`${BOARD.replace('GROUP BY status', "WHERE status = 'NEW' GROUP BY status")}`);
      expect(newColumn.ids[0]).toBe(leadId);
      await services.board.move(leadId, LeadStatus.QUALIFIED, 2);
      const [qualified] = await after.query(`${BOARD.replace('GROUP BY status', "WHERE status = 'QUALIFIED' GROUP BY status")}`);
      expect(qualified.ids[1]).toBe(leadId);
    });
  });

  it('deletes the e-mails of leads erased or deleted before erasure reached them, and keeps the others', async () => {
    await upgradeFrom(ErasedLeadMails1764700000000, async (before, upgrade) => {
      const [kept, erased] = await before.query(
        `INSERT INTO leads (name, email, source) VALUES ('Blijft', 'blijft@example.nl', 'CONTACT'), ('Gewist', '', 'CONTACT') RETURNING id`,
      );
      await before.query(`UPDATE leads SET erased_at = now() WHERE id = $1`, [erased.id]);
      const mail = (lead: string, key: string) =>
        before.query(
          `INSERT INTO outgoing_messages (kind, message_id, recipient, subject, text, html, status, lead_id)
           VALUES ('new_lead', $2, 'admin@example.nl', 'Nieuwe lead', 'tekst', 'html', 'sent', $1)`,
          [lead, key],
        );
      await mail(kept.id, '<kept>');
      await mail(erased.id, '<erased>');
      await mail('00000000-0000-4000-8000-000000000001', '<deleted>');
      const after = await upgrade();
      const left = await after.query(`SELECT message_id FROM outgoing_messages ORDER BY message_id`);
      expect(left).toEqual([{ message_id: '<kept>' }]);
    });
  });

  it('adds booking to a database with leads and e-mails: default hours, the constraint holds, nothing else changes', async () => {
    await upgradeFrom(Booking1765000000000, async (before, upgrade) => {
      await fillAsBefore(before);
      await before.query(
        `INSERT INTO outgoing_messages (kind, message_id, recipient, subject, text, html, status)
         VALUES ('new_lead', '<old>', 'admin@example.nl', 'Nieuwe lead', 'tekst', 'html', 'sent')`,
      );
      const leadsBefore = await before.query(`SELECT id, status, pipeline_order FROM leads ORDER BY id`);
      const after = await upgrade();
      expect(await after.query(`SELECT id, status, pipeline_order FROM leads ORDER BY id`)).toEqual(leadsBefore);
      expect(await after.query(`SELECT message_id, calendar FROM outgoing_messages`)).toEqual([{ message_id: '<old>', calendar: null }]);
      const [settings] = await after.query(
        `SELECT call_minutes, notice_minutes, horizon_days, capacity, jsonb_array_length(weekly_hours) AS days FROM booking_settings`,
      );
      expect(settings).toEqual({ call_minutes: 30, notice_minutes: 120, horizon_days: 14, capacity: 1, days: 5 });

      const [a, b] = leadsBefore;
      const book = (lead: string, from: string, seat = 1) =>
        after.query(
          `INSERT INTO appointments (lead_id, starts_at, ends_at, held, seat)
           VALUES ($1, $2::timestamptz, $2::timestamptz + interval '30 minutes', tstzrange($2::timestamptz, $2::timestamptz + interval '30 minutes'), $3)`,
          [lead, from, seat],
        );
      await book(a.id, '2030-01-07T09:00:00Z');
      await expect(book(b.id, '2030-01-07T09:15:00Z')).rejects.toMatchObject({ driverError: expect.objectContaining({ code: '23P01' }) });
      await book(b.id, '2030-01-07T09:15:00Z', 2);
      await book(b.id, '2030-01-07T09:30:00Z');
    });
  });

  it('fills the normalised contact data of older leads and lets only the newest open lead of an address hold it', async () => {
    await upgradeFrom(LeadContactKeys1765200000000, async (before, upgrade) => {
      const insert = (name: string, email: string, phone: string | null, website: string | null, outcome: string, hoursAgo: number) =>
        before.query(
          `INSERT INTO leads (name, email, phone, website, source, outcome, created_at)
           VALUES ($1, $2, $3, $4, 'CONTACT', $5, now() - make_interval(hours => $6)) RETURNING id`,
          [name, email, phone, website, outcome, hoursAgo],
        );
      const [older] = await insert('José Müller', ' Jose@Bäckerei.DE ', '06 1234 5678', 'https://www.Bäckerei.de/over', 'OPEN', 48);
      const [newer] = await insert('Jose Muller', 'jose@bäckerei.de', '+31612345678', null, 'OPEN', 2);
      const [won] = await insert('Jose Muller', 'JOSE@bäckerei.de', null, null, 'WON', 1);
      const [invalid] = await insert('Anna', 'anna@example.nl', '123456', 'geen site', 'OPEN', 3);
      const [erased] = await insert('Gewist', '', null, null, 'OPEN', 4);
      const after = await upgrade();
      const rows = await after.query(
        `SELECT id, email_normalized, phone_e164, phone_invalid, name_key, website_domain, email_holder, returns, previous_lead_id
         FROM leads ORDER BY created_at`,
      );
      const base = { returns: 0, previous_lead_id: null };
      expect(rows).toEqual([
        {
          ...base,
          id: older.id,
          email_normalized: 'jose@xn--bckerei-5wa.de',
          phone_e164: '+31612345678',
          phone_invalid: false,
          name_key: 'josemuller',
          website_domain: 'xn--bckerei-5wa.de',
          email_holder: false,
        },
        {
          ...base,
          id: erased.id,
          email_normalized: null,
          phone_e164: null,
          phone_invalid: false,
          name_key: 'gewist',
          website_domain: null,
          email_holder: false,
        },
        {
          ...base,
          id: invalid.id,
          email_normalized: 'anna@example.nl',
          phone_e164: null,
          phone_invalid: true,
          name_key: 'anna',
          website_domain: null,
          email_holder: true,
        },
        {
          ...base,
          id: newer.id,
          email_normalized: 'jose@xn--bckerei-5wa.de',
          phone_e164: '+31612345678',
          phone_invalid: false,
          name_key: 'josemuller',
          website_domain: null,
          email_holder: true,
        },
        {
          ...base,
          id: won.id,
          email_normalized: 'jose@xn--bckerei-5wa.de',
          phone_e164: null,
          phone_invalid: false,
          name_key: 'josemuller',
          website_domain: null,
          email_holder: false,
        },
      ]);
      // The index holds: a second open holder of the address is refused.
      await expect(after.query(`UPDATE leads SET email_holder = true WHERE id = $1`, [older.id])).rejects.toMatchObject({
        driverError: expect.objectContaining({ code: '23505' }),
      });
    });
  });

  it("sums the dashboard's summary of a year per month from its daily rows", async () => {
    await upgradeFrom(SummaryMonths1765600000000, async (before, upgrade) => {
      await before.query(
        `INSERT INTO leads (name, email, source, status, outcome, created_at, lead_score, qualification, deal_value)
         SELECT 'Lead ' || k, 'lead' || k || '@example.nl', CASE WHEN k % 3 = 0 THEN 'CONTACT' ELSE 'QUICKSCAN' END,
                (ARRAY['NEW', 'CONTACTED', 'QUALIFIED', 'CLOSED'])[1 + k % 4], CASE WHEN k % 4 = 3 THEN 'WON' ELSE 'OPEN' END,
                now() - make_interval(hours => k * 97), CASE WHEN k % 2 = 0 THEN 30 + k % 60 END,
                CASE WHEN k % 2 = 0 THEN (ARRAY['HOT', 'WARM', 'COLD'])[1 + k % 3] END, 1000 + k
         FROM generate_series(1, 120) k`,
      );
      // The summary as the previous release's refresher left it: every lead up to now, per day.
      await before.query(
        `INSERT INTO lead_stats_daily (day, dim, key, leads, conversions, value_sum, score_sum, scored, hot, won, won_value, qualified)
         SELECT * FROM (${contributions('leads')}) c`,
      );
      await before.query(`UPDATE lead_stats_refresh SET cut = now()`);
      const byDay = await before.query(TOTALS(statsBetween('NULL', 'NULL')));
      expect(byDay.find((row: { dim: string }) => row.dim === 'all').leads).toBe(120);
      const after = await upgrade();
      const [{ months }] = await after.query(`SELECT count(DISTINCT month)::int AS months FROM lead_stats_monthly`);
      expect(months).toBeGreaterThanOrEqual(12);
      expect(await after.query(TOTALS(statsBetween('NULL', 'NULL', { months: true })))).toEqual(byDay);
      expect(await after.query(TOTALS(statsBetween('NULL', 'NULL')))).toEqual(byDay);
    });
  });
});
