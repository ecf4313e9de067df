import { randomToken } from './random-token';

describe('randomToken', () => {
  it('hands out every pooled byte once, across refills of the pool', () => {
    // 1 000 tokens of 32 bytes: four refills of the 8 KB pool.
    const tokens = Array.from({ length: 1_000 }, () => randomToken(32));
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    // Overlapping slices would repeat 8-byte runs between tokens; random ones practically never do.
    const runs = new Set<string>();
    for (const token of tokens) {
      const bytes = Buffer.from(token, 'base64url');
      for (let at = 0; at + 8 <= bytes.length; at += 8) runs.add(bytes.toString('hex', at, at + 8));
    }
    expect(runs.size).toBe(tokens.length * 4);
  });

  it('gives tokens larger than the pool straight from the CSPRNG', () => {
    expect(Buffer.from(randomToken(10_000), 'base64url')).toHaveLength(10_000);
  });
});
