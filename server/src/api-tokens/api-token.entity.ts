import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/**
 * A named secret an internal tool sends as `Authorization: Bearer <secret>` to act as the admin who
 * created it. Only the SHA-256 of the secret is stored: the secret has 256 random bits, so a fast
 * hash is enough and lets the lookup use an index.
 */
@Entity({ name: 'api_tokens' })
@Index('api_tokens_token_hash_key', ['tokenHash'], { unique: true })
@Index('api_tokens_user_id_idx', ['userId'])
export class ApiTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'api_tokens_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ name: 'token_hash', type: 'varchar', length: 64, select: false })
  tokenHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  /** Revoked tokens are kept (who had access when) but never accepted again. */
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  /** Optional: from then on the token is refused like a revoked one. */
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  /** A read-only token may run queries and subscriptions, never mutations. */
  @Column({ name: 'read_only', type: 'boolean', default: false })
  readOnly: boolean;
}
