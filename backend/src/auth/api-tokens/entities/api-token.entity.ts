import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../entities/user.entity';

/**
 * A personal API token: only the SHA-256 hash of its secret is stored (api-token-secret.ts says why not bcrypt).
 * Revoking keeps the row, so a revoked token is answered "revoked" rather than "invalid"; deleting the user
 * deletes its tokens.
 */
@Entity('api_tokens')
export class ApiToken {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'int' })
  user_id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  token_hash: string;

  /** The first characters of the token (`lsk_` + 4), so people can tell their tokens apart. Not a secret. */
  @Column({ type: 'varchar', length: 16 })
  prefix: string;

  @Column({ type: 'datetime', nullable: true })
  expires_at: Date | null;

  @Column({ type: 'datetime', nullable: true })
  last_used_at: Date | null;

  @Column({ type: 'datetime', nullable: true })
  revoked_at: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at: Date;
}
