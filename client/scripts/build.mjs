// The client build: the browser bundle, the prerender's server bundle, then the prerender itself,
// which writes every public page as HTML (plus 404, admin shell, sitemap, robots).
// SITE_URL (default http://localhost:3000) becomes the canonical origin; the server rewrites it
// when it runs under another SITE_URL (server/src/web/static-client.ts).
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { prerender } from './prerender.mjs';

// Always the production bundle, also when a test runner (NODE_ENV=test) triggers the build:
// Vite would otherwise inline React's development build (three times the size, other warnings).
process.env.NODE_ENV = 'production';

const clientDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(clientDir, 'dist');
const ssrDir = join(clientDir, '.ssr');

function siteUrlFromEnv() {
  const raw = process.env.SITE_URL?.trim() || 'http://localhost:3000';
  return new URL(raw).origin;
}

await build({ root: clientDir, mode: 'production', logLevel: 'warn', build: { manifest: true } });
await build({
  root: clientDir,
  mode: 'production',
  logLevel: 'warn',
  build: { ssr: 'src/app/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
});
await prerender({
  distDir,
  templateFile: join(clientDir, 'index.html'),
  ssrEntry: join(ssrDir, 'entry-server.js'),
  siteUrl: siteUrlFromEnv(),
});
rmSync(ssrDir, { recursive: true, force: true });
