import request from 'supertest';
import { FakeStripe } from '../fakes/stripe';
import { bearer, signUp } from '../support/factories';
import { dbKinds } from '../support/services';
import { BillingApp, checkoutRow, openCheckout, startBillingApp, usageInfo } from './billing-kit';

const PURCHASE = '/api/usage/purchase-credits-stripe/';
const TOP_UP = '/api/stripe/create-checkout-session/';

describe.each(dbKinds())('Stripe checkout on %s', (kind) => {
  let t: BillingApp;
  let stripe: FakeStripe;

  beforeAll(async () => {
    t = await startBillingApp(kind, { payments: true });
    stripe = t.stripe as FakeStripe;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('checkout', () => {
    it.each([
      [0, 'Please enter a valid amount'],
      [-5, 'Please enter a valid amount'],
      [2.5, 'Please enter a valid amount'],
      ['abc', 'Please enter a valid amount'],
      [null, 'Please enter a valid amount'],
      [undefined, 'Please enter a valid amount'],
      [1001, 'Maximum amount is $1000'],
      [1e9, 'Maximum amount is $1000'],
    ])('refuses amount %p with "%s" on both purchase calls', async (amount, message) => {
      const user = await signUp(t);
      for (const path of [PURCHASE, TOP_UP]) {
        const response = await request(t.http).post(path).set(bearer(user)).send({ amount }).expect(400);
        expect(response.body).toMatchObject({ success: false, code: 'validation_failed', error: message });
      }
      const credits = await request(t.http)
        .post('/api/usage/purchase-credits/')
        .set(bearer(user))
        .send({ credits: amount, payment_method: 'stripe' })
        .expect(400);
      expect(credits.body.error).toBe(message);
    });

    it.each([1, 1000, '50'])('opens a checkout for amount %p', async (amount) => {
      const user = await signUp(t);
      const response = await request(t.http).post(PURCHASE).set(bearer(user)).send({ amount }).expect(200);
      const session = stripe.session(String(response.body.checkout_url).split('/').pop() as string);
      expect(session?.amount_total).toBe(Number(amount) * 100);
    });

    it('refuses other payment methods', async () => {
      const user = await signUp(t);
      const response = await request(t.http)
        .post('/api/usage/purchase-credits/')
        .set(bearer(user))
        .send({ credits: 10, payment_method: 'paypal' })
        .expect(400);
      expect(response.body.error).toBe('Unsupported payment method');
    });

    it('opens a payment-mode session for the user, with an idempotency key and return URLs, and a pending row', async () => {
      const user = await signUp(t);
      const sessionId = await openCheckout(t, user, 25);
      const sent = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1);
      expect(sent?.idempotencyKey).toMatch(/^checkout:credit_purchase:\d+:[0-9a-f-]{36}$/);
      expect(sent?.body).toMatchObject({
        mode: 'payment',
        client_reference_id: String(user.user.id),
        metadata: { user_id: String(user.user.id), purpose: 'credit_purchase', credits: '25' },
        success_url: 'http://app.test/profile?payment=success&session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'http://app.test/profile?payment=cancelled',
        line_items: [{ quantity: '25', price_data: { currency: 'usd', unit_amount: '100' } }],
      });
      expect(await checkoutRow(t, sessionId)).toMatchObject({
        status: 'pending',
        credits: 25,
        payment_amount_cents: 2500,
      });
      const info = await usageInfo(t, user);
      expect(info.payments_enabled).toBe(true);
      expect(info.usage.available_personas).toBe(3);
      expect(info.transactions[0]).toMatchObject({
        type: 'purchase',
        credits: 25,
        payment_amount: 25,
        status: 'pending',
        description: 'Purchase of 25 credits',
      });
    });

    it('starts a checkout for `credits` on /usage/purchase-credits/', async () => {
      const user = await signUp(t);
      const response = await request(t.http)
        .post('/api/usage/purchase-credits/')
        .set(bearer(user))
        .send({ credits: 100 })
        .expect(200);
      const sessionId = String(response.body.checkout_url).split('/').pop() as string;
      expect(stripe.session(sessionId)?.amount_total).toBe(10000);
      expect(await checkoutRow(t, sessionId)).toMatchObject({ status: 'pending', credits: 100 });
    });

    it.each([['authentication' as const], ['rate_limit' as const], ['parameter_missing' as const]])(
      'answers 502 and records nothing when Stripe refuses (%s)',
      async (failure) => {
        const user = await signUp(t);
        stripe.failNext(failure);
        const response = await request(t.http).post(PURCHASE).set(bearer(user)).send({ amount: 10 }).expect(502);
        expect(response.body).toMatchObject({
          code: 'payment_provider_error',
          error: 'Failed to create payment session',
        });
        expect((await usageInfo(t, user)).transactions).toHaveLength(1);
      },
    );

    it('retries a Stripe server error with the same idempotency key and opens one session', async () => {
      const user = await signUp(t);
      const before = stripe.requests.length;
      stripe.failNext('server_error');
      const sessionId = await openCheckout(t, user, 10);
      const attempts = stripe.requests.slice(before).filter((r) => r.path === '/v1/checkout/sessions');
      expect(attempts).toHaveLength(2);
      expect(attempts[0].idempotencyKey).toBe(attempts[1].idempotencyKey);
      expect(await checkoutRow(t, sessionId)).toMatchObject({ status: 'pending' });
    });
  });
});
