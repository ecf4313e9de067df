import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Visitors write only their own rows (docs/architecture.md, "Mechanisms"):
 * - the board's `board_blocks` card counts and their triggers go: a move finds its neighbours with
 *   an index scan instead, and a card put on top takes the column default of `pipeline_order`
 *   (from `board_top_seq`, counting down) without reading the column;
 * - the dashboard rollup `lead_stats_daily` is no longer kept by triggers on every lead write: a
 *   refresher rebuilds it off the request path, up to the `cut` recorded in `lead_stats_refresh`,
 *   and everything after the cut is read from the leads themselves;
 * - `lead_events` records every change of a lead in the transaction that makes it: the live feed
 *   of every server process tails it (instead of a NOTIFY per write, which serialises commits on a
 *   database-wide lock), and the lead's history builds on it.
 * The existing rollup rows stay valid up to the start of today, so the upgrade keeps them.
 */
export class VisitorWritesOwnRows1764000000000 implements MigrationInterface {
  name = 'VisitorWritesOwnRows1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const trigger of ['leads_board_inserted', 'leads_board_deleted', 'leads_board_moved', 'leads_board_truncated']) {
      await queryRunner.query(`DROP TRIGGER ${trigger} ON leads`);
    }
    await queryRunner.query(`DROP FUNCTION board_rebuild(varchar, integer)`);
    await queryRunner.query(`DROP FUNCTION board_blocks_reset()`);
    await queryRunner.query(`DROP FUNCTION board_blocks_count_moved()`);
    await queryRunner.query(`DROP FUNCTION board_blocks_count_deleted()`);
    await queryRunner.query(`DROP FUNCTION board_blocks_count_inserted()`);
    await queryRunner.query(`DROP FUNCTION board_block_of(varchar, float8)`);
    await queryRunner.query(`DROP TABLE board_blocks`);
    // On top of any column: minus ORDER_GAP (pipeline/board-order.rules.ts) times the next top value.
    // A function, so that the column default and a statement that puts a card on top (the survey's)
    // share one definition.
    await queryRunner.query(
      `CREATE FUNCTION board_top_order() RETURNS float8 LANGUAGE sql VOLATILE AS $$ SELECT (-(nextval('board_top_seq') * 1024))::float8 $$`,
    );
    await queryRunner.query(`ALTER TABLE leads ALTER COLUMN pipeline_order SET DEFAULT board_top_order()`);

    for (const trigger of ['leads_stats_inserted', 'leads_stats_updated', 'leads_stats_deleted', 'leads_stats_truncated']) {
      await queryRunner.query(`DROP TRIGGER ${trigger} ON leads`);
    }
    await queryRunner.query(`DROP FUNCTION lead_stats_between(timestamptz, timestamptz)`);
    await queryRunner.query(`DROP FUNCTION lead_stats_reset()`);
    await queryRunner.query(`DROP FUNCTION lead_stats_count_deleted()`);
    await queryRunner.query(`DROP FUNCTION lead_stats_count_updated()`);
    await queryRunner.query(`DROP FUNCTION lead_stats_count_inserted()`);
    await queryRunner.query(`
      CREATE TABLE lead_stats_refresh (
        singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
        cut timestamptz NOT NULL,
        refreshed_at timestamptz NOT NULL
      )
    `);
    await queryRunner.query(`
      INSERT INTO lead_stats_refresh (cut, refreshed_at)
      VALUES (date_trunc('day', now(), 'Europe/Amsterdam'), now())
    `);
    await queryRunner.query(`DELETE FROM lead_stats_daily WHERE day >= (now() AT TIME ZONE 'Europe/Amsterdam')::date`);

    await queryRunner.query(`
      CREATE TABLE lead_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        lead_id uuid NOT NULL,
        type varchar(32) NOT NULL,
        actor_id uuid,
        at timestamptz NOT NULL DEFAULT now(),
        changes jsonb,
        tx xid8 NOT NULL DEFAULT pg_current_xact_id()
      )
    `);
    await queryRunner.query(`CREATE INDEX lead_events_tx_idx ON lead_events (tx, id)`);
    await queryRunner.query(`CREATE INDEX lead_events_lead_idx ON lead_events (lead_id, id)`);
  }

  down(): Promise<void> {
    return Promise.reject(new Error('VisitorWritesOwnRows cannot be undone: restore a backup taken before the upgrade.'));
  }
}
