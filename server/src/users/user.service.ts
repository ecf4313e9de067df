import { type DataSource, type EntityManager, type Repository } from 'typeorm';
import { BadUserInputError } from '../shared/errors';
import { ADMIN_ROLE, type AuthUser } from '../shared/graphql/context';
import { UserEntity } from './user.entity';
import { hashPassword, verifyPassword } from '../shared/security/password';
import { runPrepared } from '../shared/database/prepared-statement';

/** Addresses are compared and stored trimmed and lower-case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toAuthUser(entity: Pick<UserEntity, 'id' | 'email' | 'role'>): AuthUser {
  return { id: entity.id, email: entity.email, role: entity.role };
}

const UNIQUE_VIOLATION = '23505';

export class UserService {
  constructor(private readonly dataSource: DataSource) {}

  private get users(): Repository<UserEntity> {
    return this.dataSource.getRepository(UserEntity);
  }

  /**
   * An account that may act: a disabled one is null, so its sessions stop counting at once. Every
   * request of a signed-in admin asks this (the session's account, reloaded so that a changed role
   * applies at once), so it is a prepared statement on the pool rather than a TypeORM find, whose
   * query building cost more CPU than the lookup (docs/benchmarks.md, "admin-request").
   */
  async findById(id: string): Promise<AuthUser | null> {
    const [user] = await runPrepared<Pick<UserEntity, 'id' | 'email' | 'role'>>(
      this.dataSource,
      'user_that_may_act',
      'SELECT id, email, role FROM users WHERE id = $1 AND disabled_at IS NULL',
      [id],
    );
    return user ? toAuthUser(user) : null;
  }

  /**
   * The account for a sign-in attempt, with its hash; null when there is none or it is disabled (a
   * disabled account gets the same answer as a wrong password).
   */
  async findForLogin(email: string): Promise<(AuthUser & { passwordHash: string }) | null> {
    const user = await this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.email = :email AND user.disabled_at IS NULL', { email: normalizeEmail(email) })
      .getOne();
    return user ? { ...toAuthUser(user), passwordHash: user.passwordHash } : null;
  }

  /** The stored hash of an account's password (for checking the current one before a change). */
  async passwordHashOf(id: string): Promise<string | null> {
    const user = await this.users.createQueryBuilder('user').addSelect('user.passwordHash').where('user.id = :id', { id }).getOne();
    return user?.passwordHash ?? null;
  }

  async create(input: { email: string; password: string; role: string }, manager?: EntityManager): Promise<AuthUser> {
    const passwordHash = await hashPassword(input.password);
    try {
      const rows: UserEntity[] = await (manager ?? this.dataSource).query(
        `INSERT INTO users (email, password_hash, role) VALUES ($1, $2, $3) RETURNING id, email, role`,
        [normalizeEmail(input.email), passwordHash, input.role],
      );
      return toAuthUser(rows[0]);
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new BadUserInputError({ field: 'email', message: 'is al in gebruik' });
      }
      throw error;
    }
  }

  async hasAdmin(): Promise<boolean> {
    return this.users.exists({ where: { role: ADMIN_ROLE } });
  }

  /**
   * Makes sure `email` is an admin whose password is `password`; the hash is only rewritten when
   * the password changed, so restarts do not churn it.
   */
  async ensureAdmin(email: string, password: string): Promise<'created' | 'updated' | 'unchanged'> {
    const existing = await this.findForLogin(email);
    if (!existing) {
      const passwordHash = await hashPassword(password);
      const inserted: unknown[] = await this.dataSource.query(
        `INSERT INTO users (email, password_hash, role) VALUES ($1, $2, $3)
         ON CONFLICT (email) DO UPDATE SET password_hash = EXCLUDED.password_hash, role = EXCLUDED.role, updated_at = now()
         RETURNING id`,
        [normalizeEmail(email), passwordHash, ADMIN_ROLE],
      );
      return inserted.length > 0 ? 'created' : 'unchanged';
    }
    const samePassword = await verifyPassword(existing.passwordHash, password);
    if (samePassword && existing.role === ADMIN_ROLE) return 'unchanged';
    await this.users.update(
      { id: existing.id },
      { role: ADMIN_ROLE, ...(samePassword ? {} : { passwordHash: await hashPassword(password) }) },
    );
    return 'updated';
  }

  /**
   * Gives `email` the admin role and this password unless it already is an admin. True when it did
   * (so the caller knows the password is now in force); two processes starting at once on an empty
   * database cannot both succeed, so the password is printed once.
   */
  async claimAdmin(email: string, password: string): Promise<boolean> {
    const passwordHash = await hashPassword(password);
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO users (email, password_hash, role) VALUES ($1, $2, $3)
       ON CONFLICT (email) DO UPDATE SET password_hash = EXCLUDED.password_hash, role = EXCLUDED.role, updated_at = now()
         WHERE users.role <> EXCLUDED.role
       RETURNING id`,
      [normalizeEmail(email), passwordHash, ADMIN_ROLE],
    );
    return rows.length > 0;
  }

  /**
   * The operator's way back in (`npm run admin -- reset-password <email>`): a new password for an
   * existing account, and its login lock lifted. False when there is no such account.
   */
  async resetPassword(email: string, password: string): Promise<boolean> {
    const passwordHash = await hashPassword(password);
    return this.dataSource.transaction(async (manager) => {
      const updated: unknown[] = await manager.query(
        // As a SELECT: TypeORM answers a bare UPDATE with [rows, count].
        `WITH changed AS (UPDATE users SET password_hash = $2, updated_at = now() WHERE email = $1 RETURNING id) SELECT id FROM changed`,
        [normalizeEmail(email), passwordHash],
      );
      await manager.query(`DELETE FROM login_throttle WHERE email = $1`, [normalizeEmail(email)]);
      return updated.length > 0;
    });
  }
}
