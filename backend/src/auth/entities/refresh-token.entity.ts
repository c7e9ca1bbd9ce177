import { Column, CreateDateColumn, Entity, Index, ManyToOne, JoinColumn, PrimaryGeneratedColumn } from 'typeorm';
import { User } from './user.entity';

/**
 * One issued refresh token, stored as a SHA-256 hash. Tokens rotate: each refresh uses one up and issues the
 * next in the same family; presenting a used token again revokes the whole family (a stolen token was replayed),
 * unless it comes back within a short grace window (a second tab that refreshed at the same time).
 */
@Entity('refresh_tokens')
export class RefreshToken {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'int' })
  user_id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Index()
  @Column({ type: 'varchar', length: 36 })
  family_id: string;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  token_hash: string;

  @Column({ type: 'datetime' })
  expires_at: Date;

  @Column({ type: 'datetime', nullable: true })
  used_at: Date | null;

  @Column({ type: 'datetime', nullable: true })
  revoked_at: Date | null;

  /** The token that replaced this one, sealed with this one: only its holder can open it (token.service.ts). */
  @Column({ type: 'varchar', length: 160, nullable: true })
  successor_sealed: string | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at: Date;
}
