import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * An account that can sign in. E-mail addresses are stored lower-case (the check makes sure), so
 * the unique index is case-insensitive without an expression index.
 */
@Entity({ name: 'users' })
@Index('users_email_key', ['email'], { unique: true })
@Check('users_email_lower_check', `email = lower(email)`)
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** argon2id PHC string. Never selected unless asked for, never a GraphQL field. */
  @Column({ name: 'password_hash', type: 'varchar', length: 255, select: false })
  passwordHash: string;

  /** 'admin' grants the admin panel; any other role may sign in but is refused admin operations. */
  @Column({ type: 'varchar', length: 50 })
  role: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** Set while an admin has disabled the account: it cannot sign in, and nothing it signed stays valid. */
  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  @Column({ name: 'last_sign_in_at', type: 'timestamptz', nullable: true })
  lastSignInAt: Date | null;
}
