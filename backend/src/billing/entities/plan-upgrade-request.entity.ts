import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../auth/entities/user.entity';
import { Plan } from './plan.entity';

/** A user asked for a paid plan: the sales team follows up (nothing is charged in the app). */
@Entity('plan_upgrade_requests')
export class PlanUpgradeRequest {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'int' })
  user_id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'int' })
  plan_id: number;

  @ManyToOne(() => Plan)
  @JoinColumn({ name: 'plan_id' })
  plan?: Plan;

  /** The plan the user was on when asking. */
  @Column({ type: 'varchar', length: 20 })
  current_plan_type: string;

  @Column({ type: 'varchar', length: 20, default: 'open' })
  status: string;

  @CreateDateColumn({ type: 'datetime' })
  created_at: Date;
}
