import { describe, expect, it } from '@jest/globals';
import { enumParam, pageFromParams, withParams } from './listParams';

describe('list URL params', () => {
  it.each([
    ['', 0],
    ['pagina=1', 0],
    ['pagina=3', 2],
    ['pagina=0', 0],
    ['pagina=-2', 0],
    ['pagina=2.5', 0],
    ['pagina=abc', 0],
  ])('page of "%s" is %d', (query, page) => {
    expect(pageFromParams(new URLSearchParams(query))).toBe(page);
  });

  it('accepts only known enum values', () => {
    const params = new URLSearchParams('status=NEW&bron=EVIL');
    expect(enumParam(params, 'status', ['NEW', 'CLOSED'] as const)).toBe('NEW');
    expect(enumParam(params, 'bron', ['QUICKSCAN'] as const)).toBeUndefined();
  });

  it('sets and removes values, and a filter change goes back to page 1', () => {
    const params = new URLSearchParams('zoek=jan&pagina=4');
    expect(withParams(params, { status: 'NEW' }).toString()).toBe('zoek=jan&status=NEW');
    expect(withParams(params, { zoek: '' }).toString()).toBe('');
    expect(withParams(params, { pagina: 5 }).toString()).toBe('zoek=jan&pagina=5');
    expect(withParams(params, { pagina: 1 }).toString()).toBe('zoek=jan');
  });
});
