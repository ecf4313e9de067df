/**
 * Board order (CONTRACT.md "Board order") as arithmetic, without I/O: pipeline/board.service.ts asks
 * these functions what to read and what to write.
 *
 * A card's place is a float `pipelineOrder`; a move gives the card a value between its new
 * neighbours, so it writes one row. Only when two neighbours are too close for a value between them
 * are the orders of one block (at most BLOCK_MAX_CARDS cards) spread out again.
 *
 * Cards put on top of a column (new leads, moves to position 1) take their order from one database
 * sequence, counting down: every other order is made between or above existing ones, so the
 * sequence's next value is always below every card, and concurrent new leads need no lock to find
 * the top.
 */

/** Distance between cards placed at an end of a column or spread out evenly. */
export const ORDER_GAP = 1024;
/** Neighbours closer than this get no value between them; their block is spread out first. */
export const MIN_ORDER_GAP = 1e-6;

/** A block holding more cards than this is split in two (see the board_blocks migration). */
export const BLOCK_MAX_CARDS = 512;
/** Bulk re-cutting of a column (board_rebuild) makes blocks of this size. */
export const BLOCK_TARGET_CARDS = 256;
/** A block is merged into the one before it when together they hold no more than this. */
export const BLOCK_MERGE_AT_MOST = 128;

export type MovePlan =
  | { kind: 'unchanged' }
  | {
      kind: 'place';
      /** 1-based position the card will have in the target column. */
      finalPosition: number;
      needBefore: boolean;
      needAfter: boolean;
      /**
       * The cards to read: `size` cards from 0-based index `start` of the target column as it is now
       * (the moved card included when it is already in that column; it is never inside the window).
       * Null for an empty column.
       */
      window: { start: number; size: number } | null;
    };

export interface MoveQuestion {
  /** Cards now in the target column, the moved card included if it is there. */
  columnSize: number;
  /** 0-based rank of the moved card in the target column, or null when it comes from another column. */
  currentRank: number | null;
  /** Requested 1-based position; past the end means last, below 1 means first. */
  position: number;
}

export function planMove({ columnSize, currentRank, position }: MoveQuestion): MovePlan {
  const others = columnSize - (currentRank === null ? 0 : 1);
  const finalPosition = Math.min(Math.max(Math.trunc(position), 1), others + 1);
  if (currentRank !== null && finalPosition === currentRank + 1) return { kind: 'unchanged' };

  const needBefore = finalPosition >= 2;
  const needAfter = finalPosition <= others;
  // Index among the other cards -> index in the column as it is now (skipping the moved card).
  const inColumn = (index: number) => (currentRank !== null && index >= currentRank ? index + 1 : index);
  const size = Number(needBefore) + Number(needAfter);
  const start = needBefore ? inColumn(finalPosition - 2) : inColumn(finalPosition - 1);
  return { kind: 'place', finalPosition, needBefore, needAfter, window: size === 0 ? null : { start, size } };
}

/** The orders of the cards that will surround the moved card, from the window the plan asked for. */
export function neighboursFromWindow(
  plan: Extract<MovePlan, { kind: 'place' }>,
  windowOrders: number[],
): { before: number | null; after: number | null } {
  const expected = plan.window?.size ?? 0;
  if (windowOrders.length !== expected) {
    throw new Error(`board blocks out of step: expected ${expected} neighbour(s), read ${windowOrders.length}`);
  }
  return {
    before: plan.needBefore ? windowOrders[0] : null,
    after: plan.needAfter ? windowOrders[plan.needBefore ? 1 : 0] : null,
  };
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

/** The order of a card put on top, from the top sequence's next value (1, 2, 3, ...). */
export function orderOnTop(sequenceValue: number): number {
  return -sequenceValue * ORDER_GAP;
}

/**
 * Evenly spaced orders for `count` cards above `lo` and below `hi` (null: no upper bound). `lo` is
 * the block's lower bound, or for the first block of a column its smallest order: spreading never
 * goes below the cards already there (that room belongs to orderOnTop). Null when the range is too
 * narrow to hold them apart, which leaves renumbering the whole column (it needs about a million
 * cards squeezed between two neighbours).
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

/** Orders for a whole column renumbered from scratch (positive: above every orderOnTop). */
export function columnOrders(count: number): number[] {
  return Array.from({ length: count }, (_, k) => ORDER_GAP * (k + 1));
}

/**
 * Where to cut an over-full block, given its cards' orders ascending: the index of the first card of
 * the upper half, nearest the middle where the order really changes (cards with equal orders must stay
 * in one block). Null when every card has the same order.
 */
export function splitIndex(orders: number[]): number | null {
  const middle = Math.floor(orders.length / 2);
  for (let distance = 0; distance < orders.length; distance++) {
    for (const index of [middle + distance, middle - distance]) {
      if (index >= 1 && index < orders.length && orders[index - 1] < orders[index]) return index;
    }
  }
  return null;
}
