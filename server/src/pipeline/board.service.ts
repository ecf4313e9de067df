import type { DataSource, EntityManager } from 'typeorm';
import { LeadEntity } from '../leads/lead.entity';
import { BOARD_COLUMNS, LEAD_NOT_FOUND_MESSAGE, LeadOutcome, LeadStatus } from '../leads/lead.enums';
import { LeadEventService, type LeadEventInput } from '../leads/lead-event.service';
import type { BoardMoves, LockedCard } from '../leads/lead.service';
import { NotFoundError } from '../shared/errors';
import { isUuid } from '../shared/graphql/ids';
import { inTransaction } from '../shared/database/transaction';
import { queryPrepared } from '../shared/database/prepared-statement';
import { leadFromRow, readLead } from '../leads/lead-row.mapper';
import { REPAIR_REACH, clampPosition, neighbourRange, orderBetween, planRepair, repairRange, type CardRange } from './board-order.rules';

type FieldChanges = NonNullable<LeadEventInput['changes']>;

/** First key of the two-key advisory locks that guard a column against other admins' moves. */
const COLUMN_LOCK_NAMESPACE = 0x626f6172;

export interface MoveResult {
  lead: LeadEntity;
  /** False when the card was already at that place: nothing was written or published. */
  changed: boolean;
}

interface Neighbour {
  id: string;
  order: number;
  /** Whether it sorts before the moved card where that card is now (same column only). */
  beforeCard: boolean;
}

/**
 * Board order in SQL (docs/architecture.md, "Board order"). An admin's move locks the card's column
 * and the target column (advisory locks, in board order, so moves cannot deadlock on them and end in
 * an order some serial run of them would give), reads the two cards it will sit between with an
 * index scan, and writes the moved card. Visitors never take these locks: a new lead or a completed
 * survey puts its own card on top with the next value of `board_top_seq`, reading nothing.
 * A move's statements are named (queryPrepared): planning them on every move cost PostgreSQL more
 * than running them. The locks and the write are planned once per connection; the neighbours' plan
 * stays custom (a parameter OFFSET looks dear in a generic plan; docs/benchmarks.md, admin-request).
 */
export class BoardService implements BoardMoves {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: LeadEventService,
  ) {}

  /**
   * Locks the lead's column (and `alsoLock`), then the lead's row, and returns the row as locked.
   * Null when the lead does not exist. One statement (each round trip is a wait in a busy process's
   * event loop, and a system call on both sides): the column locks are taken in board order by a
   * materialized CTE, and the row lock above the join comes after them. The status that chose the
   * columns is read with the statement's snapshot, so a concurrent change may have moved the card
   * meanwhile: the row is then locked as it is now, in a column not locked yet, and the loop locks
   * that one as well (a rare deadlock is retried by inTransaction).
   */
  async lockCard(manager: EntityManager, id: string, alsoLock: LeadStatus[] = []): Promise<LockedCard | null> {
    const locked = new Set<LeadStatus>(alsoLock);
    for (;;) {
      const [row] = await queryPrepared<LockedCard & { seen: LeadStatus }>(
        manager,
        'board_lock_card',
        `WITH seen AS (SELECT status FROM leads WHERE id = $1),
         locks AS MATERIALIZED (
           SELECT count(*) AS taken, (SELECT status FROM seen) AS status FROM (
             SELECT pg_advisory_xact_lock($2, k) FROM (
               SELECT DISTINCT array_position($3::text[], wanted) - 1 AS k
               FROM seen, unnest(array_append($4::text[], seen.status::text)) wanted
             ) columns ORDER BY k
           ) taken)
         SELECT l.id, l.status, l.outcome, locks.status AS seen FROM locks, leads l WHERE l.id = $1 FOR UPDATE OF l`,
        [id, COLUMN_LOCK_NAMESPACE, BOARD_COLUMNS, [...locked]],
      );
      if (!row) return null;
      locked.add(row.seen);
      if (locked.has(row.status)) return { id: row.id, status: row.status, outcome: row.outcome };
    }
  }

  /** moveLead: see docs/lead-api.md. Throws NOT_FOUND for an unknown lead. `actorId`: who moves it (the history's "who"). */
  async move(id: string, status: LeadStatus, requested: number, actorId: string | null = null): Promise<MoveResult> {
    if (!isUuid(id)) throw new NotFoundError(LEAD_NOT_FOUND_MESSAGE);
    const position = clampPosition(requested);
    return inTransaction(this.dataSource, async (manager) => {
      const card = await this.lockCard(manager, id, [status]);
      if (!card) throw new NotFoundError(LEAD_NOT_FOUND_MESSAGE);
      const sameColumn = card.status === status;

      const [before, after] = await this.neighbours(manager, card, status, position);
      const inPlace = sameColumn && (!before || before.beforeCard) && (!after || !after.beforeCard);
      if (inPlace) return { lead: await readLead(manager, id), changed: false };

      if (!before) return { lead: await this.place(manager, card, status, 'top', actorId), changed: true };
      const order = orderBetween(before.order, after?.order ?? null);
      const lead =
        order === null
          ? await this.placeInRespacedStretch(manager, card, status, position, actorId)
          : await this.place(manager, card, status, order, actorId);
      return { lead, changed: true };
    });
  }

  /**
   * Puts a locked card on top of another column inside the caller's transaction (updateLead's status
   * change). The caller has locked both columns (lockCard with alsoLock).
   */
  async moveToTop(
    manager: EntityManager,
    card: LockedCard,
    status: LeadStatus,
    actorId: string | null,
    alsoChanged: FieldChanges = {},
  ): Promise<void> {
    if (card.status === status) return;
    await this.place(manager, card, status, 'top', actorId, alsoChanged);
  }

  /**
   * Writes the card's new column and order ('top': the column default, on top of any column) and its
   * history entry in one statement, which answers with the lead as written. `alsoChanged`: other
   * fields the same request changed, recorded in the same history entry.
   */
  private async place(
    manager: EntityManager,
    card: LockedCard,
    status: LeadStatus,
    order: number | 'top',
    actorId: string | null,
    alsoChanged: FieldChanges = {},
  ): Promise<LeadEntity> {
    const wins = status === LeadStatus.CLOSED && card.status !== LeadStatus.CLOSED;
    const changes: FieldChanges = { ...alsoChanged };
    if (card.status !== status) changes.status = { from: card.status, to: status };
    if (wins && card.outcome !== LeadOutcome.WON) changes.outcome = { from: card.outcome, to: LeadOutcome.WON };
    // The moved lead's whole row, which leadFromRow hydrates through the entity's column metadata.
    const [row] = await queryPrepared<Record<string, unknown>>(
      manager,
      order === 'top' ? 'board_place_top' : 'board_place_between',
      `WITH moved AS (
         UPDATE leads SET status = $2, pipeline_order = ${order === 'top' ? 'DEFAULT' : '$7'},
           outcome = CASE WHEN $3::boolean THEN $4 ELSE outcome END, updated_at = now()
         WHERE id = $1 RETURNING *),
       event AS (${LeadEventService.recordFrom('moved', 'moved', { changes: 5, actor: 6 })})
       SELECT * FROM moved`,
      [card.id, status, wins, LeadOutcome.WON, ...LeadEventService.values(changes, actorId), ...(order === 'top' ? [] : [order])],
    );
    return leadFromRow(manager, row);
  }

  /**
   * No room between the two neighbours (about forty moves into the same gap): space out a short
   * stretch of cards around the target with the card in its place, widening it until there is room.
   */
  private async placeInRespacedStretch(
    manager: EntityManager,
    card: LockedCard,
    status: LeadStatus,
    position: number,
    actorId: string | null,
  ): Promise<LeadEntity> {
    for (let reach = REPAIR_REACH; ; reach *= 2) {
      const range = repairRange(position, reach);
      const rows = await this.others(manager, card, status, range);
      const plan = planRepair(rows, range, position, card.id);
      if (!plan) continue;
      const others = plan.cards.filter((entry) => entry.id !== card.id);
      await manager.query(
        `UPDATE leads l SET pipeline_order = v.pipeline_order, updated_at = now()
         FROM unnest($1::uuid[], $2::float8[]) AS v(id, pipeline_order) WHERE l.id = v.id`,
        [others.map((entry) => entry.id), others.map((entry) => entry.order)],
      );
      await this.events.recordMany(
        manager,
        others.map((entry) => entry.id),
        'reordered',
      );
      return this.place(manager, card, status, plan.cards.find((entry) => entry.id === card.id)!.order, actorId);
    }
  }

  /** The cards that will sit just before and just after the moved card at `position`. */
  private async neighbours(
    manager: EntityManager,
    card: LockedCard,
    status: LeadStatus,
    position: number,
  ): Promise<[Neighbour | null, Neighbour | null]> {
    if (position === 1) {
      const [first] = await this.others(manager, card, status, neighbourRange(1));
      return [null, first ?? null];
    }
    const [before, after] = await this.others(manager, card, status, neighbourRange(position));
    if (before) return [before, after ?? null];
    // Past the end: after the column's last card.
    const [last] = await this.others(manager, card, status, { offset: 0, limit: 1 }, 'DESC');
    return [last ?? null, null];
  }

  /**
   * The column's cards other than `card`, in board order (or from the end), from `offset`: an index
   * scan of offset + limit entries, whatever the column's size.
   */
  private async others(
    manager: EntityManager,
    card: LockedCard,
    status: LeadStatus,
    range: CardRange,
    direction: 'ASC' | 'DESC' = 'ASC',
  ): Promise<Neighbour[]> {
    const rows = await queryPrepared<{ id: string; pipeline_order: number; before_card: boolean }>(
      manager,
      `board_others_${direction.toLowerCase()}`,
      `SELECT l.id, l.pipeline_order, (l.pipeline_order, l.created_at, l.id) < (c.pipeline_order, c.created_at, c.id) AS before_card
       FROM leads c, LATERAL (
         SELECT id, pipeline_order, created_at FROM leads
         WHERE status = $2 AND id <> c.id
         ORDER BY pipeline_order ${direction}, created_at ${direction}, id ${direction} OFFSET $3 LIMIT $4
       ) l
       WHERE c.id = $1`,
      [card.id, status, range.offset, range.limit],
    );
    return rows.map((row) => ({ id: row.id, order: Number(row.pipeline_order), beforeCard: row.before_card }));
  }
}
