import { describe, expect, it } from '@jest/globals';
import type { LeadStatus } from '../../gql/graphql';
import { buildColumns, placeAt, planMove, reuseUnchangedColumns, summarise, withLead, withoutLead, type BoardCard } from './boardModel';

let made = 0;
function card(status: LeadStatus, pipelineOrder: number, fields: Partial<BoardCard> = {}): BoardCard {
  made += 1;
  return {
    id: `lead-${String(made).padStart(3, '0')}`,
    name: `Lead ${made}`,
    email: `lead${made}@example.nl`,
    phone: null,
    company: null,
    website: null,
    source: 'QUICKSCAN',
    status,
    outcome: 'OPEN',
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, made)).toISOString(),
    pipelineOrder,
    value: 2300,
    valueIsCustom: false,
    packageLabel: 'Starter Pakket',
    leadScore: null,
    qualification: null,
    updatedAt: new Date(Date.UTC(2026, 0, 1, 0, made)).toISOString(),
    nextActionOn: null,
    nextActionNote: null,
    followUp: 'NONE',
    appointments: [],
    ...fields,
  };
}

/** The contract's model of a move: take the card out, put it at the clamped 1-based position. */
function modelMove(column: string[], id: string, position: number): string[] {
  const others = column.filter((other) => other !== id);
  others.splice(Math.min(Math.max(position, 1), others.length + 1) - 1, 0, id);
  return others;
}

describe('buildColumns', () => {
  it('sorts each column by pipelineOrder, then createdAt, and applies overrides and filters', () => {
    const a = card('NEW', 2);
    const b = card('NEW', 1);
    const c = card('NEW', 1); // same order as b, created later
    const d = card('CLOSED', 5, { outcome: 'WON' });
    const columns = buildColumns([a, b, c, d], new Map());
    expect(columns.NEW.map((x) => x.id)).toEqual([b.id, c.id, a.id]);
    expect(columns.CLOSED).toEqual([d]);

    const moved = { ...a, status: 'CONTACTED' as const };
    const withOverride = buildColumns([a, b, c, d], new Map([[a.id, moved]]));
    expect(withOverride.CONTACTED).toEqual([moved]);
    expect(withOverride.NEW.map((x) => x.id)).toEqual([b.id, c.id]);

    expect(buildColumns([a, b, c, d], new Map(), { outcome: 'WON' }).NEW).toEqual([]);
  });

  it('keeps the array of a column whose cards did not change', () => {
    const a = card('NEW', 1);
    const b = card('CONTACTED', 1);
    const first = buildColumns([a, b], new Map());
    const second = reuseUnchangedColumns(buildColumns([a, { ...b, name: 'Nieuw' }], new Map()), first);
    expect(second.NEW).toBe(first.NEW);
    expect(second.CONTACTED).not.toBe(first.CONTACTED);
  });
});

describe('planMove', () => {
  const column = () => [card('QUALIFIED', 1024), card('QUALIFIED', 2048), card('QUALIFIED', 3072), card('QUALIFIED', 4096)];

  it('gives the position the server will use and predicts the order, for every drop place in the same column', () => {
    const cards = column();
    const ids = cards.map((x) => x.id);
    const all = buildColumns(cards, new Map());
    for (const moving of cards) {
      for (let index = 0; index <= cards.length; index++) {
        const plan = planMove(moving, placeAt('QUALIFIED', all.QUALIFIED, index, moving.id), all);
        const expected = ids.filter((id) => id !== moving.id);
        const slot = all.QUALIFIED.slice(0, index).filter((x) => x.id !== moving.id).length;
        expected.splice(slot, 0, moving.id);
        if (expected.join() === ids.join()) {
          expect(plan).toBeNull(); // its own place: nothing to save
          continue;
        }
        expect(plan).not.toBeNull();
        expect(modelMove(ids, moving.id, plan!.position)).toEqual(expected);
        const predicted = buildColumns(cards, new Map([[moving.id, plan!.predicted]]));
        expect(predicted.QUALIFIED.map((x) => x.id)).toEqual(expected);
      }
    }
  });

  it('counts cards a filter hides, and wins a lead moved into Akkoord', () => {
    const hidden = card('CLOSED', 1, { outcome: 'LOST' });
    const shown = card('CLOSED', 2, { outcome: 'WON' });
    const moving = card('NEW', 1);
    const all = buildColumns([hidden, shown, moving], new Map());
    const visible = buildColumns([hidden, shown, moving], new Map(), { outcome: 'WON' });
    const plan = planMove(moving, placeAt('CLOSED', visible.CLOSED, 1), all)!;
    expect(plan.position).toBe(3);
    expect(plan.predicted).toMatchObject({ status: 'CLOSED', outcome: 'WON' });
    expect(planMove(moving, { status: 'CLOSED', beforeId: null, afterId: null, top: true }, all)!.position).toBe(1);
    expect(planMove(moving, { status: 'CONTACTED', beforeId: null, afterId: null }, all)!.predicted.outcome).toBe('OPEN');
  });
});

describe('summarise', () => {
  it('counts, sums and shares the value per column', () => {
    const columns = buildColumns(
      [card('NEW', 1, { value: 2300 }), card('NEW', 2, { value: 5250 }), card('CLOSED', 1, { value: 12250 })],
      new Map(),
    );
    const summary = summarise(columns);
    expect(summary.total).toBe(19800);
    expect(summary.columns.NEW).toEqual({ count: 2, value: 7550, share: 38 });
    expect(summary.columns.CLOSED).toEqual({ count: 1, value: 12250, share: 62 });
    expect(summary.columns.CONTACTED).toEqual({ count: 0, value: 0, share: 0 });
  });
});

describe('the board list kept outside the cache', () => {
  it('replaces a known lead in place, adds a new one at the end and leaves the old list alone', () => {
    const a = card('NEW', 0);
    const b = card('CONTACTED', 0);
    const leads = [a, b];
    const moved = { ...a, status: 'QUALIFIED' as const, pipelineOrder: 5 };
    expect(withLead(leads, moved)).toEqual([moved, b]);
    const c = card('NEW', 1);
    expect(withLead(leads, c)).toEqual([a, b, c]);
    expect(leads).toEqual([a, b]);
    expect(buildColumns(withLead(leads, moved), new Map()).QUALIFIED).toEqual([moved]);
  });

  it('drops a deleted lead, and keeps the same array when the lead was not on the board', () => {
    const a = card('NEW', 0);
    const b = card('NEW', 1);
    const leads = [a, b];
    expect(withoutLead(leads, a.id)).toEqual([b]);
    expect(withoutLead(leads, 'elsewhere')).toBe(leads);
  });
});
