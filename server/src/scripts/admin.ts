import 'reflect-metadata';
import { ConfigError, loadConfig, loadEnvFile } from '../config';
import { openDatabase } from '../database/database';
import { UserService } from '../users/user.service';
import { randomPassword } from '../shared/security/password';
import { describeError } from '../shared/text/safe-log';
import { EmbeddedDatabaseError } from '../database/embedded-postgres';

const USAGE = 'usage: npm run admin -- reset-password <e-mail address>';

/**
 * `npm run admin -- reset-password <email>`: gives an existing account a new random password, shown
 * once on this console, and lifts its login lock. Works while the server runs (docs/operations.md).
 */
async function main(): Promise<number> {
  const [command, email] = process.argv.slice(2);
  if (command !== 'reset-password' || !email) {
    console.error(USAGE);
    return 2;
  }
  loadEnvFile();
  const database = await openDatabase(loadConfig(), () => undefined);
  try {
    const password = randomPassword();
    if (!(await new UserService(database.dataSource).resetPassword(email, password))) {
      console.error(`No account with that e-mail address; nothing changed.`);
      return 1;
    }
    console.log(`New password (shown only this once; the login lock is lifted): ${password}`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    if (error instanceof EmbeddedDatabaseError) console.error(error.message);
    else console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : `admin: ${describeError(error)}`);
    process.exit(1);
  },
);
