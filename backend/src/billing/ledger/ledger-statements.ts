import type { PaymentPurpose, TransactionStatus, TransactionType } from '../entities/credit-transaction.entity';
import type { AtomicStep, AtomicWriter } from '../../database/atomic-writer';

type Sql = Pick<AtomicWriter, 'insertUnlessExists'>;

const ROW_COLUMNS = [
  'user_id',
  'type',
  'credits',
  'wallet_cents',
  'payment_amount_cents',
  'status',
  'reference',
  'description',
  'purpose',
  'external_id',
  'granted_by',
  'created_at',
  'settled_at',
];

export interface NewLedgerRow {
  userId: number;
  type: TransactionType;
  credits: number;
  walletCents?: number;
  paymentAmountCents?: number | null;
  status: TransactionStatus;
  reference: string;
  description: string;
  purpose?: PaymentPurpose | null;
  externalId?: string | null;
  grantedBy?: number | null;
  now: Date;
}

/**
 * The statements ledger writes are made of. Every write that moves a balance starts with lockBalance(), which
 * creates the user's balance row if needed and (on MySQL, through ON DUPLICATE KEY UPDATE) takes its row lock:
 * writers of one user are serialised from the first statement, always in the same lock order.
 */
export const ledgerStatements = {
  lockBalance(db: Sql, userId: number): AtomicStep {
    return {
      label: 'balance',
      sql: db.insertUnlessExists('credit_balances', ['user_id', 'credits', 'wallet_cents'], 'user_id', true),
      params: [userId, 0, 0],
    };
  },

  /** Stops the write ('row' unchanged) when the reference is in the ledger already. */
  insertRow(db: Sql, row: NewLedgerRow): AtomicStep {
    return {
      label: 'row',
      sql: db.insertUnlessExists('credit_transactions', ROW_COLUMNS, 'reference'),
      params: [
        row.userId,
        row.type,
        row.credits,
        row.walletCents ?? 0,
        row.paymentAmountCents ?? null,
        row.status,
        row.reference,
        row.description.slice(0, 255),
        row.purpose ?? null,
        row.externalId ?? null,
        row.grantedBy ?? null,
        row.now,
        row.status === 'pending' ? null : row.now,
      ],
      mustChange: true,
    };
  },

  /** Adds to both balances; the row exists (lockBalance ran first). */
  addToBalance(userId: number, credits: number, walletCents: number): AtomicStep {
    return {
      label: 'add',
      sql: 'UPDATE credit_balances SET credits = credits + ?, wallet_cents = wallet_cents + ? WHERE user_id = ?',
      params: [credits, walletCents, userId],
      mustChange: true,
    };
  },

  /** Takes credits only if there are enough: no row changes when the balance is short. */
  debitCredits(userId: number, credits: number): AtomicStep {
    return {
      label: 'debit',
      sql: 'UPDATE credit_balances SET credits = credits - ? WHERE user_id = ? AND credits >= ?',
      params: [credits, userId, credits],
      mustChange: true,
    };
  },

  /** pending (or failed: proof of payment beats an earlier failure) → completed, at most once. */
  settle(reference: string, now: Date): AtomicStep {
    return {
      label: 'settle',
      sql:
        "UPDATE credit_transactions SET status = 'completed', settled_at = ? " +
        "WHERE reference = ? AND status IN ('pending', 'failed')",
      params: [now, reference],
      mustChange: true,
    };
  },

  /** pending → failed; a completed row is never failed afterwards. */
  fail(reference: string, now: Date): AtomicStep {
    return {
      label: 'fail',
      sql: "UPDATE credit_transactions SET status = 'failed', settled_at = ? WHERE reference = ? AND status = 'pending'",
      params: [now, reference],
      mustChange: true,
    };
  },
};
