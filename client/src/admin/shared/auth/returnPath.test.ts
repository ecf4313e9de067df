import { describe, expect, it } from '@jest/globals';
import { loginHrefReturningTo, safeReturnPath } from './returnPath';

describe('safeReturnPath', () => {
  it.each([
    ['/admin/pipeline', '/admin/pipeline'],
    ['/admin/leads/4f1c?tab=notities#notes', '/admin/leads/4f1c?tab=notities#notes'],
    ['/admin', '/admin'],
  ])('follows %s', (value, expected) => expect(safeReturnPath(value)).toBe(expected));

  it.each([
    null,
    '',
    '/',
    '/tarieven',
    '/administratie',
    '//evil.example/admin',
    '/\\evil.example',
    'https://evil.example/admin',
    'javascript:alert(1)',
    '/admin/login',
    '/admin/../tarieven',
  ])('falls back to the dashboard for %p', (value) => {
    expect(safeReturnPath(value)).toBe('/admin/dashboard');
  });

  it('builds the login link that returns to a page', () => {
    expect(loginHrefReturningTo('/admin/leads/42?x=1')).toBe('/admin/login?terug=%2Fadmin%2Fleads%2F42%3Fx%3D1');
    expect(loginHrefReturningTo('/elders')).toBe('/admin/login?terug=%2Fadmin%2Fdashboard');
  });
});
