import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** The client build the e2e global setup made. */
export const clientDist = join(__dirname, '..', '..', 'client', 'dist');

/**
 * The URL path of the chunk built from a source module (e.g. 'src/app/startApp.tsx'), from Vite's
 * manifest: chunk files are named by their hash alone (client/vite.config.ts).
 */
export function chunkPathOf(source: string): string {
  const manifest = JSON.parse(readFileSync(join(clientDist, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest[source];
  if (!chunk) throw new Error(`the Vite manifest has no chunk for ${source}`);
  return `/${chunk.file}`;
}

/**
 * Holds back the browser's download of the chunk built from `source` until the returned function
 * is called, so a test can act on a page before that code arrives, however fast the machine.
 */
export async function holdChunk(page: Page, source: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const path = chunkPathOf(source);
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}
