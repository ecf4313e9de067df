import { normalizeIp } from './client-ip';

describe('normalizeIp', () => {
  it.each([
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::FFFF:10.0.0.7', '10.0.0.7'],
    ['::ffff:0a00:0007', '10.0.0.7'],
    ['127.0.0.1', '127.0.0.1'],
    ['::1', '::/64'],
    ['2001:DB8::1', '2001:db8::/64'],
    ['2001:db8:0:0:ffff:1:2:3', '2001:db8::/64'],
    ['2001:0db8:0000:0000:1234:5678:9abc:def0', '2001:db8::/64'],
    ['2001:db8:0:1::1', '2001:db8:0:1::/64'],
    ['fe80::1%eth0', 'fe80::/64'],
    ['unknown', 'unknown'],
  ])('%s counts as %s', (address, expected) => {
    expect(normalizeIp(address)).toBe(expected);
  });

  it('one /64 is one client, the next /64 another', () => {
    const inside = ['2a02:a400:1:2::1', '2a02:a400:1:2:ffff:ffff:ffff:ffff', '2a02:a400:1:2:dead:beef:0:1'].map(normalizeIp);
    expect(new Set(inside).size).toBe(1);
    expect(normalizeIp('2a02:a400:1:3::1')).not.toBe(inside[0]);
  });
});
