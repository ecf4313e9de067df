import { amsterdamToday } from './follow-up.rules';
import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { LeadEntity } from './lead.entity';
import { BOARD_COLUMNS, LEAD_NOT_FOUND_MESSAGE, type LeadOutcome, type LeadStatus } from './lead.enums';
import { LEADS_PAGE_MAX, LeadOrder, type LeadFilter, type LeadsArgs, type UpdateLeadInput } from './lead.inputs';
import { NotFoundError } from '../shared/errors';
import { isUuid } from '../shared/graphql/ids';
import { escapeLike, textOrNull } from '../shared/text/text';
import { LEAD_SEARCH_TEXT_SQL } from './lead-search';
import { scrubLeadHistory, type LeadEventInput, type LeadEventService } from './lead-event.service';
import { inTransaction } from '../shared/database/transaction';
import type { AuditService } from '../audit/audit.service';
import { SYSTEM_ACTOR, type AuditActor } from '../shared/graphql/actor';
import { contactColumns, normalizeContact } from './contact.rules';
import { readLead, readLeads } from './lead-row.mapper';

/** Column order of the board as an SQL expression, for the BOARD list order. */
const BOARD_RANK = `CASE lead.status ${BOARD_COLUMNS.map((status, index) => `WHEN '${status}' THEN ${index}`).join(' ')} END`;

/** Entity property -> column, for the plain fields updateLead may change. */
const UPDATABLE_COLUMNS = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  company: 'company',
  website: 'website',
  notes: 'notes',
  lastContact: 'last_contact',
  value: 'deal_value',
  nextActionOn: 'next_action_on',
  nextActionNote: 'next_action_note',
} as const;
/** The columns as updateLead reads them before writing: a date as its YYYY-MM-DD text (pg would make it a local Date). */
const SELECT_BEFORE = Object.values(UPDATABLE_COLUMNS)
  .map((column) => (column === 'next_action_on' ? `${column}::text AS ${column}` : column))
  .join(', ');

/** A lead's updatable columns as `update` reads them before writing (SELECT_BEFORE). */
type ColumnsBefore = Record<(typeof UPDATABLE_COLUMNS)[keyof typeof UPDATABLE_COLUMNS], unknown> & {
  name: string;
  email: string;
  phone: string | null;
  website: string | null;
};

/** The typed fields the normalised contact columns are derived from. */
const CONTACT_FIELDS = ['name', 'email', 'phone', 'website'] as const;

/** Where the previous export page ended. */
export interface ExportCursor {
  /** created_at as PostgreSQL prints it. */
  createdAt: string;
  id: string;
}

export interface LeadHistoryRecord {
  id: string;
  at: Date;
  type: string;
  actorId: string | null;
  actorEmail: string | null;
  changes: { field: string; from: string | null; to: string | null }[];
}

/** A lead's row, locked, in columns this transaction has locked. */
export interface LockedCard {
  id: string;
  status: LeadStatus;
  outcome: LeadOutcome;
}

/**
 * What updateLead needs of the board to change a lead's column: the pipeline's BoardService does it
 * (the board's order keys and column locks are the pipeline's), handed in by the wiring so the lead
 * core does not import the feature above it.
 */
export interface BoardMoves {
  /** Locks the lead's row and its column (and `alsoLock`) in board order; null when it does not exist. */
  lockCard(manager: EntityManager, id: string, alsoLock?: LeadStatus[]): Promise<LockedCard | null>;
  /** Puts a locked card on top of another column inside the caller's transaction. */
  moveToTop(
    manager: EntityManager,
    card: LockedCard,
    status: LeadStatus,
    actorId: string | null,
    alsoChanged?: NonNullable<LeadEventInput['changes']>,
  ): Promise<void>;
}

/**
 * Admin reads and writes of leads. `findById` is the seam for anything that must show one lead as the
 * API does (the leadChanged subscription): map its result with `toLead` from lead.mapper.ts.
 */
export class LeadService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly board: BoardMoves,
    private readonly events: LeadEventService,
    private readonly audit: AuditService,
  ) {}

  async findById(id: string): Promise<LeadEntity | null> {
    if (!isUuid(id)) return null;
    return (await readLeads(this.dataSource, [id]))[0] ?? null;
  }

  async findByIds(ids: string[]): Promise<LeadEntity[]> {
    return readLeads(this.dataSource, ids);
  }

  async list({ filter, order, limit, offset }: LeadsArgs): Promise<LeadEntity[]> {
    const query = this.filtered(filter);
    if (order === LeadOrder.NEWEST) {
      query.orderBy('lead.createdAt', 'DESC').addOrderBy('lead.id', 'DESC');
    } else if (order === LeadOrder.NEXT_ACTION) {
      query.orderBy('lead.nextActionOn', 'ASC', 'NULLS LAST').addOrderBy('lead.createdAt', 'ASC').addOrderBy('lead.id', 'ASC');
    } else {
      // One column (the board's read): the rank is the same for every row, and left out, the order
      // is that of leads_board_order_idx, so PostgreSQL reads the column's first cards from the
      // index instead of sorting every lead of the column (docs/architecture.md, "Indexes on leads").
      if (!filter?.status) query.orderBy(BOARD_RANK, 'ASC');
      query.addOrderBy('lead.pipelineOrder', 'ASC').addOrderBy('lead.createdAt', 'ASC').addOrderBy('lead.id', 'ASC');
    }
    // Never unbounded: a database of a million leads must not answer with all of them.
    query.limit(limit ?? LEADS_PAGE_MAX);
    if (offset) query.offset(offset);
    return query.getMany();
  }

  /**
   * One page of the CSV export, newest first, after the `after` cursor (where the previous page
   * ended). A keyset rather than an offset: a lead created while the export runs shifts nothing,
   * and page 100 costs what page 1 costs. The cursor keeps the timestamp as PostgreSQL's text
   * (microseconds; a JavaScript Date would round to milliseconds and skip leads).
   */
  async exportPage(
    filter: LeadFilter | null,
    after: ExportCursor | null,
    limit: number,
  ): Promise<{ leads: LeadEntity[]; next: ExportCursor | null }> {
    const query = this.filtered(filter)
      .addSelect('lead.created_at::text', 'cursor_created_at')
      .orderBy('lead.createdAt', 'DESC')
      .addOrderBy('lead.id', 'DESC')
      .limit(limit);
    if (after)
      query.andWhere('(lead.created_at, lead.id) < (:afterCreatedAt::timestamptz, :afterId)', {
        afterCreatedAt: after.createdAt,
        afterId: after.id,
      });
    const { entities, raw } = await query.getRawAndEntities<{ cursor_created_at: string }>();
    const last = entities.length === limit ? entities[entities.length - 1] : undefined;
    return { leads: entities, next: last ? { createdAt: raw[raw.length - 1].cursor_created_at, id: last.id } : null };
  }

  async count(filter: LeadFilter | null | undefined): Promise<number> {
    return this.filtered(filter).getCount();
  }

  private filtered(filter: LeadFilter | null | undefined): SelectQueryBuilder<LeadEntity> {
    const query = this.dataSource.getRepository(LeadEntity).createQueryBuilder('lead');
    if (filter?.search) {
      query.andWhere(`(${LEAD_SEARCH_TEXT_SQL('lead')}) ILIKE :pattern`, {
        pattern: `%${escapeLike(filter.search)}%`,
      });
    }
    if (filter?.status) query.andWhere('lead.status = :status', { status: filter.status });
    if (filter?.source) query.andWhere('lead.source = :source', { source: filter.source });
    if (filter?.outcome) query.andWhere('lead.outcome = :outcome', { outcome: filter.outcome });
    if (filter?.from) query.andWhere('lead.createdAt >= :from', { from: filter.from });
    if (filter?.to) query.andWhere('lead.createdAt < :to', { to: filter.to });
    if (filter?.channel) query.andWhere('lead.channel = :channel', { channel: filter.channel });
    if (filter?.campaign) query.andWhere('lead.campaign = :campaign', { campaign: filter.campaign });
    if (filter?.hasSurvey === true) query.andWhere('lead.survey IS NOT NULL');
    if (filter?.hasSurvey === false) query.andWhere('lead.survey IS NULL');
    if (filter?.followUpDue === true) query.andWhere('lead.nextActionOn <= :today', { today: amsterdamToday() });
    if (filter?.followUpDue === false)
      query.andWhere('(lead.nextActionOn IS NULL OR lead.nextActionOn > :today)', { today: amsterdamToday() });
    return query;
  }

  /**
   * Changes only the fields given; a new status puts the card on top of that column. `actorId`: who
   * changes it (the history's "who"; null for scripts and jobs).
   */
  async update(id: string, input: UpdateLeadInput, actorId: string | null = null): Promise<LeadEntity> {
    if (!isUuid(id)) throw new NotFoundError(LEAD_NOT_FOUND_MESSAGE);
    return inTransaction(this.dataSource, async (manager) => {
      const card = input.status
        ? await this.board.lockCard(manager, id, [input.status])
        : ((await manager.query<LockedCard[]>('SELECT id, status, outcome FROM leads WHERE id = $1 FOR UPDATE', [id]))[0] ?? null);
      if (!card) throw new NotFoundError(LEAD_NOT_FOUND_MESSAGE);

      const [before]: ColumnsBefore[] = await manager.query(`SELECT ${SELECT_BEFORE} FROM leads WHERE id = $1`, [id]);
      const assignments: string[] = [];
      const values: unknown[] = [id];
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const [field, column] of Object.entries(UPDATABLE_COLUMNS) as [keyof typeof UPDATABLE_COLUMNS, keyof ColumnsBefore][]) {
        const value = input[field];
        if (value === undefined) continue;
        const stored = typeof value === 'string' && field !== 'name' && field !== 'email' ? textOrNull(value) : value;
        values.push(stored);
        assignments.push(`${column} = $${values.length}`);
        const old = before[column];
        const from = old instanceof Date ? old.toISOString() : old;
        const to = stored instanceof Date ? stored.toISOString() : stored;
        if (from !== to) changes[field] = { from, to };
      }
      if (CONTACT_FIELDS.some((field) => input[field] !== undefined)) {
        // The normalised contact data follows what the admin typed (leads/contact.rules.ts).
        const contact = normalizeContact({
          name: input.name ?? before.name,
          email: input.email ?? before.email,
          phone: input.phone !== undefined ? input.phone : before.phone,
          website: input.website !== undefined ? input.website : before.website,
        });
        for (const [column, value] of Object.entries(contactColumns(contact))) {
          values.push(value);
          assignments.push(`${column} = $${values.length}`);
        }
        // A returning visitor joins the one open lead holding their address: this one keeps or
        // takes that role only when no other open lead has it (docs/architecture.md).
        assignments.push(
          `email_holder = (outcome = 'OPEN' AND $${values.length - 4}::text IS NOT NULL AND NOT EXISTS (
             SELECT 1 FROM leads o WHERE o.email_normalized = $${values.length - 4} AND o.outcome = 'OPEN' AND o.email_holder AND o.id <> $1))`,
        );
      }
      if (assignments.length > 0) {
        await manager.query(`UPDATE leads SET ${assignments.join(', ')}, updated_at = now() WHERE id = $1`, values);
      }
      // The history (lead.history) shows each changed field with its old and new value.
      // One history entry per request: a column change carries the other fields' changes too.
      if (input.status && input.status !== card.status) await this.board.moveToTop(manager, card, input.status, actorId, changes);
      else if (assignments.length > 0) {
        const changed = Object.keys(changes).length > 0 ? changes : undefined;
        await this.events.record(manager, { leadId: id, type: 'updated', changes: changed, actorId });
      }
      return readLead(manager, id);
    });
  }

  /**
   * The lead's timeline, newest first: every recorded event except card re-spacing ('reordered'),
   * with who acted (lead_events.actor_id) and each changed field's old and new value.
   */
  async history(id: string, limit = 200): Promise<LeadHistoryRecord[]> {
    if (!isUuid(id)) return [];
    const rows: {
      id: string;
      at: Date;
      type: string;
      actor_id: string | null;
      email: string | null;
      changes: Record<string, { from: unknown; to: unknown }> | null;
    }[] = await this.dataSource.query(
      `SELECT e.id::text, e.at, e.type, e.actor_id, u.email, e.changes
         FROM lead_events e LEFT JOIN users u ON u.id = e.actor_id
         WHERE e.lead_id = $1 AND e.type <> 'reordered' ORDER BY e.id DESC LIMIT $2`,
      [id, limit],
    );
    const text = (value: unknown) =>
      value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);
    return rows.map((row) => ({
      id: row.id,
      at: row.at,
      type: row.type,
      actorId: row.actor_id,
      actorEmail: row.email,
      changes: Object.entries(row.changes ?? {}).map(([field, change]) => ({ field, from: text(change?.from), to: text(change?.to) })),
    }));
  }

  async setOutcome(id: string, outcome: LeadOutcome, actorId: string | null = null): Promise<LeadEntity> {
    if (!isUuid(id)) throw new NotFoundError(LEAD_NOT_FOUND_MESSAGE);
    return inTransaction(this.dataSource, async (manager) => {
      const [rows]: [{ outcome: LeadOutcome }[], number] = await manager.query(
        // Reopened, it holds its e-mail for returning visitors again unless another open lead does now.
        `UPDATE leads l SET outcome = $2::varchar, updated_at = now(),
                email_holder = CASE WHEN $2::varchar = 'OPEN' AND old.outcome <> 'OPEN'
                  THEN l.email_normalized IS NOT NULL AND NOT EXISTS (SELECT 1 FROM leads o WHERE o.email_normalized = l.email_normalized
                                                                      AND o.outcome = 'OPEN' AND o.email_holder AND o.id <> l.id)
                  ELSE l.email_holder END
         FROM (SELECT id, outcome FROM leads WHERE id = $1 FOR UPDATE) old
         WHERE l.id = old.id RETURNING old.outcome`,
        [id, outcome],
      );
      if (rows.length === 0) throw new NotFoundError(LEAD_NOT_FOUND_MESSAGE);
      const changed = rows[0].outcome !== outcome;
      await this.events.record(manager, {
        leadId: id,
        type: 'outcome',
        changes: changed ? { outcome: { from: rows[0].outcome, to: outcome } } : undefined,
        actorId,
      });
      return readLead(manager, id);
    });
  }

  /** Deletes the lead; its history keeps which fields changed, not their personal values. */
  async delete(id: string, actor: AuditActor = SYSTEM_ACTOR): Promise<void> {
    if (!isUuid(id)) throw new NotFoundError(LEAD_NOT_FOUND_MESSAGE);
    await inTransaction(this.dataSource, async (manager) => {
      const [rows]: [{ id: string }[], number] = await manager.query('DELETE FROM leads WHERE id = $1 RETURNING id', [id]);
      if (rows.length === 0) throw new NotFoundError(LEAD_NOT_FOUND_MESSAGE);
      await this.events.record(manager, { leadId: id, type: 'deleted', actorId: actor.id });
      await scrubLeadHistory(manager, [id]);
      await this.audit.record(manager, { action: 'lead.deleted', actor, target: { type: 'lead', id } });
    });
  }
}
