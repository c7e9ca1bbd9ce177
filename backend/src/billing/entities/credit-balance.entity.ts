import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../auth/entities/user.entity';

/**
 * A user's balances, kept equal to the sums over their completed ledger rows: every write changes the ledger row
 * and this row in one transaction. It exists so that a charge can be one guarded UPDATE (`credits >= n`), which
 * the database serialises per user; a CHECK constraint backs the guard.
 */
@Entity('credit_balances')
export class CreditBalance {
  @PrimaryColumn({ type: 'int' })
  user_id: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'int', default: 0 })
  credits: number;

  @Column({ type: 'int', default: 0 })
  wallet_cents: number;
}
