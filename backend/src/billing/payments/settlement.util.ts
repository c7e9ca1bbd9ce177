import type { PaymentEvent, PaymentSessionSnapshot } from '../payments-gateway.port';

/** What a payment event asks of the ledger. */
export type LedgerEffect =
  | { action: 'complete'; sessionId: string }
  | { action: 'fail'; sessionId: string }
  | { action: 'none'; reason: 'awaiting_payment' | 'unhandled' };

/**
 * The event rules, in one place:
 * - checkout completed AND paid → complete the pending row (grant).
 * - checkout completed but not paid (a delayed payment method) → nothing yet; async_payment_succeeded or
 *   _failed settles it later.
 * - async_payment_succeeded → complete. async_payment_failed or session expired → fail.
 * The ledger applies them as conditional updates: a row completes at most once (pending or failed →
 * completed) and only a pending row can fail, so a failure arriving after a completion takes nothing back
 * (refunds and disputes are handled by a person, not by this webhook). Repeats and any order give one grant.
 */
export function ledgerEffectOf(event: PaymentEvent): LedgerEffect {
  const session = event.session;
  if (!session) return { action: 'none', reason: 'unhandled' };
  switch (event.kind) {
    case 'checkout_completed':
      return session.paymentStatus === 'paid'
        ? { action: 'complete', sessionId: session.id }
        : { action: 'none', reason: 'awaiting_payment' };
    case 'async_payment_succeeded':
      return { action: 'complete', sessionId: session.id };
    case 'async_payment_failed':
    case 'checkout_expired':
      return { action: 'fail', sessionId: session.id };
    default:
      return { action: 'none', reason: 'unhandled' };
  }
}

/** The pending row a session pays for, as far as settlement cares. */
export interface PendingPayment {
  user_id: number;
  payment_amount_cents: number | null;
}

export type SettlementProblem = 'amount_mismatch' | 'currency_mismatch' | 'user_mismatch';

/**
 * Why a paid session must NOT be granted against this row, or null when it matches: the amount paid is the
 * amount we asked for, in USD, by the user who opened it.
 */
export function settlementProblem(row: PendingPayment, session: PaymentSessionSnapshot): SettlementProblem | null {
  if (session.amountTotalCents === null || session.amountTotalCents !== row.payment_amount_cents) {
    return 'amount_mismatch';
  }
  if (session.currency !== 'usd') return 'currency_mismatch';
  if (session.userId !== null && session.userId !== row.user_id) return 'user_mismatch';
  return null;
}

/** The ledger reference of the row a checkout session pays for. */
export const checkoutReference = (sessionId: string) => `stripe:${sessionId}`;
