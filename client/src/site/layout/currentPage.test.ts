import { describe, expect, it } from '@jest/globals';
import { currentPage } from './currentPage';

describe('currentPage: which navigation link marks the page the visitor is on', () => {
  it.each([
    // pathname, href, end, expected
    ['/', '/', true, 'page'],
    ['/tarieven', '/', true, undefined],
    ['/tarieven', '/tarieven', true, 'page'],
    ['/tarieven/', '/tarieven', true, 'page'],
    ['/resultaten/dakdekker-leads', '/resultaten', true, undefined],
    ['/resultaten/dakdekker-leads', '/resultaten', false, 'page'],
    ['/resultaten/dakdekker-leads', '/resultaten/dakdekker-leads', false, 'page'],
    ['/resultatenlijst', '/resultaten', false, undefined],
    ['/tarieven', '/', false, undefined],
    ['/__niet-gevonden__', '/', true, undefined],
  ] as const)('%s with a link to %s (end: %s) -> %s', (pathname, href, end, expected) => {
    expect(currentPage(pathname, href, { end })).toBe(expected);
  });
});
