import 'reflect-metadata';
import { ConfigError, loadConfig, loadEnvFile } from './config';
import { openDatabase } from './database/database';
import { createApp } from './app';
import { UserService } from './users/user.service';
import { ensureAdminAccount } from './users/admin-bootstrap';
import { describeError } from './shared/text/safe-log';
import { EmbeddedDatabaseError } from './database/embedded-postgres';

async function main() {
  loadEnvFile();
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await ensureAdminAccount(new UserService(database.dataSource), config);
  } catch (error) {
    await database.close();
    throw error;
  }
  const app = await createApp({ config, dataSource: database.dataSource, databaseUrl: database.url });
  let port: number;
  try {
    port = await app.listen(config.port);
  } catch (error) {
    await app.close().catch(() => undefined);
    await database.close();
    const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
    throw inUse ? new ConfigError(`port ${config.port} is already in use; set PORT to use another`) : error;
  }
  console.log(`Leadmachine listening on http://localhost:${port} (${config.nodeEnv})`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing requests in flight, then stopping`);
    const force = setTimeout(() => {
      console.error('Shutdown took too long; exiting.');
      process.exit(1);
    }, 20_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      console.log('Stopped.');
      process.exit(0);
    } catch (error) {
      console.error(`Error during shutdown: ${describeError(error)}`);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  if (error instanceof EmbeddedDatabaseError) console.error(error.message);
  else console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : `Start-up failed: ${describeError(error)}`);
  process.exit(1);
});
