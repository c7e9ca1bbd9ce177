import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/httpClient';
import { normaliseUsageInfo } from './libUsage';
import {
  checkoutUrlOf,
  DEFAULT_AMOUNT,
  describePaymentError,
  parseAmount,
  parseSnapshot,
  PAYMENT_ENDPOINTS,
  paymentLanded,
  paymentSuccessMessage,
  readPaymentReturn,
  snapshotOf,
  validateAmount,
  waitForPayment,
  withoutPaymentParams,
  type BalanceSnapshot,
} from './libPayment';
import type { Transaction } from './types';

const infoWith = (credits: number, wallet = 0, transactions: Partial<Transaction>[] = []) =>
  normaliseUsageInfo({
    usage: { available_personas: credits, persona_analyses_used: 0, persona_credits: credits, plan_type: 'free' },
    transactions,
    wallet_balance: wallet,
  });

describe('validateAmount', () => {
  it('accepts whole dollars from 1 to 1000', () => {
    expect(validateAmount(1)).toBeNull();
    expect(validateAmount('25')).toBeNull();
    expect(validateAmount(DEFAULT_AMOUNT)).toBeNull();
    expect(validateAmount(' 1000 ')).toBeNull();
  });

  it('refuses empty, non-numbers, zero, negatives and fractions as not valid', () => {
    for (const value of ['', '   ', 'abc', '0', 0, -5, '0.5', 12.5, null, undefined, Number.NaN]) {
      expect(validateAmount(value), String(value)).toBe('Please enter a valid amount');
    }
  });

  it('refuses more than 1000 with the maximum message', () => {
    expect(validateAmount(1001)).toBe('Maximum amount is $1000');
    expect(validateAmount('5000')).toBe('Maximum amount is $1000');
  });
});

describe('parseAmount', () => {
  it('reads numbers and numeric text, null otherwise', () => {
    expect(parseAmount('42')).toBe(42);
    expect(parseAmount(7)).toBe(7);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('4x')).toBeNull();
    expect(parseAmount(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('payment endpoints', () => {
  it('sends a wallet top-up and a credit purchase to their own calls', () => {
    expect(PAYMENT_ENDPOINTS.wallet_topup).toBe('/stripe/create-checkout-session/');
    expect(PAYMENT_ENDPOINTS.credit_purchase).toBe('/usage/purchase-credits-stripe/');
  });
});

describe('describePaymentError', () => {
  it('says payments are not available when Stripe is not configured', () => {
    const error = new ApiError(503, 'Card payments are not available on this installation.', {
      success: false,
      error: 'Card payments are not available on this installation.',
      code: 'payments_not_configured',
    });
    expect(describePaymentError(error, 'credit_purchase')).toEqual({
      kind: 'unavailable',
      message: 'Card payments are not available on this installation.',
    });
  });

  it("keeps the server's text when the HTTP client words the 503 as a generic outage", () => {
    const error = new ApiError(503, 'The service is unavailable, try again shortly', {
      success: false,
      error: 'Card payments are not available on this installation.',
      code: 'payments_not_configured',
    });
    expect(describePaymentError(error, 'credit_purchase')).toEqual({
      kind: 'unavailable',
      message: 'Card payments are not available on this installation.',
    });
  });

  it('shows the server text of a refused payment', () => {
    const error = new ApiError(400, 'Maximum amount is $1000', { success: false, error: 'Maximum amount is $1000' });
    expect(describePaymentError(error, 'wallet_topup')).toEqual({ kind: 'error', message: 'Maximum amount is $1000' });
  });

  it('says payments are not available on a bare 503 too, in its own words', () => {
    const error = new ApiError(503, 'Service Unavailable');
    expect(describePaymentError(error, 'wallet_topup')).toEqual({
      kind: 'unavailable',
      message: 'Card payments are not available on this installation.',
    });
  });

  it('shows the text of an envelope error from the server, such as a provider failure', () => {
    const error = new ApiError(502, 'Stripe is unreachable right now', {
      success: false,
      error: 'Stripe is unreachable right now',
      code: 'payment_provider_error',
    });
    expect(describePaymentError(error, 'credit_purchase').message).toBe('Stripe is unreachable right now');
  });

  it('falls back to the spec text of each payment type', () => {
    const missing = new ApiError(404, 'Cannot POST /api/usage/purchase-credits-stripe/', { statusCode: 404 });
    expect(describePaymentError(missing, 'credit_purchase').message).toBe('Failed to process payment');
    expect(describePaymentError(new ApiError(500, 'Internal server error'), 'wallet_topup').message).toBe(
      'Failed to create payment session',
    );
    const offline = new ApiError(0, 'Network error: Failed to fetch');
    expect(describePaymentError(offline, 'wallet_topup').message).toBe('Failed to create payment session');
    expect(describePaymentError(offline, 'credit_purchase').message).toBe('Failed to process payment');
    expect(describePaymentError(new Error('boom'), 'credit_purchase').message).toBe('Failed to process payment');
  });
});

describe('checkoutUrlOf', () => {
  it('takes an http(s) checkout URL only', () => {
    expect(checkoutUrlOf({ success: true, checkout_url: 'https://checkout.stripe.com/c/pay/cs_1' })).toBe(
      'https://checkout.stripe.com/c/pay/cs_1',
    );
    expect(checkoutUrlOf({ success: true, checkout_url: 'javascript:alert(1)' })).toBeNull();
    expect(checkoutUrlOf({ success: true })).toBeNull();
    expect(checkoutUrlOf(undefined)).toBeNull();
  });
});

describe('the return from checkout', () => {
  it('reads success and cancelled, nothing else', () => {
    expect(readPaymentReturn('?payment=success&session_id=cs_test_1')).toBe('success');
    expect(readPaymentReturn('?payment=cancelled')).toBe('cancelled');
    expect(readPaymentReturn('?payment=maybe')).toBeNull();
    expect(readPaymentReturn('')).toBeNull();
  });

  it('cleans the return parameters and keeps the others', () => {
    expect(withoutPaymentParams('?payment=success&session_id=cs_test_1')).toBe('');
    expect(withoutPaymentParams('?tab=billing&payment=cancelled')).toBe('?tab=billing');
  });
});

describe('paymentLanded and the success message', () => {
  const before: BalanceSnapshot = snapshotOf(infoWith(3, 0), 'credit_purchase', 25);

  it('waits until the credits or the wallet grew', () => {
    expect(paymentLanded(before, infoWith(3, 0))).toBe(false);
    expect(paymentLanded(before, infoWith(28, 0))).toBe(true);
    expect(paymentLanded(before, infoWith(3, 25))).toBe(true);
  });

  it('without a snapshot, waits while a purchase is pending', () => {
    expect(paymentLanded(null, infoWith(3, 0, [{ id: 1, type: 'purchase', status: 'pending', credits: 25 }]))).toBe(
      false,
    );
    expect(paymentLanded(null, infoWith(28, 0, [{ id: 1, type: 'purchase', status: 'completed', credits: 25 }]))).toBe(
      true,
    );
  });

  it('names what arrived', () => {
    expect(paymentSuccessMessage(before, infoWith(28))).toBe('Payment successful! 25 credits added.');
    expect(paymentSuccessMessage(before, infoWith(4))).toBe('Payment successful! 1 credit added.');
    expect(paymentSuccessMessage(before, infoWith(3, 40))).toBe('Payment successful! $40.00 added to your wallet.');
    expect(paymentSuccessMessage(null, infoWith(28))).toBe('Payment successful! Your balance has been updated.');
  });

  it('round-trips a stored snapshot and ignores anything else', () => {
    expect(parseSnapshot(JSON.stringify(before))).toEqual(before);
    expect(parseSnapshot(null)).toBeNull();
    expect(parseSnapshot('{not json')).toBeNull();
    expect(
      parseSnapshot(JSON.stringify({ type: 'gift', amount: 1, persona_credits: 1, wallet_balance: 0 })),
    ).toBeNull();
  });
});

describe('waitForPayment', () => {
  const before = snapshotOf(infoWith(3), 'credit_purchase', 25);
  const noSleep = async () => undefined;

  it('stops reading as soon as the credits arrive', async () => {
    const answers = [infoWith(3), infoWith(3), infoWith(28), infoWith(28)];
    let reads = 0;
    const result = await waitForPayment({
      read: async () => answers[reads++],
      before,
      delays: [0, 1, 1, 1],
      sleep: noSleep,
    });
    expect(result.landed).toBe(true);
    expect(result.info?.usage.available_personas).toBe(28);
    expect(reads).toBe(3);
  });

  it('gives up after the last delay with the last balance it read', async () => {
    const slept: number[] = [];
    const result = await waitForPayment({
      read: async () => infoWith(3),
      before,
      delays: [0, 10, 20],
      sleep: async (ms) => void slept.push(ms),
    });
    expect(result).toMatchObject({ landed: false });
    expect(result.info?.usage.available_personas).toBe(3);
    expect(slept).toEqual([10, 20]);
  });

  it('keeps trying through failed reads', async () => {
    let reads = 0;
    const result = await waitForPayment({
      read: async () => {
        reads += 1;
        if (reads === 1) throw new Error('offline');
        return reads === 2 ? null : infoWith(28);
      },
      before,
      delays: [0, 1, 1],
      sleep: noSleep,
    });
    expect(result.landed).toBe(true);
  });
});
