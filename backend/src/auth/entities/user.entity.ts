import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const PLAN_TYPES = ['free', 'basic', 'premium', 'enterprise'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 150 })
  username: string;

  /** Stored lower-cased so uniqueness and login by e-mail are case-insensitive. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 255, select: false })
  password_hash: string;

  @Column({ type: 'varchar', length: 150 })
  first_name: string;

  @Column({ type: 'varchar', length: 150 })
  last_name: string;

  @Column({ type: 'varchar', length: 255, default: '' })
  company: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  role: string;

  /** A data URL of up to 5 MB: kept out of every query that does not ask for it. */
  @Column({ type: 'text', nullable: true, select: false })
  profile_picture: string | null;

  @Column({ type: 'boolean', default: false })
  is_superuser: boolean;

  @Column({ type: 'boolean', default: false })
  is_staff: boolean;

  @Column({ type: 'boolean', default: true })
  is_active: boolean;

  @Column({ type: 'varchar', length: 20, default: 'free' })
  plan_type: PlanType;

  @CreateDateColumn({ type: 'datetime' })
  created_at: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at: Date;
}

/** The spec's definition of an administrator, enforced on the server. */
export function isAdmin(user: Pick<User, 'is_superuser' | 'is_staff' | 'role'>): boolean {
  return Boolean(user.is_superuser || user.is_staff || user.role?.toLowerCase() === 'admin');
}
