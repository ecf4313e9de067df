import type { LeadFilter, LeadOutcome, LeadStatus, PipelineCardFragment } from '../../gql/graphql';
import { compareLeads, leadMatchesFilter } from '../shared/lead/leadLists';
import { LEAD_STATUSES } from '../shared/lead/leadLabels';

/**
 * The board as data, without React: columns from the loaded leads plus the local overrides (moves
 * and outcomes not yet confirmed by the server, the card held still while it is dragged), and the
 * arithmetic of a move (docs/lead-api.md "Board order"). The server stays the judge of the real order;
 * this only predicts it, so the screen can show a move before the answer arrives.
 */

export type BoardCard = PipelineCardFragment;
export type Columns = Record<LeadStatus, readonly BoardCard[]>;

/** Cards that show something other than the cache says, by lead id. */
export type Overrides = ReadonlyMap<string, BoardCard>;

const byBoardOrder = compareLeads('BOARD');

/** The board's leads with `lead` in place of its old version (same place in the list), or added at the end when new. */
export function withLead(leads: readonly BoardCard[], lead: BoardCard): readonly BoardCard[] {
  const index = leads.findIndex((other) => other.id === lead.id);
  if (index === -1) return [...leads, lead];
  const next = leads.slice();
  next[index] = lead;
  return next;
}

/** The board's leads without the lead `id`; the same array when it was not there. */
export function withoutLead(leads: readonly BoardCard[], id: string): readonly BoardCard[] {
  return leads.some((lead) => lead.id === id) ? leads.filter((lead) => lead.id !== id) : leads;
}

/** Every column in board order (column, pipelineOrder, createdAt), overrides applied. */
export function buildColumns(leads: readonly BoardCard[], overrides: Overrides, filter?: LeadFilter | null): Columns {
  const columns = Object.fromEntries(LEAD_STATUSES.map((status) => [status, [] as BoardCard[]])) as Record<LeadStatus, BoardCard[]>;
  for (const lead of leads) {
    const card = overrides.get(lead.id) ?? lead;
    if (filter && !leadMatchesFilter(card, filter)) continue;
    columns[card.status].push(card);
  }
  for (const status of LEAD_STATUSES) columns[status].sort(byBoardOrder);
  return columns;
}

/**
 * Keeps each column's previous array when its cards are the same objects in the same order, so a
 * memoised column does not re-render when an event touched another one.
 */
export function reuseUnchangedColumns(next: Columns, previous: Columns | undefined): Columns {
  if (!previous) return next;
  const result = { ...next };
  for (const status of LEAD_STATUSES) {
    const a = next[status];
    const b = previous[status];
    if (a.length === b.length && a.every((card, index) => card === b[index])) result[status] = b;
  }
  return result;
}

/** Where a dropped card goes in the cards the user sees: before `beforeId`, or after `afterId`, or into an empty column. */
export interface DropPlace {
  status: LeadStatus;
  /** The visible card the moved card lands in front of; null at the end. */
  beforeId: string | null;
  /** The visible card just above the drop place; null at the top. */
  afterId: string | null;
  /** On top of the column, whatever is visible (the move menu and the dialog's buttons). */
  top?: boolean;
}

/**
 * The place in front of the visible card at `index` of `visible` (length: at the end), as the drop
 * indicator shows it; the moving card itself (still drawn in its old place) does not count.
 */
export function placeAt(status: LeadStatus, visible: readonly BoardCard[], index: number, movingId?: string): DropPlace {
  const clamped = Math.max(0, Math.min(index, visible.length));
  const others = visible.filter((card) => card.id !== movingId);
  const above = visible.slice(0, clamped).filter((card) => card.id !== movingId).length;
  return { status, beforeId: others[above]?.id ?? null, afterId: others[above - 1]?.id ?? null };
}

export interface PlannedMove {
  status: LeadStatus;
  /** 1-based position among the column's cards (all of them, not only the filtered ones). */
  position: number;
  /** The card as it should show until the server answers. */
  predicted: BoardCard;
}

/**
 * The `moveLead` arguments for dropping `card` at `place`, with the card as it will most likely
 * look afterwards; null when it lands on its own place (that does nothing). `all` are the
 * unfiltered columns: a filter hides cards, but positions count every card of the column.
 */
export function planMove(card: BoardCard, place: DropPlace, all: Columns): PlannedMove | null {
  const column = all[place.status];
  const others = column.filter((other) => other.id !== card.id);
  let index: number;
  if (place.top) {
    index = 0;
  } else if (place.beforeId !== null && others.some((other) => other.id === place.beforeId)) {
    index = others.findIndex((other) => other.id === place.beforeId);
  } else if (place.afterId !== null && others.some((other) => other.id === place.afterId)) {
    index = others.findIndex((other) => other.id === place.afterId) + 1;
  } else {
    index = others.length;
  }
  if (card.status === place.status && column[index]?.id === card.id) return null;

  const before = others[index - 1]?.pipelineOrder;
  const after = others[index]?.pipelineOrder;
  const pipelineOrder =
    before === undefined ? (after === undefined ? 0 : after - 1024) : after === undefined ? before + 1024 : (before + after) / 2;
  const outcome: LeadOutcome = place.status === 'CLOSED' && card.status !== 'CLOSED' ? 'WON' : card.outcome;
  return { status: place.status, position: index + 1, predicted: { ...card, status: place.status, pipelineOrder, outcome } };
}

export interface ColumnSummary {
  count: number;
  value: number;
  /** Whole percent of the board's value in this column (0 when the board has no value). */
  share: number;
}

export function summarise(columns: Columns): { total: number; columns: Record<LeadStatus, ColumnSummary> } {
  const values = LEAD_STATUSES.map((status) => columns[status].reduce((sum, card) => sum + card.value, 0));
  const total = values.reduce((sum, value) => sum + value, 0);
  const summaries = Object.fromEntries(
    LEAD_STATUSES.map((status, index) => [
      status,
      { count: columns[status].length, value: values[index], share: total > 0 ? Math.round((values[index] / total) * 100) : 0 },
    ]),
  ) as Record<LeadStatus, ColumnSummary>;
  return { total, columns: summaries };
}
