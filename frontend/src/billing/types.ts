/** The billing objects as docs/api-billing.md defines them. */

export type PlanType = 'free' | 'basic' | 'premium' | 'enterprise';
export type TransactionType = 'purchase' | 'usage' | 'bonus' | 'other';
export type TransactionStatus = 'completed' | 'pending' | 'failed';

export interface Usage {
  /** The balance: what the user can still spend. */
  available_personas: number;
  /** Credits spent (usage net of refunds). */
  persona_analyses_used: number;
  /** Every credit ever granted. */
  persona_credits: number;
  plan_type: PlanType;
}

export interface Transaction {
  id: string | number;
  /** ISO date-time. */
  created_at: string;
  type: TransactionType;
  /** Signed: purchases and bonuses are positive, usage negative. */
  credits: number;
  /** USD, or null when no money moved (bonus, usage). */
  payment_amount: number | null;
  status: TransactionStatus;
  description?: string | null;
}

export interface AccountStatistics {
  total_searches: number;
  total_personas: number;
}

/** GET /usage/info/ after normalisation. */
export interface UsageInfo {
  usage: Usage;
  /** Newest first, at most 10. */
  transactions: Transaction[];
  statistics: AccountStatistics;
  /** USD in the wallet. */
  wallet_balance: number;
  /**
   * Whether this installation takes card payments (false without Stripe); null when the answer does not say, in
   * which case the payment calls' 503 payments_not_configured tells.
   */
  payments_enabled: boolean | null;
}

export interface Plan {
  id: string | number;
  name: string;
  plan_type: PlanType;
  price_per_month: number;
  price_per_credit: number;
  persona_analyses_limit: number | null;
  features: string[];
}

/** The two kinds of card payment: money into the wallet, or persona credits. */
export type PaymentType = 'wallet_topup' | 'credit_purchase';
