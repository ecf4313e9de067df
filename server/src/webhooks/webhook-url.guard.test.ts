import { checkWebhookUrl, isPublicAddress } from './webhook-url.guard';

describe('isPublicAddress', () => {
  const cases: [string, boolean][] = [
    ['93.184.216.34', true],
    ['2606:2800:220:1:248:1893:25c8:1946', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fc00::1', false],
    ['fe80::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:93.184.216.34', true],
    ['not-an-address', false],
  ];
  it.each(cases)('%s -> %s', (address, expected) => expect(isPublicAddress(address)).toBe(expected));
});

describe('checkWebhookUrl', () => {
  const refused: [string, string][] = [
    ['ftp://example.com/hook', 'http'],
    ['https://user:pw@example.com/hook', 'gebruikersnaam'],
    ['http://localhost:3000/hook', 'intern'],
    ['http://127.0.0.1/hook', 'intern'],
    ['http://[::1]/hook', 'intern'],
    ['http://10.0.0.5/hook', 'intern'],
    ['geen url', 'geldige'],
  ];
  it.each(refused)('refuses %s', (url, message) => expect(() => checkWebhookUrl(url, false)).toThrow(message));

  it('accepts a public https URL, and a private one when allowed', () => {
    expect(checkWebhookUrl('https://hooks.example.com/leads', false).hostname).toBe('hooks.example.com');
    expect(checkWebhookUrl('http://127.0.0.1:8080/hook', true).port).toBe('8080');
  });
});
