import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startTestCluster } from '../../server/test/support/test-database-cluster';
import { chromiumPath } from './browser';

export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const browser = chromiumPath({ fullBrowser: true });
  if (!existsSync(browser)) {
    throw new Error(
      `Browser tests need Debian's Chromium at ${browser}: apt-get install chromium chromium-headless-shell (or set CHROMIUM_PATH).`,
    );
  }
  const { build } = (await import(join(__dirname, '..', '..', 'scripts', 'build.mjs'))) as {
    build(name: string): boolean;
  };
  build('client');
  await startTestCluster(globalConfig.maxWorkers);
}
