import { describe, expect, it } from '@jest/globals';
import { firstOf, truncate } from './surveyPreview';

describe('truncate', () => {
  it('keeps text of up to 100 characters as it is', () => {
    const exact = 'a'.repeat(100);
    expect(truncate(exact)).toBe(exact);
    expect(truncate('  Meer klanten  ')).toBe('Meer klanten');
  });

  it('cuts longer text at 100 characters and adds an ellipsis', () => {
    expect(truncate('b'.repeat(101))).toBe(`${'b'.repeat(100)}...`);
    expect(truncate(`${'c'.repeat(99)} rest`)).toBe(`${'c'.repeat(99)}...`);
  });

  it('never splits an emoji', () => {
    expect(truncate('🔥'.repeat(101))).toBe(`${'🔥'.repeat(100)}...`);
  });
});

describe('firstOf', () => {
  it('shows two and counts the rest', () => {
    expect(firstOf(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b'], more: 2 });
    expect(firstOf(['a'])).toEqual({ shown: ['a'], more: 0 });
    expect(firstOf([])).toEqual({ shown: [], more: 0 });
  });
});
