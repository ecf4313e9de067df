/**
 * `node -r @swc-node/register embedded-start.ts <dir> hold|once`: starts (or joins) the embedded
 * PostgreSQL in <dir> in its own process (Jest cannot load the ESM-only package), prints its URL or
 * the one-line error. `hold` keeps it running until stdin closes; `once` stops (or leaves) it at once.
 */
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';

const [dir, mode] = process.argv.slice(2);
startEmbeddedPostgres({ dir, database: 'app', persistent: true, log: () => undefined }).then(
  async (database) => {
    console.log(database.url);
    if (mode === 'hold') await new Promise((resolve) => process.stdin.on('end', resolve).resume());
    await database.stop();
    process.exit(0);
  },
  (error) => {
    console.log(`ERROR ${(error as Error).message}`);
    process.exit(1);
  },
);
