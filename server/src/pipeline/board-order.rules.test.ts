import {
  MIN_ORDER_GAP,
  ORDER_GAP,
  REPAIR_REACH,
  clampPosition,
  neighbourRange,
  orderBetween,
  planRepair,
  repairRange,
  spreadOrders,
} from './board-order.rules';

type Card = { id: string; order: number };

/** The contract's board as a list: remove the card, insert it at the clamped 1-based position. */
function modelMove(column: string[], card: string, position: number): string[] {
  const others = column.filter((id) => id !== card);
  const index = Math.min(Math.max(position, 1), others.length + 1) - 1;
  return [...others.slice(0, index), card, ...others.slice(index)];
}

/** The top sequence: below anything the tests put in a column. */
let nextTop = 1;
const onTop = () => -ORDER_GAP * 1e6 - ORDER_GAP * nextTop++;

/** What pipeline/board.service.ts does with these rules, on an in-memory column (sorted by order). */
function move(column: Card[], card: string, requested: number): { column: Card[]; changed: boolean; written: number } {
  const position = clampPosition(requested);
  const others = column.filter((c) => c.id !== card);
  const current = column.find((c) => c.id === card);
  const read = ({ offset, limit }: { offset: number; limit: number }) => others.slice(offset, offset + limit);
  let before: Card | null;
  let after: Card | null;
  if (position === 1) [before, after] = [null, read(neighbourRange(1))[0] ?? null];
  else {
    const window = read(neighbourRange(position));
    [before, after] = window.length > 0 ? [window[0], window[1] ?? null] : [others[others.length - 1] ?? null, null];
  }
  const sorts = (a: Card, b: Card) => a.order < b.order;
  if (current && (!before || sorts(before, current)) && (!after || sorts(current, after))) return { column, changed: false, written: 0 };

  const placed = (orders: Card[]) => {
    const ids = new Set(orders.map((c) => c.id));
    return [...column.filter((c) => !ids.has(c.id)), ...orders].sort((a, b) => a.order - b.order);
  };
  if (!before) return { column: placed([{ id: card, order: onTop() }]), changed: true, written: 1 };
  const order = orderBetween(before.order, after?.order ?? null);
  if (order !== null) return { column: placed([{ id: card, order }]), changed: true, written: 1 };
  for (let reach = REPAIR_REACH; ; reach *= 2) {
    const range = repairRange(position, reach);
    const plan = planRepair(read(range), range, position, card);
    if (plan) return { column: placed(plan.cards), changed: true, written: plan.cards.length };
  }
}

describe('a move agrees with the contract on every small column', () => {
  for (let size = 0; size <= 6; size++) {
    const ids = Array.from({ length: size }, (_, k) => `c${k}`);
    const column = ids.map((id, k) => ({ id, order: (k + 1) * ORDER_GAP }));

    it(`moves within a column of ${size}`, () => {
      for (const card of ids) {
        for (let position = 0; position <= size + 2; position++) {
          const result = move(column, card, position);
          const expected = modelMove(ids, card, position);
          expect(result.column.map((c) => c.id)).toEqual(expected);
          // Moving onto its own place is the only case that changes nothing.
          expect(result.changed).toBe(expected.join() !== ids.join());
        }
      }
    });

    it(`moves into a column of ${size} from another column`, () => {
      for (let position = 0; position <= size + 2; position++) {
        const result = move(column, 'x', position);
        expect(result.changed).toBe(true);
        expect(result.column.map((c) => c.id)).toEqual(modelMove(ids, 'x', position));
      }
    });
  }
});

describe('a crowded gap', () => {
  it('is re-spaced for a short stretch only, and the order stays the contract', () => {
    let column: Card[] = Array.from({ length: 300 }, (_, k) => ({ id: `c${k}`, order: (k + 1) * ORDER_GAP }));
    let ids = column.map((c) => c.id);
    const repairs: number[] = [];
    // Putting the last card at position 150, again and again, halves the same gap every time.
    for (let step = 0; step < 100; step++) {
      const last = ids[ids.length - 1];
      const result = move(column, last, 150);
      ids = modelMove(ids, last, 150);
      column = result.column;
      expect(column.map((c) => c.id)).toEqual(ids);
      if (result.written > 1) repairs.push(result.written);
    }
    expect(repairs.length).toBeGreaterThan(0);
    // A repair writes the stretch around the gap (2 x REPAIR_REACH + 2 cards), not the column.
    expect(Math.max(...repairs)).toBeLessThanOrEqual(2 * REPAIR_REACH + 3);
  });

  it('widens the stretch when the cards around the gap are crowded too', () => {
    // 40 cards squeezed into one unit after card a: no stretch of 16 around the middle has room.
    const crowded = Array.from({ length: 40 }, (_, k) => ({ id: `s${k}`, order: 1 + k * 2e-8 }));
    const column = [{ id: 'a', order: 0.5 }, ...crowded, { id: 'z', order: 2 }];
    const ids = column.map((c) => c.id);
    const result = move(column, 'z', 20);
    expect(result.column.map((c) => c.id)).toEqual(modelMove(ids, 'z', 20));
    expect(result.written).toBeGreaterThan(2 * REPAIR_REACH + 3);
  });
});

describe('neighbourRange', () => {
  it.each<[number, { offset: number; limit: number }]>([
    [1, { offset: 0, limit: 1 }],
    [2, { offset: 0, limit: 2 }],
    [500, { offset: 498, limit: 2 }],
  ])('position %p reads %p', (position, range) => {
    expect(neighbourRange(position)).toEqual(range);
  });
});

describe('orderBetween', () => {
  it.each<[number, number | null, number | null]>([
    [5, null, 5 + ORDER_GAP],
    [1, 3, 2],
    [-10, -2, -6],
    [1, 1, null],
    [1, 1 + MIN_ORDER_GAP / 2, null],
    [1e15, 1e15 + 0.125, null],
  ])('between %p and %p is %p', (before, after, expected) => {
    expect(orderBetween(before, after)).toBe(expected);
  });

  it('halves a gap about thirty times before there is no room', () => {
    let after = ORDER_GAP;
    let halvings = 0;
    while (orderBetween(0, after) !== null) {
      after = orderBetween(0, after)!;
      halvings++;
    }
    expect(halvings).toBeGreaterThan(20);
    expect(halvings).toBeLessThan(40);
  });
});

describe('spreadOrders', () => {
  it('spaces cards evenly inside a finite range', () => {
    expect(spreadOrders(0, 4, 3)).toEqual([1, 2, 3]);
  });
  it('counts up from the lower bound at the end of a column', () => {
    expect(spreadOrders(10, null, 2)).toEqual([10 + ORDER_GAP, 10 + 2 * ORDER_GAP]);
  });
  it('gives up when the range is too narrow for its cards', () => {
    expect(spreadOrders(0, MIN_ORDER_GAP * 3, 5)).toBeNull();
  });
  it('keeps every value inside the range', () => {
    const orders = spreadOrders(7, 8, 200)!;
    expect(orders[0]).toBeGreaterThan(7);
    expect(orders[199]).toBeLessThan(8);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
  });
});
