import type { MigrationInterface, QueryRunner } from 'typeorm';
import { prioritySql } from '../leads/lead-flags.rules';
import { dealValueSql } from '../leads/deal-value.rules';
import { BUSINESS_TIME_ZONE } from '../shared/time-zone';

const STATS_TIME_ZONE = BUSINESS_TIME_ZONE;
const TZ = STATS_TIME_ZONE;

// What a lead contributed to the rollup as this migration defined it, frozen here so that the
// migration means the same whatever the dashboard counts later (dashboard/lead-stats.sql.ts).

/** One dimension of the summary: its name, and the key a lead has in it (NULL: not counted). */
const DIMENSIONS: readonly (readonly [string, string])[] = [
  ['status', 'l.status'],
  ['source', 'l.source'],
  ['qualification', 'l.qualification'],
  ['completed', `CASE WHEN l.survey_completed THEN '' END`],
  ['high_value', `CASE WHEN l.high_value THEN '' END`],
  ['priority', `CASE WHEN ${prioritySql('l')} THEN '' END`],
  ['monthly_budget', `l.survey->>'monthlyBudget'`],
  ['business_type', `l.survey->>'businessType'`],
  ['timeline', `l.survey->>'timeline'`],
  ['button', `left(l.button_click->>'buttonText', 500)`],
  ['page', `left(l.button_click->>'pagePath', 500)`],
];

/**
 * The summary rows (day, dim, key, leads, conversions, value_sum, score_sum, scored) that the leads
 * of `source` (a table or a parenthesised query with the columns of leads) add up to, in one grouped
 * pass. Dim `all` (key '') carries the score sums, `status` the pipeline value, `button` the
 * conversions (QUALIFIED or CLOSED); `challenge` counts each challenge a lead named (the survey
 * service stores lists without repeats). The one place that says what a lead contributes.
 */
function contributions(source: string): string {
  const day = `(l.created_at AT TIME ZONE '${TZ}')::date`;
  const columns = DIMENSIONS.map(([dim, key]) => `${key} AS k_${dim}`).join(', ');
  const sets = ['(day)', ...DIMENSIONS.map(([dim]) => `(day, k_${dim})`)].join(', ');
  const dim = DIMENSIONS.map(([name]) => `WHEN GROUPING(k_${name}) = 0 THEN '${name}'`).join(' ');
  const key = DIMENSIONS.map(([name]) => `WHEN GROUPING(k_${name}) = 0 THEN k_${name}`).join(' ');
  return `
    SELECT day, dim, key, leads, conversions, value_sum, score_sum, scored FROM (
      SELECT day, CASE ${dim} ELSE 'all' END AS dim, CASE ${key} ELSE '' END AS key,
             count(*)::int AS leads, (count(*) FILTER (WHERE status IN ('QUALIFIED', 'CLOSED')))::int AS conversions,
             sum(value)::bigint AS value_sum, coalesce(sum(lead_score), 0)::bigint AS score_sum, count(lead_score)::int AS scored
      FROM (
        SELECT ${day} AS day, l.status, ${dealValueSql('l')} AS value, l.lead_score, ${columns}
        FROM ${source} l
      ) r
      GROUP BY GROUPING SETS (${sets})
    ) g
    WHERE key IS NOT NULL
    UNION ALL
    SELECT ${day}, 'challenge', challenge, count(*)::int, 0, 0::bigint, 0::bigint, 0
    FROM ${source} l, jsonb_array_elements_text(
      CASE WHEN jsonb_typeof(l.survey->'mainChallenges') = 'array' THEN l.survey->'mainChallenges' END
    ) AS challenge
    GROUP BY 1, 3`;
}

/**
 * Daily rollup of the dashboard's figures. (Its triggers and functions were replaced by a summary
 * rebuilt off the request path: see 1764000000000-visitor-writes-own-rows.ts; `contributions` lives
 * in dashboard/lead-stats.sql.ts.) Scanning 100 000 leads for every panel took ~570 ms on the
 * benchmark machine (the goal is 100 ms), so every figure is kept per creation day and dimension: one
 * row per (day, dim, key) with counts and sums, maintained by statement-level triggers on leads. A
 * period then sums a few thousand rollup rows; only its partial first and last days are read from the
 * leads themselves (through leads_created_at_idx).
 *
 * `contributions` above is the one place that says what leads contribute: the triggers, the backfill
 * and the partial days all use it. Priority is the SQL of leads/lead-flags.rules.ts (prioritySql),
 * inlined when this migration runs, so a later change of that rule needs a migration that re-creates
 * these functions (the dashboard tests compare the figures with isPriority on real rows).
 */
export class LeadStatsDaily1763760300000 implements MigrationInterface {
  name = 'LeadStatsDaily1763760300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE lead_stats_daily (
        day date NOT NULL,
        dim varchar(24) NOT NULL,
        key varchar(500) NOT NULL,
        leads integer NOT NULL DEFAULT 0,
        conversions integer NOT NULL DEFAULT 0,
        value_sum bigint NOT NULL DEFAULT 0,
        score_sum bigint NOT NULL DEFAULT 0,
        scored integer NOT NULL DEFAULT 0,
        PRIMARY KEY (day, dim, key)
      )
    `);

    const upsert = (delta: string) => `
      INSERT INTO lead_stats_daily AS s (day, dim, key, leads, conversions, value_sum, score_sum, scored)
      SELECT day, dim, key, sum(leads), sum(conversions), sum(value_sum), sum(score_sum), sum(scored)
      FROM (${delta}) delta
      GROUP BY day, dim, key
      HAVING sum(leads) <> 0 OR sum(conversions) <> 0 OR sum(value_sum) <> 0 OR sum(score_sum) <> 0 OR sum(scored) <> 0
      -- A fixed order of row locks: two transactions updating the same days cannot deadlock.
      ORDER BY day, dim, key
      ON CONFLICT (day, dim, key) DO UPDATE SET
        leads = s.leads + excluded.leads,
        conversions = s.conversions + excluded.conversions,
        value_sum = s.value_sum + excluded.value_sum,
        score_sum = s.score_sum + excluded.score_sum,
        scored = s.scored + excluded.scored`;
    const added = contributions('new_rows');
    const removed = `SELECT day, dim, key, -leads AS leads, -conversions AS conversions, -value_sum AS value_sum, -score_sum AS score_sum, -scored AS scored FROM (${contributions('old_rows')}) old_contributions`;

    await queryRunner.query(`
      CREATE FUNCTION lead_stats_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${upsert(added)}; RETURN NULL; END $$
    `);
    await queryRunner.query(`
      CREATE FUNCTION lead_stats_count_updated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${upsert(`${added} UNION ALL ${removed}`)}; RETURN NULL; END $$
    `);
    await queryRunner.query(`
      CREATE FUNCTION lead_stats_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${upsert(removed)}; RETURN NULL; END $$
    `);
    await queryRunner.query(`
      CREATE FUNCTION lead_stats_reset() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN TRUNCATE lead_stats_daily; RETURN NULL; END $$
    `);
    await queryRunner.query(`
      CREATE TRIGGER leads_stats_inserted AFTER INSERT ON leads
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_stats_count_inserted()
    `);
    await queryRunner.query(`
      CREATE TRIGGER leads_stats_updated AFTER UPDATE ON leads
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_stats_count_updated()
    `);
    await queryRunner.query(`
      CREATE TRIGGER leads_stats_deleted AFTER DELETE ON leads
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_stats_count_deleted()
    `);
    await queryRunner.query(
      `CREATE TRIGGER leads_stats_truncated AFTER TRUNCATE ON leads FOR EACH STATEMENT EXECUTE FUNCTION lead_stats_reset()`,
    );

    /**
     * The rollup rows of the leads created in [p_from, p_to) (either end may be NULL: open), by day:
     * whole Dutch days from lead_stats_daily, the partial days at either end from the leads.
     */
    await queryRunner.query(`
      CREATE FUNCTION lead_stats_between(p_from timestamptz, p_to timestamptz)
      RETURNS TABLE (day date, dim text, key text, leads integer, conversions integer, value_sum bigint, score_sum bigint, scored integer)
      LANGUAGE sql STABLE AS $$
        WITH bounds AS (
          SELECT
            CASE WHEN p_from IS NULL THEN NULL
                 WHEN (p_from AT TIME ZONE '${STATS_TIME_ZONE}') = date_trunc('day', p_from AT TIME ZONE '${STATS_TIME_ZONE}')
                   THEN (p_from AT TIME ZONE '${STATS_TIME_ZONE}')::date
                 ELSE (p_from AT TIME ZONE '${STATS_TIME_ZONE}')::date + 1 END AS first_day,
            CASE WHEN p_to IS NULL THEN NULL ELSE (p_to AT TIME ZONE '${STATS_TIME_ZONE}')::date END AS end_day
        ), whole AS (
          SELECT first_day, end_day,
                 (first_day IS NULL OR end_day IS NULL OR first_day < end_day) AS has_whole_days,
                 (first_day::timestamp AT TIME ZONE '${STATS_TIME_ZONE}') AS first_midnight,
                 (end_day::timestamp AT TIME ZONE '${STATS_TIME_ZONE}') AS end_midnight
          FROM bounds
        )
        SELECT s.day, s.dim::text, s.key::text, s.leads, s.conversions, s.value_sum, s.score_sum, s.scored
        FROM lead_stats_daily s, whole w
        WHERE w.has_whole_days AND (w.first_day IS NULL OR s.day >= w.first_day) AND (w.end_day IS NULL OR s.day < w.end_day)
        UNION ALL
        SELECT * FROM (${contributions(`(
          SELECT * FROM leads
          WHERE p_from IS NOT NULL AND created_at >= p_from
            AND created_at < (SELECT CASE WHEN has_whole_days THEN first_midnight ELSE p_to END FROM whole)
          UNION ALL
          SELECT * FROM leads
          WHERE p_to IS NOT NULL AND (SELECT has_whole_days FROM whole)
            AND created_at >= (SELECT end_midnight FROM whole) AND created_at < p_to
        )`)}) edges
      $$
    `);

    await queryRunner.query(
      `INSERT INTO lead_stats_daily (day, dim, key, leads, conversions, value_sum, score_sum, scored) ${contributions('leads')}`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION lead_stats_between(timestamptz, timestamptz)`);
    await queryRunner.query(`DROP TRIGGER leads_stats_truncated ON leads`);
    await queryRunner.query(`DROP TRIGGER leads_stats_deleted ON leads`);
    await queryRunner.query(`DROP TRIGGER leads_stats_updated ON leads`);
    await queryRunner.query(`DROP TRIGGER leads_stats_inserted ON leads`);
    await queryRunner.query(`DROP FUNCTION lead_stats_reset()`);
    await queryRunner.query(`DROP FUNCTION lead_stats_count_deleted()`);
    await queryRunner.query(`DROP FUNCTION lead_stats_count_updated()`);
    await queryRunner.query(`DROP FUNCTION lead_stats_count_inserted()`);
    await queryRunner.query(`DROP TABLE lead_stats_daily`);
  }
}
