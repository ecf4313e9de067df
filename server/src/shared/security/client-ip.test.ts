import ipaddr from 'ipaddr.js';
import { normalizeIp } from './client-ip';

describe('normalizeIp', () => {
  it.each([
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::FFFF:10.0.0.7', '10.0.0.7'],
    ['::ffff:0a00:0007', '10.0.0.7'],
    ['::ffff:010.0.0.1', '10.0.0.1'],
    ['::ffff:256.0.0.1', '::ffff:256.0.0.1'],
    ['127.0.0.1', '127.0.0.1'],
    ['255.255.255.255', '255.255.255.255'],
    ['010.0.0.1', '8.0.0.1'],
    ['0x0a.0.0.1', '10.0.0.1'],
    ['256.0.0.1', '256.0.0.1'],
    ['10.0.0.1 ', '10.0.0.1 '],
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

  it('answers an IPv4 address in its canonical form unchanged, as ipaddr.js writes it back, also behind ::ffff:', () => {
    for (let i = 0; i < 2000; i++) {
      const address = [(i * 7) % 256, (i * 13) % 256, (i * 31) % 256, i % 256].join('.');
      expect(normalizeIp(address)).toBe(ipaddr.parse(address).toString());
      expect(normalizeIp(address)).toBe(address);
      // As Node writes an IPv4 client on a dual-stack socket: the IPv4 client, as ipaddr.js reads it.
      const mapped = `::ffff:${address}`;
      expect(normalizeIp(mapped)).toBe((ipaddr.parse(mapped) as ipaddr.IPv6).toIPv4Address().toString());
    }
  });

  it('one /64 is one client, the next /64 another', () => {
    const inside = ['2a02:a400:1:2::1', '2a02:a400:1:2:ffff:ffff:ffff:ffff', '2a02:a400:1:2:dead:beef:0:1'].map(normalizeIp);
    expect(new Set(inside).size).toBe(1);
    expect(normalizeIp('2a02:a400:1:3::1')).not.toBe(inside[0]);
  });
});
