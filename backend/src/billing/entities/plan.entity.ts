import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { PlanType } from '../../auth/entities/user.entity';

/** A subscription plan of the catalogue (seeded by migration). Money is stored in whole cents. */
@Entity('plans')
export class Plan {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 50 })
  name: string;

  @Column({ type: 'varchar', length: 20, unique: true })
  plan_type: PlanType;

  @Column({ type: 'int' })
  price_per_month_cents: number;

  @Column({ type: 'int' })
  price_per_credit_cents: number;

  @Column({ type: 'int' })
  persona_analyses_limit: number;

  @Column({ type: 'simple-json' })
  features: string[];

  @Column({ type: 'int', default: 0 })
  sort_order: number;
}
