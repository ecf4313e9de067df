import { expect, it } from '@jest/globals';
import { initials } from './initials';

it.each([
  ['Jan de Bakker', 'JB'],
  ['anna', 'A'],
  ['  Émile   Zola ', 'ÉZ'],
  ['<script>alert(1)</script>', 'S'],
  ['', '?'],
  [null, '?'],
  ['!!!', '?'],
])('initials(%p) = %p', (name, expected) => {
  expect(initials(name)).toBe(expected);
});
