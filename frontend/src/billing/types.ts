/**
 * The billing objects as docs/api-billing.md defines them, generated from the API's OpenAPI document (npm run
 * api:types). The screen reads GET /usage/info/ and GET /usage/plans/ through normalisers (libUsage, libPlans) that
 * never fail on a partial answer; where they fill a gap the type says so.
 */
import type { components } from '@leadscope/shared/api-types';

type Schemas = components['schemas'];

export type PlanType = Schemas['UsageViewDto']['plan_type'];
export type TransactionType = Schemas['TransactionViewDto']['type'];
export type TransactionStatus = Schemas['TransactionViewDto']['status'];

/** available_personas is the balance; persona_analyses_used the credits spent (net of refunds). */
export type Usage = Schemas['UsageViewDto'];

/** A ledger row after normalisation: one without an id is keyed by its place, a missing description reads null. */
export type Transaction = Omit<Schemas['TransactionViewDto'], 'id' | 'description'> & {
  id: number | string;
  description: string | null;
};

export type AccountStatistics = Schemas['AccountStatisticsDto'];

/** GET /usage/info/ after normalisation. */
export type UsageInfo = Omit<Schemas['UsageInfoDto'], 'success' | 'transactions' | 'payments_enabled'> & {
  /** Newest first, at most 10. */
  transactions: Transaction[];
  /**
   * Whether this installation takes card payments (false without Stripe); null when the answer does not say, in
   * which case the payment calls' 503 payments_not_configured tells.
   */
  payments_enabled: boolean | null;
};

/** A plan after normalisation (or one of the fallback catalogue's). */
export type Plan = Omit<Schemas['PlanViewDto'], 'id' | 'persona_analyses_limit'> & {
  id: number | string;
  persona_analyses_limit: number | null;
};

/** The two kinds of card payment: money into the wallet, or persona credits. */
export type PaymentType = 'wallet_topup' | 'credit_purchase';
