import type { PaymentEvent, PaymentSessionSnapshot } from '../payments-gateway.port';
import { checkoutReference, ledgerEffectOf, settlementProblem } from './settlement.util';

const session = (overrides: Partial<PaymentSessionSnapshot> = {}): PaymentSessionSnapshot => ({
  id: 'cs_test_1',
  paymentStatus: 'paid',
  amountTotalCents: 2500,
  currency: 'usd',
  userId: 7,
  ...overrides,
});

const event = (kind: PaymentEvent['kind'], snapshot: PaymentSessionSnapshot | null = session()): PaymentEvent => ({
  id: 'evt_1',
  type: kind,
  kind,
  session: snapshot,
});

describe('ledgerEffectOf', () => {
  it('completes the row when a checkout completes paid', () => {
    expect(ledgerEffectOf(event('checkout_completed'))).toEqual({ action: 'complete', sessionId: 'cs_test_1' });
  });

  it('waits when a checkout completes unpaid (delayed payment method)', () => {
    expect(ledgerEffectOf(event('checkout_completed', session({ paymentStatus: 'unpaid' })))).toEqual({
      action: 'none',
      reason: 'awaiting_payment',
    });
  });

  it('never grants a session that needed no payment', () => {
    const effect = ledgerEffectOf(event('checkout_completed', session({ paymentStatus: 'no_payment_required' })));
    expect(effect.action).toBe('none');
  });

  it('completes on async_payment_succeeded and fails on async_payment_failed or expiry', () => {
    expect(ledgerEffectOf(event('async_payment_succeeded', session({ paymentStatus: 'paid' }))).action).toBe(
      'complete',
    );
    expect(ledgerEffectOf(event('async_payment_failed', session({ paymentStatus: 'unpaid' })))).toEqual({
      action: 'fail',
      sessionId: 'cs_test_1',
    });
    expect(ledgerEffectOf(event('checkout_expired', session({ paymentStatus: 'unpaid' }))).action).toBe('fail');
  });

  it('does nothing with events it does not handle or that carry no session', () => {
    expect(ledgerEffectOf(event('unhandled', null))).toEqual({ action: 'none', reason: 'unhandled' });
    expect(ledgerEffectOf(event('checkout_completed', null))).toEqual({ action: 'none', reason: 'unhandled' });
  });
});

describe('settlementProblem', () => {
  const row = { user_id: 7, payment_amount_cents: 2500 };

  it('accepts a session that paid the amount asked, in USD, for the same user', () => {
    expect(settlementProblem(row, session())).toBeNull();
    expect(settlementProblem(row, session({ userId: null }))).toBeNull();
  });

  it('refuses a different or missing amount', () => {
    expect(settlementProblem(row, session({ amountTotalCents: 100 }))).toBe('amount_mismatch');
    expect(settlementProblem(row, session({ amountTotalCents: null }))).toBe('amount_mismatch');
  });

  it('refuses another currency or another user', () => {
    expect(settlementProblem(row, session({ currency: 'eur' }))).toBe('currency_mismatch');
    expect(settlementProblem(row, session({ userId: 8 }))).toBe('user_mismatch');
  });

  it('names the ledger row of a session', () => {
    expect(checkoutReference('cs_test_1')).toBe('stripe:cs_test_1');
  });
});
