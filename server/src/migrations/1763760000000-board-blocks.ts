import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Card counts per slice of a board column, so moveLead finds "the card at position p" without
 * scanning p index entries (OFFSET 95 000 took 11 ms here; a move must cost the same in a column of
 * 100 and of 100 000 cards). A column is cut at `lo` values into blocks: a lead belongs to the block
 * with the greatest `lo` <= its pipeline_order, and every column keeps a block at -Infinity, so the
 * blocks of a column cover every order. Triggers keep `cards` right whatever writes the leads table
 * (services, seed, bulk loads); pipeline/board.service.ts splits and merges blocks to keep them small.
 */
export class BoardBlocks1763760000000 implements MigrationInterface {
  name = 'BoardBlocks1763760000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Infinite or NaN orders would escape every block (and sort oddly): refuse them.
    await queryRunner.query(`
      ALTER TABLE leads ADD CONSTRAINT leads_pipeline_order_check
        CHECK (pipeline_order > '-Infinity'::float8 AND pipeline_order < 'Infinity'::float8)
    `);
    // Ties on (pipeline_order, created_at) are broken by id, so positions are exact: index it too.
    await queryRunner.query(`DROP INDEX leads_board_order_idx`);
    await queryRunner.query(`CREATE INDEX leads_board_order_idx ON leads (status, pipeline_order, created_at, id)`);
    await queryRunner.query(`
      CREATE TABLE board_blocks (
        status varchar(16) NOT NULL CHECK (status IN ('NEW', 'CONTACTED', 'QUALIFIED', 'CLOSED')),
        lo double precision NOT NULL,
        cards integer NOT NULL DEFAULT 0 CHECK (cards >= 0),
        PRIMARY KEY (status, lo)
      )
    `);
    await queryRunner.query(`
      INSERT INTO board_blocks (status, lo, cards)
      SELECT s.status, '-Infinity'::float8, 0 FROM unnest(ARRAY['NEW', 'CONTACTED', 'QUALIFIED', 'CLOSED']) AS s(status)
    `);

    // Orders on top of a column count down from this (pipeline/board-order.rules.ts, orderOnTop),
    // starting below any order already stored.
    await queryRunner.query(`CREATE SEQUENCE board_top_seq`);
    await queryRunner.query(
      `SELECT setval('board_top_seq', greatest(1, ceil(-coalesce(min(pipeline_order), 0) / 1024)::bigint + 1), false) FROM leads`,
    );
    await queryRunner.query(`
      CREATE FUNCTION board_block_of(p_status varchar, p_order float8) RETURNS float8
      LANGUAGE sql STABLE AS $$
        SELECT max(lo) FROM board_blocks WHERE status = p_status AND lo <= p_order
      $$
    `);

    // Statement-level with transition tables, so a bulk INSERT or DELETE costs one grouped update.
    await queryRunner.query(`
      CREATE FUNCTION board_blocks_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE board_blocks b SET cards = b.cards + d.n
        FROM (
          SELECT status, lo, count(*) AS n
          FROM (SELECT r.status, board_block_of(r.status, r.pipeline_order) AS lo FROM inserted_rows r) x
          GROUP BY status, lo
        ) d
        WHERE b.status = d.status AND b.lo = d.lo;
        RETURN NULL;
      END $$
    `);
    await queryRunner.query(`
      CREATE FUNCTION board_blocks_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE board_blocks b SET cards = b.cards - d.n
        FROM (
          SELECT status, lo, count(*) AS n
          FROM (SELECT r.status, board_block_of(r.status, r.pipeline_order) AS lo FROM deleted_rows r) x
          GROUP BY status, lo
        ) d
        WHERE b.status = d.status AND b.lo = d.lo;
        RETURN NULL;
      END $$
    `);
    // Row-level for updates: it fires only when a card changes column or order, not on note edits.
    await queryRunner.query(`
      CREATE FUNCTION board_blocks_count_moved() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        old_lo float8 := board_block_of(OLD.status, OLD.pipeline_order);
        new_lo float8 := board_block_of(NEW.status, NEW.pipeline_order);
      BEGIN
        IF OLD.status = NEW.status AND old_lo = new_lo THEN
          RETURN NULL;
        END IF;
        UPDATE board_blocks SET cards = cards - 1 WHERE status = OLD.status AND lo = old_lo;
        UPDATE board_blocks SET cards = cards + 1 WHERE status = NEW.status AND lo = new_lo;
        RETURN NULL;
      END $$
    `);
    await queryRunner.query(`
      CREATE FUNCTION board_blocks_reset() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM board_blocks WHERE lo <> '-Infinity'::float8;
        UPDATE board_blocks SET cards = 0;
        RETURN NULL;
      END $$
    `);
    await queryRunner.query(`
      CREATE TRIGGER leads_board_inserted AFTER INSERT ON leads
      REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION board_blocks_count_inserted()
    `);
    await queryRunner.query(`
      CREATE TRIGGER leads_board_deleted AFTER DELETE ON leads
      REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION board_blocks_count_deleted()
    `);
    await queryRunner.query(`
      CREATE TRIGGER leads_board_moved AFTER UPDATE OF status, pipeline_order ON leads FOR EACH ROW
      WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.pipeline_order IS DISTINCT FROM NEW.pipeline_order)
      EXECUTE FUNCTION board_blocks_count_moved()
    `);
    await queryRunner.query(`
      CREATE TRIGGER leads_board_truncated AFTER TRUNCATE ON leads FOR EACH STATEMENT EXECUTE FUNCTION board_blocks_reset()
    `);

    /**
     * Re-cuts one column into blocks of about p_block_size cards. Used after bulk loads (seed, bench)
     * and after a whole column was renumbered; it reads the column once.
     */
    await queryRunner.query(`
      CREATE FUNCTION board_rebuild(p_status varchar, p_block_size integer) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM board_blocks WHERE status = p_status;
        INSERT INTO board_blocks (status, lo, cards)
        SELECT p_status, lo, 0 FROM (
          SELECT '-Infinity'::float8 AS lo
          UNION
          SELECT pipeline_order FROM (
            SELECT pipeline_order, row_number() OVER (ORDER BY pipeline_order, created_at, id) AS rn
            FROM leads WHERE status = p_status
          ) ranked
          WHERE rn > 1 AND (rn - 1) % p_block_size = 0
        ) cuts;
        UPDATE board_blocks b SET cards = c.n
        FROM (
          SELECT lo, count(*) AS n
          FROM (SELECT board_block_of(p_status, pipeline_order) AS lo FROM leads WHERE status = p_status) x
          GROUP BY lo
        ) c
        WHERE b.status = p_status AND b.lo = c.lo;
      END $$
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER leads_board_truncated ON leads`);
    await queryRunner.query(`DROP TRIGGER leads_board_moved ON leads`);
    await queryRunner.query(`DROP TRIGGER leads_board_deleted ON leads`);
    await queryRunner.query(`DROP TRIGGER leads_board_inserted ON leads`);
    await queryRunner.query(`DROP FUNCTION board_rebuild(varchar, integer)`);
    await queryRunner.query(`DROP FUNCTION board_blocks_reset()`);
    await queryRunner.query(`DROP FUNCTION board_blocks_count_moved()`);
    await queryRunner.query(`DROP FUNCTION board_blocks_count_deleted()`);
    await queryRunner.query(`DROP FUNCTION board_blocks_count_inserted()`);
    await queryRunner.query(`DROP FUNCTION board_block_of(varchar, float8)`);
    await queryRunner.query(`DROP SEQUENCE board_top_seq`);
    await queryRunner.query(`DROP TABLE board_blocks`);
    await queryRunner.query(`DROP INDEX leads_board_order_idx`);
    await queryRunner.query(`CREATE INDEX leads_board_order_idx ON leads (status, pipeline_order, created_at)`);
    await queryRunner.query(`ALTER TABLE leads DROP CONSTRAINT leads_pipeline_order_check`);
  }
}
