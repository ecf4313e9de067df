import { describe, expect, it } from '@jest/globals';
import { compareLeads, leadMatchesFilter } from './leadLists';

const lead = (fields: Partial<Parameters<typeof leadMatchesFilter>[0]> = {}) => ({
  id: 'b',
  name: 'Jan de Bakker',
  company: 'Bakker Dakwerken',
  email: 'jan@bakker.nl',
  status: 'NEW' as const,
  source: 'QUICKSCAN' as const,
  outcome: 'OPEN' as const,
  createdAt: '2025-03-05T10:00:00.000Z',
  pipelineOrder: 1,
  survey: null as unknown,
  ...fields,
});

describe('leadMatchesFilter (the server rules, for live inserts)', () => {
  it('matches everything without a filter', () => {
    expect(leadMatchesFilter(lead(), null)).toBe(true);
    expect(leadMatchesFilter(lead(), {})).toBe(true);
  });

  it.each([
    ['bakker', true],
    ['DAKWERK', true],
    ['@bakker.nl', true],
    ['jan de', true],
    ['schilder', false],
    ['Bakker Dakwerken jan', false], // no match across two fields
  ])('search %p → %p', (search, expected) => {
    expect(leadMatchesFilter(lead(), { search })).toBe(expected);
  });

  it('searches a lead without a company by name and e-mail', () => {
    expect(leadMatchesFilter(lead({ company: null }), { search: 'jan@' })).toBe(true);
  });

  it('filters by status, source and outcome', () => {
    expect(leadMatchesFilter(lead(), { status: 'NEW', source: 'QUICKSCAN', outcome: 'OPEN' })).toBe(true);
    expect(leadMatchesFilter(lead(), { status: 'CLOSED' })).toBe(false);
    expect(leadMatchesFilter(lead(), { source: 'CONTACT' })).toBe(false);
    expect(leadMatchesFilter(lead(), { outcome: 'WON' })).toBe(false);
  });

  it('takes from inclusive and to exclusive', () => {
    const at = '2025-03-05T10:00:00.000Z';
    expect(leadMatchesFilter(lead(), { from: at })).toBe(true);
    expect(leadMatchesFilter(lead(), { to: at })).toBe(false);
    expect(leadMatchesFilter(lead(), { from: '2025-03-05T10:00:00.001Z' })).toBe(false);
    expect(leadMatchesFilter(lead(), { to: '2025-03-05T10:00:00.001Z' })).toBe(true);
  });

  it('filters on having survey answers', () => {
    expect(leadMatchesFilter(lead(), { hasSurvey: true })).toBe(false);
    expect(leadMatchesFilter(lead(), { hasSurvey: false })).toBe(true);
    expect(leadMatchesFilter(lead({ survey: { completed: false } }), { hasSurvey: true })).toBe(true);
  });
});

describe('compareLeads', () => {
  const board = [
    lead({ id: 'q', status: 'QUALIFIED', pipelineOrder: 1 }),
    lead({ id: 'n2', status: 'NEW', pipelineOrder: 2 }),
    lead({ id: 'n1b', status: 'NEW', pipelineOrder: 1, createdAt: '2025-03-06T00:00:00.000Z' }),
    lead({ id: 'n1a', status: 'NEW', pipelineOrder: 1, createdAt: '2025-03-04T00:00:00.000Z' }),
    lead({ id: 'c', status: 'CLOSED', pipelineOrder: 0.5 }),
    lead({ id: 'g', status: 'CONTACTED', pipelineOrder: 9 }),
  ];

  it('BOARD: column, then pipelineOrder, then oldest first', () => {
    expect([...board].sort(compareLeads('BOARD')).map((entry) => entry.id)).toEqual(['n1a', 'n1b', 'n2', 'g', 'q', 'c']);
  });

  it('NEWEST: newest first, id breaking ties', () => {
    const sorted = [...board].sort(compareLeads('NEWEST')).map((entry) => entry.id);
    expect(sorted[0]).toBe('n1b');
    expect(sorted[sorted.length - 1]).toBe('n1a');
    expect(sorted.slice(1, 5)).toEqual(['q', 'n2', 'g', 'c']);
  });
});
