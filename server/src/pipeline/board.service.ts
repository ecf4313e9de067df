import type { DataSource, EntityManager } from 'typeorm';
import { LeadEntity } from '../leads/lead.entity';
import { LeadOutcome, LeadStatus } from '../leads/lead.enums';
import { notifyLeadChange } from '../realtime/lead-change';
import { NotFoundError } from '../shared/errors';
import { isUuid } from '../shared/ids';
import { inTransaction } from '../shared/transaction';
import {
  BLOCK_MAX_CARDS,
  BLOCK_MERGE_AT_MOST,
  BLOCK_TARGET_CARDS,
  columnOrders,
  neighboursFromWindow,
  orderBetween,
  orderOnTop,
  planMove,
  spreadOrders,
  splitIndex,
} from './board-order.rules';

/** Board columns in board order; a column's index is its advisory-lock key. */
export const BOARD_COLUMNS: readonly LeadStatus[] = [LeadStatus.NEW, LeadStatus.CONTACTED, LeadStatus.QUALIFIED, LeadStatus.CLOSED];
/** First key of the two-key advisory locks that guard a column (the second is the column's index). */
const COLUMN_LOCK_NAMESPACE = 0x626f6172;

export const LEAD_NOT_FOUND_MESSAGE = 'Deze lead bestaat niet of is verwijderd.';

/** The columns of a lead, locked, with its row locked too. */
export interface LockedCard {
  id: string;
  status: LeadStatus;
  pipelineOrder: number;
  outcome: LeadOutcome;
}

/** How big blocks get before a split, and how small two neighbours get before a merge. */
export interface BlockLimits {
  maxCards: number;
  mergeAtMost: number;
}

export interface MoveResult {
  lead: LeadEntity;
  /** False when the card was already at that place: nothing was written or published. */
  changed: boolean;
}

interface Block {
  lo: number;
  hi: number | null;
  cards: number;
}

const toNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * Board order in SQL (CONTRACT.md "Board order"): every write that puts a card into a column, takes
 * it out or reorders it goes through here, under that column's advisory lock. Columns are always
 * locked in board order, so concurrent moves cannot deadlock on them; a move reads a bounded number of
 * rows (block counts tell where position p is) and writes the moved card, two block counters, and
 * rarely one block of at most BLOCK_MAX_CARDS cards (blockLimits.maxCards).
 */
export class BoardService {
  /** Tests pass small limits to split, spread and merge often on a few dozen cards. */
  constructor(
    private readonly dataSource: DataSource,
    readonly blockLimits: BlockLimits = { maxCards: BLOCK_MAX_CARDS, mergeAtMost: BLOCK_MERGE_AT_MOST },
  ) {}

  /** Holds the given columns until the transaction ends, in board order. */
  async lockColumns(manager: EntityManager, statuses: LeadStatus[]): Promise<void> {
    const keys = [...new Set(statuses.map((status) => BOARD_COLUMNS.indexOf(status)))].sort((a, b) => a - b);
    for (const key of keys) await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [COLUMN_LOCK_NAMESPACE, key]);
  }

  /**
   * The two keys of a column's advisory lock, for statements that take it themselves. New leads take
   * it shared (pg_advisory_xact_lock_shared): they only add to the count of the column's first block
   * and take distinct top orders, so they may run together, but not while a move, split or delete
   * (exclusive) reads or rewrites the column's blocks.
   */
  columnLockKey(status: LeadStatus): [number, number] {
    return [COLUMN_LOCK_NAMESPACE, BOARD_COLUMNS.indexOf(status)];
  }

  /**
   * Locks the lead's column (and `alsoLock`), then the lead's row, and returns the row as locked.
   * Null when the lead does not exist. The status is read before locking, so a concurrent move may
   * change it in between: then the new column is locked as well (a rare deadlock is retried by
   * inTransaction).
   */
  async lockCard(manager: EntityManager, id: string, alsoLock: LeadStatus[] = []): Promise<LockedCard | null> {
    const locked = new Set<LeadStatus>();
    for (;;) {
      const [seen] = await manager.query('SELECT status FROM leads WHERE id = $1', [id]);
      if (!seen) return null;
      const wanted = [seen.status as LeadStatus, ...alsoLock].filter((status) => !locked.has(status));
      await this.lockColumns(manager, wanted);
      wanted.forEach((status) => locked.add(status));
      const [row] = await manager.query('SELECT id, status, pipeline_order, outcome FROM leads WHERE id = $1 FOR UPDATE', [id]);
      if (!row) return null;
      if (locked.has(row.status)) {
        return { id: row.id, status: row.status, pipelineOrder: Number(row.pipeline_order), outcome: row.outcome };
      }
    }
  }

  /** The order of a card put on top of any column: below every order there is. */
  async topOrder(manager: EntityManager): Promise<number> {
    const [row] = await manager.query(`SELECT nextval('board_top_seq') AS value`);
    return orderOnTop(Number(row.value));
  }

  /** moveLead: see CONTRACT.md. Throws NOT_FOUND for an unknown lead. */
  async move(id: string, status: LeadStatus, position: number): Promise<MoveResult> {
    if (!isUuid(id)) throw new NotFoundError(LEAD_NOT_FOUND_MESSAGE);
    return inTransaction(this.dataSource, async (manager) => {
      const card = await this.lockCard(manager, id, [status]);
      if (!card) throw new NotFoundError(LEAD_NOT_FOUND_MESSAGE);
      const sameColumn = card.status === status;

      const [shape] = await manager.query(
        `SELECT
           (SELECT coalesce(sum(cards), 0) FROM board_blocks WHERE status = $1)::int AS size,
           CASE WHEN $3::boolean THEN
             (SELECT coalesce(sum(cards), 0) FROM board_blocks WHERE status = $1 AND lo < board_block_of($1, x.pipeline_order))::int
             + (SELECT count(*) FROM leads l
                WHERE l.status = $1 AND l.pipeline_order >= board_block_of($1, x.pipeline_order)
                  AND (l.pipeline_order, l.created_at, l.id) < (x.pipeline_order, x.created_at, x.id))::int
           END AS rank
         FROM leads x WHERE x.id = $2`,
        [status, id, sameColumn],
      );
      const plan = planMove({ columnSize: shape.size, currentRank: sameColumn ? shape.rank : null, position });
      if (plan.kind === 'unchanged') {
        return { lead: await manager.findOneByOrFail(LeadEntity, { id }), changed: false };
      }

      if (!plan.needBefore) {
        // Position 1: the top sequence is below every card, no neighbour needs reading.
        await this.placeCard(manager, card, status, await this.topOrder(manager));
        return { lead: await manager.findOneByOrFail(LeadEntity, { id }), changed: true };
      }
      const window = await this.readWindow(manager, status, plan.window!.start, plan.window!.size);
      let { before, after } = neighboursFromWindow(
        plan,
        window.map((row) => row.order),
      );
      let order = orderBetween(before!, after);
      if (order === null) {
        // No room between the neighbours: spread out their block (or, if even that is too tight, the
        // column), then read where the neighbours went.
        const moved = (await this.spreadBlock(manager, status, before!, id)) ?? (await this.renumberColumn(manager, status));
        for (const other of moved) await notifyLeadChange(manager, { kind: 'UPDATED', id: other });
        const rows: { id: string; pipeline_order: number }[] = await manager.query(
          'SELECT id, pipeline_order FROM leads WHERE id = ANY($1::uuid[])',
          [window.map((row) => row.id)],
        );
        const orderOf = new Map(rows.map((row) => [row.id, Number(row.pipeline_order)]));
        ({ before, after } = neighboursFromWindow(
          plan,
          window.map((row) => orderOf.get(row.id)!),
        ));
        order = orderBetween(before!, after);
        if (order === null) throw new Error(`no room in column ${status} even after renumbering`);
      }

      await this.placeCard(manager, card, status, order);
      return { lead: await manager.findOneByOrFail(LeadEntity, { id }), changed: true };
    });
  }

  /**
   * Puts a locked card on top of another column inside the caller's transaction (updateLead's status
   * change, a completed survey). The caller has locked both columns (lockCard with alsoLock).
   */
  async moveToTop(manager: EntityManager, card: LockedCard, status: LeadStatus): Promise<void> {
    if (card.status === status) return;
    await this.placeCard(manager, card, status, await this.topOrder(manager));
  }

  /**
   * After new leads (which only share the column's lock) filled the block holding `order`: splits it
   * in a transaction of its own, under the column's exclusive lock.
   */
  async splitAfterInsert(status: LeadStatus, order: number): Promise<void> {
    await inTransaction(this.dataSource, async (manager) => {
      await this.lockColumns(manager, [status]);
      await this.splitIfFull(manager, status, order);
    });
  }

  /** After a card was deleted from `status` (the caller holds the column lock). */
  async afterDelete(manager: EntityManager, status: LeadStatus, order: number): Promise<void> {
    await this.mergeIfSparse(manager, status, order);
  }

  private async placeCard(manager: EntityManager, card: LockedCard, status: LeadStatus, order: number): Promise<void> {
    const wins = status === LeadStatus.CLOSED && card.status !== LeadStatus.CLOSED;
    await manager.query(
      `UPDATE leads SET status = $2, pipeline_order = $3, outcome = CASE WHEN $4::boolean THEN $5 ELSE outcome END, updated_at = now()
       WHERE id = $1`,
      [card.id, status, order, wins, LeadOutcome.WON],
    );
    await notifyLeadChange(manager, { kind: 'UPDATED', id: card.id });
    await this.splitIfFull(manager, status, order);
    await this.mergeIfSparse(manager, card.status, card.pipelineOrder);
  }

  /** `size` cards of a column from 0-based `start`, found through the block counts. */
  private async readWindow(manager: EntityManager, status: LeadStatus, start: number, size: number) {
    const rows: { id: string; pipeline_order: number }[] = await manager.query(
      `WITH counted AS (
         SELECT lo, (sum(cards) OVER (ORDER BY lo) - cards)::int AS before FROM board_blocks WHERE status = $1
       ), block AS (
         SELECT lo, before FROM counted WHERE before <= $2 ORDER BY lo DESC LIMIT 1
       )
       SELECT l.id, l.pipeline_order FROM block CROSS JOIN LATERAL (
         SELECT id, pipeline_order FROM leads
         WHERE status = $1 AND pipeline_order >= block.lo
         ORDER BY pipeline_order, created_at, id
         OFFSET $2 - block.before LIMIT $3
       ) l`,
      [status, start, size],
    );
    return rows.map((row) => ({ id: row.id, order: Number(row.pipeline_order) }));
  }

  private async blockAt(manager: EntityManager, status: LeadStatus, order: number): Promise<Block> {
    const [row] = await manager.query(
      `SELECT b.lo, b.cards, (SELECT min(n.lo) FROM board_blocks n WHERE n.status = $1 AND n.lo > b.lo) AS hi
       FROM board_blocks b WHERE b.status = $1 AND b.lo = board_block_of($1, $2)`,
      [status, order],
    );
    return { lo: Number(row.lo), hi: toNumber(row.hi), cards: row.cards };
  }

  private async cardsIn(manager: EntityManager, status: LeadStatus, block: Block, except?: string) {
    const rows: { id: string; pipeline_order: number }[] = await manager.query(
      `SELECT id, pipeline_order FROM leads
       WHERE status = $1 AND pipeline_order >= $2 AND ($3::float8 IS NULL OR pipeline_order < $3) AND id IS DISTINCT FROM $4
       ORDER BY pipeline_order, created_at, id`,
      [status, block.lo, block.hi, except ?? null],
    );
    return rows.map((row) => ({ id: row.id, order: Number(row.pipeline_order) }));
  }

  private async writeOrders(manager: EntityManager, ids: string[], orders: number[]): Promise<void> {
    await manager.query(
      `UPDATE leads l SET pipeline_order = v.pipeline_order, updated_at = now()
       FROM unnest($1::uuid[], $2::float8[]) AS v(id, pipeline_order) WHERE l.id = v.id`,
      [ids, orders],
    );
  }

  /**
   * Spaces out the cards of the block holding `order` evenly inside that block (leaving out the card
   * being moved). Returns the ids written, or null when the block is too narrow.
   */
  private async spreadBlock(manager: EntityManager, status: LeadStatus, order: number, except?: string): Promise<string[] | null> {
    const block = await this.blockAt(manager, status, order);
    const cards = await this.cardsIn(manager, status, block, except);
    if (cards.length === 0) return [];
    // The first block has no lower bound: spread above its top card (below is orderOnTop's room).
    const orders = spreadOrders(Number.isFinite(block.lo) ? block.lo : cards[0].order, block.hi, cards.length);
    if (!orders) return null;
    await this.writeOrders(
      manager,
      cards.map((card) => card.id),
      orders,
    );
    return cards.map((card) => card.id);
  }

  /** The last resort (about a million cards squeezed into one gap): renumber and re-cut the column. */
  private async renumberColumn(manager: EntityManager, status: LeadStatus): Promise<string[]> {
    const rows: { id: string }[] = await manager.query('SELECT id FROM leads WHERE status = $1 ORDER BY pipeline_order, created_at, id', [
      status,
    ]);
    const ids = rows.map((row) => row.id);
    await this.writeOrders(manager, ids, columnOrders(ids.length));
    await manager.query('SELECT board_rebuild($1, $2)', [status, BLOCK_TARGET_CARDS]);
    return ids;
  }

  /** Cuts the block holding `order` in two when it holds more than blockLimits.maxCards cards. */
  private async splitIfFull(manager: EntityManager, status: LeadStatus, order: number): Promise<void> {
    const block = await this.blockAt(manager, status, order);
    if (block.cards <= this.blockLimits.maxCards) return;
    let cards = await this.cardsIn(manager, status, block);
    let cut = splitIndex(cards.map((card) => card.order));
    if (cut === null) {
      // Every card has the same order (a bulk load): give them distinct ones first.
      const spread = await this.spreadBlock(manager, status, order);
      if (!spread) return;
      for (const id of spread) await notifyLeadChange(manager, { kind: 'UPDATED', id });
      cards = await this.cardsIn(manager, status, block);
      cut = splitIndex(cards.map((card) => card.order));
      if (cut === null) return;
    }
    await manager.query('UPDATE board_blocks SET cards = $3 WHERE status = $1 AND lo = $2', [status, block.lo, cut]);
    await manager.query('INSERT INTO board_blocks (status, lo, cards) VALUES ($1, $2, $3)', [status, cards[cut].order, cards.length - cut]);
  }

  /** Folds the block holding `order` into the one before it when together they are small. */
  private async mergeIfSparse(manager: EntityManager, status: LeadStatus, order: number): Promise<void> {
    await manager.query(
      `WITH block AS (
         SELECT lo, cards FROM board_blocks WHERE status = $1 AND lo = board_block_of($1, $2) AND lo > '-Infinity'::float8
       ), previous AS (
         SELECT p.lo, p.cards FROM board_blocks p, block WHERE p.status = $1 AND p.lo < block.lo ORDER BY p.lo DESC LIMIT 1
       ), merged AS (
         DELETE FROM board_blocks d USING block, previous
         WHERE d.status = $1 AND d.lo = block.lo AND block.cards + previous.cards <= $3
         RETURNING d.cards
       )
       UPDATE board_blocks u SET cards = u.cards + merged.cards FROM previous, merged WHERE u.status = $1 AND u.lo = previous.lo`,
      [status, order, this.blockLimits.mergeAtMost],
    );
  }
}
