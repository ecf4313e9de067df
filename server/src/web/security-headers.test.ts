import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inlineScriptHashes } from './security-headers';

describe('inlineScriptHashes', () => {
  it('hashes exactly the executable inline scripts of every built page', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-'));
    try {
      const theme = `!function(){try{var t=localStorage.getItem("theme");document.documentElement.classList.add(t||"light")}catch(e){}}()`;
      writeFileSync(
        join(dir, 'index.html'),
        `<html><head><script>${theme}</script><script type="module" crossorigin src="/assets/index.js"></script>` +
          `<script type="application/ld+json">{"@type":"Organization"}</script></head></html>`,
      );
      mkdirSync(join(dir, 'diensten'));
      writeFileSync(join(dir, 'diensten', 'index.html'), `<script>${theme}</script><script>window.x=1</script>`);
      const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
      expect(inlineScriptHashes(dir)).toEqual([sha(theme), sha('window.x=1')].sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is empty when the client is not built', () => {
    expect(inlineScriptHashes(join(tmpdir(), 'does-not-exist-' + process.pid))).toEqual([]);
  });
});
