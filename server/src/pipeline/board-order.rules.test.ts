import {
  MIN_ORDER_GAP,
  ORDER_GAP,
  columnOrders,
  neighboursFromWindow,
  orderOnTop,
  orderBetween,
  planMove,
  spreadOrders,
  splitIndex,
} from './board-order.rules';

/** The contract's board as a list: remove the card, insert it at the clamped 1-based position. */
function modelMove(column: string[], card: string, position: number): string[] {
  const others = column.filter((id) => id !== card);
  const index = Math.min(Math.max(position, 1), others.length + 1) - 1;
  return [...others.slice(0, index), card, ...others.slice(index)];
}

/** The top sequence: next value, counting from above anything the tests put in a column. */
let nextTop = 1;

/** Applies a plan the way the service does, on a column of (id, order) pairs. */
function applyPlan(column: { id: string; order: number }[], card: string, fromSameColumn: boolean, position: number) {
  const rank = fromSameColumn ? column.findIndex((c) => c.id === card) : null;
  const plan = planMove({ columnSize: column.length, currentRank: rank, position });
  if (plan.kind === 'unchanged') return { plan, column };
  const window = plan.window ? column.slice(plan.window.start, plan.window.start + plan.window.size) : [];
  expect(window.map((c) => c.id)).not.toContain(card);
  const { before, after } = neighboursFromWindow(
    plan,
    window.map((c) => c.order),
  );
  const order = before === null ? orderOnTop(nextTop++) : orderBetween(before, after);
  expect(order).not.toBeNull();
  const next = [...column.filter((c) => c.id !== card), { id: card, order: order! }].sort((a, b) => a.order - b.order);
  return { plan, column: next };
}

describe('planMove agrees with the contract on every small column', () => {
  for (let size = 0; size <= 6; size++) {
    const ids = Array.from({ length: size }, (_, k) => `c${k}`);
    const column = ids.map((id, k) => ({ id, order: (k + 1) * ORDER_GAP }));

    it(`moves within a column of ${size}`, () => {
      for (const card of ids) {
        for (let position = 0; position <= size + 2; position++) {
          const { plan, column: after } = applyPlan(column, card, true, position);
          const expected = modelMove(ids, card, position);
          expect(after.map((c) => c.id)).toEqual(expected);
          // Moving onto its own place is the only case that changes nothing.
          expect(plan.kind === 'unchanged').toBe(expected.join() === ids.join());
        }
      }
    });

    it(`moves into a column of ${size} from another column`, () => {
      for (let position = 0; position <= size + 2; position++) {
        const { plan, column: after } = applyPlan(column, 'x', false, position);
        expect(plan.kind).toBe('place');
        expect(after.map((c) => c.id)).toEqual(modelMove(ids, 'x', position));
      }
    });
  }
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

  it('halves a gap about forty times before there is no room', () => {
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

describe('orderOnTop', () => {
  it('counts down a gap per sequence value, below every spread or renumbered order', () => {
    expect(orderOnTop(1)).toBe(-ORDER_GAP);
    expect(orderOnTop(2)).toBeLessThan(orderOnTop(1));
    expect(orderOnTop(1)).toBeLessThan(columnOrders(1)[0]);
  });
});

describe('spreadOrders', () => {
  it('spaces cards evenly inside a finite block', () => {
    expect(spreadOrders(0, 4, 3)).toEqual([1, 2, 3]);
  });
  it('counts up from the lower bound of the last block', () => {
    expect(spreadOrders(10, null, 2)).toEqual([10 + ORDER_GAP, 10 + 2 * ORDER_GAP]);
  });
  it('gives up when the block is too narrow for its cards', () => {
    expect(spreadOrders(0, MIN_ORDER_GAP * 3, 5)).toBeNull();
  });
  it('keeps every value inside the block', () => {
    const orders = spreadOrders(7, 8, 200)!;
    expect(orders[0]).toBeGreaterThan(7);
    expect(orders[199]).toBeLessThan(8);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
  });
});

describe('columnOrders', () => {
  it('numbers a column from one gap upwards', () => {
    expect(columnOrders(3)).toEqual([ORDER_GAP, 2 * ORDER_GAP, 3 * ORDER_GAP]);
  });
});

describe('splitIndex', () => {
  it.each<[number[], number | null]>([
    [[1, 2, 3, 4], 2],
    [[1, 2, 3, 4, 5], 2],
    [[1, 1, 1, 2], 3],
    [[1, 2, 2, 2], 1],
    [[5, 5, 5, 5], null],
    [[1], null],
  ])('cuts %p at %p', (orders, expected) => {
    expect(splitIndex(orders)).toBe(expected);
  });
});
