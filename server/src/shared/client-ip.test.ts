import { normalizeIp } from './client-ip';

describe('normalizeIp', () => {
  it.each([
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::FFFF:10.0.0.7', '10.0.0.7'],
    ['127.0.0.1', '127.0.0.1'],
    ['::1', '::1'],
    ['2001:DB8::1', '2001:db8::1'],
    ['::ffff:abcd', '::ffff:abcd'],
  ])('%s counts as %s', (address, expected) => {
    expect(normalizeIp(address)).toBe(expected);
  });
});
