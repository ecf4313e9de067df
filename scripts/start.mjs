// `npm start`: build what is missing or stale, then run the production server in this process
// (server/dist/main.js owns the signals and the clean shutdown).
import { createRequire } from 'node:module';
import { buildAll } from './build.mjs';

try {
  buildAll();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
createRequire(import.meta.url)('../server/dist/main.js');
