import type { Config } from '../config';
import { COMPANY_EMAIL } from '../shared/company';
import { randomPassword } from '../shared/security/password';
import type { UserService } from './user.service';

/**
 * Start-up: ADMIN_EMAIL/ADMIN_PASSWORD make sure that admin exists with that password. Without
 * them, a database with no admin at all (the embedded first run) gets one for the company mailbox
 * with a random password, printed once. There is deliberately no other way to obtain an admin
 * account (docs/lead-api.md: no auto-creation on a failed login).
 */
export async function ensureAdminAccount(
  users: UserService,
  config: Pick<Config, 'adminEmail' | 'adminPassword'>,
  log: (line: string) => void = console.log,
): Promise<void> {
  if (config.adminEmail && config.adminPassword) {
    const outcome = await users.ensureAdmin(config.adminEmail, config.adminPassword);
    if (outcome !== 'unchanged') log(`Admin account ${config.adminEmail} ${outcome} from ADMIN_EMAIL/ADMIN_PASSWORD.`);
    return;
  }
  if (await users.hasAdmin()) return;
  const password = randomPassword();
  if (!(await users.claimAdmin(COMPANY_EMAIL, password))) return;
  const rule = '='.repeat(72);
  log(
    [
      '',
      rule,
      '  An admin account was created for the admin panel (/admin/login):',
      '',
      `      e-mail:     ${COMPANY_EMAIL}`,
      `      wachtwoord: ${password}`,
      '',
      '  This password is shown only this once: store it in a password manager now.',
      '  To choose your own, set ADMIN_EMAIL and ADMIN_PASSWORD and restart.',
      rule,
      '',
    ].join('\n'),
  );
}
