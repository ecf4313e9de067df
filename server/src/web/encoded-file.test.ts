import { preferredEncoding } from './encoded-file';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', ['br', 'gzip'], 'br'],
    ['gzip, deflate', ['br', 'gzip'], 'gzip'],
    ['br;q=0, gzip', ['br', 'gzip'], 'gzip'],
    ['gzip;q=0', ['br', 'gzip'], 'identity'],
    ['*', ['br', 'gzip'], 'br'],
    ['*, br;q=0', ['br', 'gzip'], 'gzip'],
    ['br', ['gzip'], 'identity'],
    [undefined, ['br', 'gzip'], 'identity'],
    ['', ['br', 'gzip'], 'identity'],
  ] as const)('Accept-Encoding %p with %p available gives %p', (header, available, expected) => {
    expect(preferredEncoding(header, available)).toBe(expected);
  });
});
