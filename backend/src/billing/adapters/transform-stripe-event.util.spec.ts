import type Stripe from 'stripe';
import { transformStripeEvent } from './transform-stripe-event.util';

function event(type: string, session: Record<string, unknown>, id = 'evt_1') {
  return {
    id,
    type,
    data: {
      object: {
        id: 'cs_test_1',
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: 2500,
        currency: 'usd',
        client_reference_id: '42',
        metadata: { user_id: '42', purpose: 'credit_purchase' },
        ...session,
      },
    },
  } as unknown as Stripe.Event;
}

describe('transformStripeEvent', () => {
  it('turns a paid checkout.session.completed into a completed checkout with the session facts', () => {
    expect(transformStripeEvent(event('checkout.session.completed', {}))).toEqual({
      id: 'evt_1',
      type: 'checkout.session.completed',
      kind: 'checkout_completed',
      session: { id: 'cs_test_1', paymentStatus: 'paid', amountTotalCents: 2500, currency: 'usd', userId: 42 },
    });
  });

  it.each([
    ['checkout.session.async_payment_succeeded', 'async_payment_succeeded'],
    ['checkout.session.async_payment_failed', 'async_payment_failed'],
    ['checkout.session.expired', 'checkout_expired'],
  ])('names %s as %s', (type, kind) => {
    expect(transformStripeEvent(event(type, { payment_status: 'unpaid' })).kind).toBe(kind);
  });

  it('keeps an unpaid completion as unpaid (a delayed payment method settles later)', () => {
    const result = transformStripeEvent(event('checkout.session.completed', { payment_status: 'unpaid' }));
    expect(result.session?.paymentStatus).toBe('unpaid');
  });

  it('marks events we do not act on as unhandled, without a session', () => {
    const result = transformStripeEvent(event('payment_intent.succeeded', { object: 'payment_intent' }));
    expect(result).toEqual({ id: 'evt_1', type: 'payment_intent.succeeded', kind: 'unhandled', session: null });
  });

  it('treats a checkout event without a session id as unhandled', () => {
    expect(transformStripeEvent(event('checkout.session.completed', { id: undefined })).kind).toBe('unhandled');
  });

  it('falls back to metadata.user_id and ignores ids that are not user ids', () => {
    expect(
      transformStripeEvent(event('checkout.session.completed', { client_reference_id: null })).session?.userId,
    ).toBe(42);
    expect(
      transformStripeEvent(
        event('checkout.session.completed', { client_reference_id: 'abc', metadata: { user_id: '0x1' } }),
      ).session?.userId,
    ).toBeNull();
  });

  it('lower-cases the currency and reports an unknown payment status as unknown', () => {
    const result = transformStripeEvent(event('checkout.session.completed', { currency: 'USD', payment_status: 'x' }));
    expect(result.session).toMatchObject({ currency: 'usd', paymentStatus: 'unknown' });
  });
});
