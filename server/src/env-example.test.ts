import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, parseTrustProxy, REPO_ROOT } from './config';

/**
 * .env.example is the operator's list of settings: it must name exactly the variables the code reads,
 * its active values must be the defaults, and every example value (active or commented out) must be
 * one the code accepts.
 */
const example = readFileSync(join(REPO_ROOT, '.env.example'), 'utf8');
const assignments = [...example.matchAll(/^(#\s?)?([A-Z][A-Z0-9_]+)=(.*)$/gm)].map(([, comment, name, value]) => ({
  name,
  value: value.trim(),
  active: !comment,
}));

/** Variables read outside config.ts: by the test set-up only. */
const READ_ELSEWHERE = ['TEST_DATABASE_URL'];

function variablesReadByConfig(): string[] {
  const source = readFileSync(join(REPO_ROOT, 'server', 'src', 'config.ts'), 'utf8');
  const names = new Set<string>();
  for (const [, a, b] of source.matchAll(/env\.([A-Z][A-Z0-9_]+)|\(env, '([A-Z][A-Z0-9_]+)'/g)) names.add(a ?? b);
  return [...names].sort();
}

const base = { SESSION_SECRET: 'x'.repeat(40), DATA_DIR: join(tmpdir(), 'env-example-test') };

describe('.env.example', () => {
  it('names every variable the configuration reads, and no other', () => {
    const documented = [...new Set(assignments.map((assignment) => assignment.name))].sort();
    expect(documented).toEqual([...variablesReadByConfig(), ...READ_ELSEWHERE].sort());
  });

  it('its active values are the defaults', () => {
    const active = Object.fromEntries(assignments.filter((a) => a.active).map((a) => [a.name, a.value]));
    expect(loadConfig({ ...base, ...active })).toEqual(loadConfig(base));
  });

  it.each(assignments.filter((a) => !a.active && a.value !== '' && !READ_ELSEWHERE.includes(a.name)))(
    'the example $name=$value is accepted',
    ({ name, value }) => {
      const pair = name === 'ADMIN_EMAIL' ? { ADMIN_PASSWORD: 'a long enough password' } : {};
      expect(() => loadConfig({ ...base, ...pair, [name]: value })).not.toThrow();
    },
  );

  it('TRUST_PROXY: the documented forms are accepted, anything else is a configuration error', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('loopback, 10.0.0.0/8 ,2001:db8::/32')).toBe('loopback, 10.0.0.0/8, 2001:db8::/32');
    for (const wrong of ['yes', '10.0.0.0/33', 'loopback;10.0.0.1', 'proxy.example'])
      expect(() => parseTrustProxy(wrong)).toThrow(/TRUST_PROXY/);
  });
});
