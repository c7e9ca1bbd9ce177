import type { CreditTransaction, TransactionStatus, TransactionType } from './entities/credit-transaction.entity';
import { centsToUsd } from './money';

/** A ledger row as the user sees it (docs/api-billing.md "Transaction"). */
export interface TransactionView {
  id: number;
  created_at: string;
  type: TransactionType;
  credits: number;
  payment_amount: number | null;
  status: TransactionStatus;
  description: string;
}

/** A ledger row as an administrator sees it. */
export interface AdminTransactionView extends TransactionView {
  user_id: number;
  username: string | null;
  reference: string;
  purpose: string | null;
  wallet_amount: number;
  granted_by: number | null;
  settled_at: string | null;
}

export function toTransactionView(row: CreditTransaction): TransactionView {
  return {
    id: row.id,
    created_at: new Date(row.created_at).toISOString(),
    type: row.type,
    credits: row.credits,
    payment_amount: centsToUsd(row.payment_amount_cents),
    status: row.status,
    description: row.description,
  };
}

export function toAdminTransactionView(row: CreditTransaction): AdminTransactionView {
  return {
    ...toTransactionView(row),
    user_id: row.user_id,
    username: row.user?.username ?? null,
    reference: row.reference,
    purpose: row.purpose,
    wallet_amount: centsToUsd(row.wallet_cents),
    granted_by: row.granted_by,
    settled_at: row.settled_at ? new Date(row.settled_at).toISOString() : null,
  };
}
