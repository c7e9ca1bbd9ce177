import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../auth/entities/user.entity';

export const TRANSACTION_TYPES = ['purchase', 'usage', 'bonus', 'other'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TRANSACTION_STATUSES = ['completed', 'pending', 'failed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** What a Stripe checkout buys: persona credits, or money in the wallet. */
export const PAYMENT_PURPOSES = ['credit_purchase', 'wallet_topup'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/**
 * One row of the ledger. Only completed rows count: a user's credit balance is the sum of `credits` over their
 * completed rows and their wallet the sum of `wallet_cents` (credit_balances caches both). Rows are never
 * deleted and their amounts never change; a pending row may only move to completed or failed. `reference` is
 * unique and names what the row is for ("stripe:cs_…", "analysis:42", "refund:analysis:42"), which is what makes
 * every write idempotent.
 */
@Entity('credit_transactions')
@Index(['user_id', 'created_at'])
export class CreditTransaction {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  user_id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 20 })
  type: TransactionType;

  /** Signed: positive grants, negative spends. */
  @Column({ type: 'int' })
  credits: number;

  /** Signed change of the wallet (USD cents); 0 for credit rows. */
  @Column({ type: 'int', default: 0 })
  wallet_cents: number;

  /** What the user paid for this row (USD cents), when they paid. */
  @Column({ type: 'int', nullable: true })
  payment_amount_cents: number | null;

  @Column({ type: 'varchar', length: 20 })
  status: TransactionStatus;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 191 })
  reference: string;

  @Column({ type: 'varchar', length: 255, default: '' })
  description: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  purpose: PaymentPurpose | null;

  /** The payment provider's id for the row (a Checkout Session id). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  external_id: string | null;

  /** The administrator who granted a bonus by hand. */
  @Column({ type: 'int', nullable: true })
  granted_by: number | null;

  @Column({ type: 'datetime' })
  created_at: Date;

  @Column({ type: 'datetime', nullable: true })
  settled_at: Date | null;
}
