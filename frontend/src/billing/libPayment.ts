import { ApiError } from '../lib/httpClient';
import { formatMoney } from './libFormat';
import type { PaymentType, Transaction, UsageInfo } from './types';

/** Card payment limits in USD (spec §5, §9); 1 credit = $1. */
export const AMOUNT_MIN = 1;
export const AMOUNT_MAX = 1000;
export const AMOUNT_STEP = 1;
/** The profile box starts at this amount. */
export const DEFAULT_AMOUNT = 50;

export const PAYMENT_MESSAGES = {
  invalidAmount: 'Please enter a valid amount',
  maxAmount: `Maximum amount is $${AMOUNT_MAX}`,
  creating: 'Creating payment session...',
  /** When the server answers 503 payments_not_configured without its own text. */
  notConfigured: 'Card payments are not available on this installation.',
  cancelled: 'Payment cancelled. You have not been charged.',
  pending: 'Payment received. Your balance will update in a moment.',
} as const;

/** The failure text of each payment type when the server gave none (spec §8). */
export const PAYMENT_FAILED: Record<PaymentType, string> = {
  wallet_topup: 'Failed to create payment session',
  credit_purchase: 'Failed to process payment',
};

/** Where each payment type creates its Stripe checkout session (docs/api-billing.md). */
export const PAYMENT_ENDPOINTS: Record<PaymentType, string> = {
  wallet_topup: '/stripe/create-checkout-session/',
  credit_purchase: '/usage/purchase-credits-stripe/',
};

/** The amount as a number, or null when the text is not a number at all. */
export function parseAmount(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value === null || value === undefined || value.trim() === '') return null;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : null;
}

/** The spec's message for a bad amount, or null: a whole number of dollars from 1 to 1000. */
export function validateAmount(value: string | number | null | undefined): string | null {
  const amount = parseAmount(value);
  if (amount === null || amount < AMOUNT_MIN || !Number.isInteger(amount)) return PAYMENT_MESSAGES.invalidAmount;
  if (amount > AMOUNT_MAX) return PAYMENT_MESSAGES.maxAmount;
  return null;
}

export interface PaymentProblem {
  /** `unavailable`: this installation takes no card payments (not a failure of the user's). */
  kind: 'unavailable' | 'error';
  message: string;
}

/**
 * What to tell the user when creating a checkout session failed: the server's text where it is meant for people
 * (our error envelope, or a refused request), else the payment type's failure text (offline, 404, 5xx).
 */
export function describePaymentError(error: unknown, type: PaymentType): PaymentProblem {
  if (error instanceof ApiError) {
    if (error.code === 'payments_not_configured' || error.status === 503) {
      // The server's own text first: the HTTP client words every 503 as a generic outage.
      const serverText = (error.body as { error?: unknown } | null)?.error;
      const text = typeof serverText === 'string' && serverText ? serverText : error.message;
      return { kind: 'unavailable', message: error.code && text ? text : PAYMENT_MESSAGES.notConfigured };
    }
    const refused = error.status >= 400 && error.status < 500 && error.status !== 404;
    if (error.message && error.status > 0 && (error.code || refused)) return { kind: 'error', message: error.message };
  }
  return { kind: 'error', message: PAYMENT_FAILED[type] };
}

/** The checkout URL of a create-session answer, or null when the answer has none. */
export function checkoutUrlOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { checkout_url: url } = body as { checkout_url?: unknown };
  return typeof url === 'string' && /^https?:\/\//i.test(url) ? url : null;
}

export type PaymentReturn = 'success' | 'cancelled';

/** `?payment=success&session_id=…` or `?payment=cancelled` on the way back from checkout. */
export function readPaymentReturn(search: string): PaymentReturn | null {
  const value = new URLSearchParams(search).get('payment');
  return value === 'success' || value === 'cancelled' ? value : null;
}

/** The query string without the checkout return parameters ('' when nothing else was there). */
export function withoutPaymentParams(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('payment');
  params.delete('session_id');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The balance just before leaving for checkout, to tell when the webhook has landed after the return. */
export interface BalanceSnapshot {
  type: PaymentType;
  amount: number;
  persona_credits: number;
  wallet_balance: number;
}

export function snapshotOf(info: UsageInfo, type: PaymentType, amount: number): BalanceSnapshot {
  return {
    type,
    amount,
    persona_credits: info.usage.persona_credits,
    wallet_balance: info.wallet_balance,
  };
}

/** Parses a stored snapshot; null for anything that is not one. */
export function parseSnapshot(text: string | null): BalanceSnapshot | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<BalanceSnapshot>;
    if (
      (value.type === 'wallet_topup' || value.type === 'credit_purchase') &&
      typeof value.amount === 'number' &&
      typeof value.persona_credits === 'number' &&
      typeof value.wallet_balance === 'number'
    ) {
      return value as BalanceSnapshot;
    }
  } catch {
    // Not ours or damaged: behave as if there were none.
  }
  return null;
}

const hasPendingPurchase = (transactions: Transaction[]) =>
  transactions.some((row) => row.type === 'purchase' && row.status === 'pending');

/**
 * Whether the payment shows in the balance yet. With a snapshot: the credits or the wallet grew. Without one
 * (the user came back in another tab): no purchase is still pending.
 */
export function paymentLanded(before: BalanceSnapshot | null, after: UsageInfo): boolean {
  if (!before) return !hasPendingPurchase(after.transactions);
  return after.usage.persona_credits > before.persona_credits || after.wallet_balance > before.wallet_balance;
}

/** The success toast, naming what arrived when we know it. */
export function paymentSuccessMessage(before: BalanceSnapshot | null, after: UsageInfo): string {
  if (before) {
    const credits = after.usage.persona_credits - before.persona_credits;
    if (credits > 0) return `Payment successful! ${credits} ${credits === 1 ? 'credit' : 'credits'} added.`;
    const money = after.wallet_balance - before.wallet_balance;
    if (money > 0) return `Payment successful! ${formatMoney(money)} added to your wallet.`;
  }
  return 'Payment successful! Your balance has been updated.';
}

/** Re-read /usage/info/ after these delays (ms) until the webhook has landed: about 10 s in all. */
export const PAYMENT_POLL_DELAYS = [0, 1000, 1500, 2000, 2500, 3000] as const;

export interface WaitForPaymentOptions {
  /** Reads the usage (GET /usage/info/); a failed read counts as "not yet". */
  read: () => Promise<UsageInfo | null>;
  before: BalanceSnapshot | null;
  delays?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Re-reads the usage after the return from checkout until the payment shows (the webhook may land a moment after
 * the browser is back). Answers the last usage read and whether the payment had landed in it.
 */
export async function waitForPayment({
  read,
  before,
  delays = PAYMENT_POLL_DELAYS,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: WaitForPaymentOptions): Promise<{ info: UsageInfo | null; landed: boolean }> {
  let last: UsageInfo | null = null;
  for (const delay of delays) {
    if (delay > 0) await sleep(delay);
    const info = await read().catch(() => null);
    if (!info) continue;
    last = info;
    if (paymentLanded(before, info)) return { info, landed: true };
  }
  return { info: last, landed: false };
}
