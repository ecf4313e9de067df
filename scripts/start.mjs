// `npm start`: build what is missing or stale, then run the production server in this process
// (server/dist/main.js owns the signals and the clean shutdown). Production unless NODE_ENV (in the
// environment or in .env) says otherwise; `npm run dev` is development mode.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { buildAll } from './build.mjs';

const envFile = new URL('../.env', import.meta.url);

try {
  buildAll();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
if (existsSync(envFile)) process.loadEnvFile(envFile);
process.env.NODE_ENV ??= 'production';
createRequire(import.meta.url)('../server/dist/main.js');
