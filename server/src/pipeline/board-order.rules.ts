/**
 * Board order (docs/architecture.md, "Board order") as arithmetic, without I/O:
 * pipeline/board.service.ts asks these functions what to read and what to write.
 *
 * A card's place is a float `pipelineOrder` (ascending; ties by createdAt, then id). A move gives the
 * card a value between its two new neighbours, so it reads two cards and writes one. Only when the
 * neighbours are too close for a value between them is a short stretch of cards around the target
 * spaced out again (REPAIR_REACH cards on each side, widened until there is room).
 *
 * Cards put on top of a column (new leads, completed surveys, moves to position 1) take the column
 * default of `leads.pipeline_order`, set by a migration: minus ORDER_GAP times the next value of the
 * sequence `board_top_seq`. Every other order is made between or above existing ones, so that value
 * is below every card, and putting a card on top reads nothing.
 */

/** Distance between cards placed at an end of a column or spaced out evenly. */
export const ORDER_GAP = 1024;
/** Neighbours closer than this get no value between them; the stretch around them is re-spaced. */
export const MIN_ORDER_GAP = 1e-6;
/** Cards on each side of a crowded gap that a repair re-spaces first (doubled while too tight). */
export const REPAIR_REACH = 16;

/** A range of the target column's other cards (the moved card left out), 0-based. */
export interface CardRange {
  offset: number;
  limit: number;
}

/** The requested 1-based position, clamped below (past the end is the service's concern). */
export function clampPosition(position: number): number {
  return Math.max(1, Math.trunc(position));
}

/**
 * The cards a move to `position` reads: the ones that will sit just before and just after the
 * moved card (one card for position 1). Costs `position` index entries, whatever the column's size.
 */
export function neighbourRange(position: number): CardRange {
  return position >= 2 ? { offset: position - 2, limit: 2 } : { offset: 0, limit: 1 };
}

/**
 * A value strictly between two neighbours, or after the last card; null when there is no room.
 * A card with no neighbour before it goes on top: see orderOnTop.
 */
export function orderBetween(before: number, after: number | null): number | null {
  if (after === null) return before + ORDER_GAP;
  if (!(after - before >= MIN_ORDER_GAP)) return null;
  const middle = before + (after - before) / 2;
  return before < middle && middle < after ? middle : null;
}

/**
 * The stretch a repair re-spaces for a move to `position` (>= 2, between two existing cards): the
 * other cards from `position - 2 - reach` to `position - 1 + reach`, plus one card on each side as
 * bounds. `first` is the index of the stretch's first card.
 */
export function repairRange(position: number, reach: number): CardRange & { first: number; end: number } {
  const first = Math.max(position - 2 - reach, 0);
  const end = position + reach; // exclusive
  const offset = Math.max(first - 1, 0);
  return { offset, limit: end - offset + 1, first, end };
}

export interface RepairPlan {
  /** The stretch's cards in their new order, the moved card included, with their new orders. */
  cards: { id: string; order: number }[];
}

/**
 * Re-spaces a stretch: `rows` are the other cards the repairRange read (in column order), `card` is
 * inserted at `position`. Null when the stretch is still too narrow (the caller doubles `reach`).
 */
export function planRepair(
  rows: { id: string; order: number }[],
  range: ReturnType<typeof repairRange>,
  position: number,
  card: string,
): RepairPlan | null {
  const lower = range.first > 0 ? rows[0] : null;
  const stretch = rows.slice(range.first - range.offset, range.end - range.offset);
  const upper = rows[range.end - range.offset] ?? null;
  const ids = stretch.map((row) => row.id);
  ids.splice(position - 1 - range.first, 0, card);
  // At the top of a column the stretch may start one gap below its first card (still above the next
  // value of the top sequence, which is at least one gap below every card).
  const lo = lower ? lower.order : stretch[0].order - ORDER_GAP;
  const orders = spreadOrders(lo, upper ? upper.order : null, ids.length);
  return orders ? { cards: ids.map((id, k) => ({ id, order: orders[k] })) } : null;
}

/**
 * Evenly spaced orders for `count` cards above `lo` and below `hi` (null: no upper bound). Null when
 * the range is too narrow to hold them apart.
 */
export function spreadOrders(lo: number, hi: number | null, count: number): number[] | null {
  const ranks = Array.from({ length: count }, (_, k) => k);
  if (hi === null) return ranks.map((k) => lo + ORDER_GAP * (k + 1));
  const step = (hi - lo) / (count + 1);
  const orders = ranks.map((k) => lo + step * (k + 1));
  const spaced =
    orders.every((order, k) => order - (k === 0 ? lo : orders[k - 1]) >= MIN_ORDER_GAP) && hi - orders[count - 1] >= MIN_ORDER_GAP;
  return spaced ? orders : null;
}
