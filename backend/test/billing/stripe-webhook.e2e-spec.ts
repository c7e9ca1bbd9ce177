import Stripe from 'stripe';
import request from 'supertest';
import { stripeHostOptions } from '../../src/billing/adapters/stripe-payments.gateway';
import { FakeStripe, signEvent } from '../fakes/stripe';
import { bearer, Session, signUp } from '../support/factories';
import { dbKinds } from '../support/services';
import {
  BillingApp,
  checkoutRow,
  expectLedgerConsistent,
  ledgerState,
  openCheckout,
  paymentEventCount,
  seededRandom,
  startBillingApp,
  usageInfo,
} from './billing-kit';

const PURCHASE = '/api/usage/purchase-credits-stripe/';
const TOP_UP = '/api/stripe/create-checkout-session/';

describe.each(dbKinds())('Stripe webhook on %s', (kind) => {
  let t: BillingApp;
  let stripe: FakeStripe;

  beforeAll(async () => {
    t = await startBillingApp(kind, { payments: true });
    stripe = t.stripe as FakeStripe;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('webhook', () => {
    it('grants the credits when the paid checkout completes', async () => {
      const user = await signUp(t);
      const sessionId = await openCheckout(t, user, 25);
      expect(await stripe.completeSession(sessionId)).toEqual({ status: 200, body: { received: true } });
      const info = await usageInfo(t, user);
      expect(info.usage).toMatchObject({ available_personas: 28, persona_credits: 28 });
      expect(info.transactions[0]).toMatchObject({
        type: 'purchase',
        credits: 25,
        payment_amount: 25,
        status: 'completed',
      });
      expect(info.wallet_balance).toBe(0);
      await expectLedgerConsistent(t, user.user.id);
    });

    it('tops up the wallet, not the credits, for a wallet checkout', async () => {
      const user = await signUp(t);
      const sessionId = await openCheckout(t, user, 40, TOP_UP);
      expect(stripe.session(sessionId)?.metadata.purpose).toBe('wallet_topup');
      await stripe.completeSession(sessionId);
      const wallet = await request(t.http).get('/api/stripe/wallet-balance/').set(bearer(user)).expect(200);
      expect(wallet.body).toEqual({ success: true, balance: 40, currency: 'usd' });
      const info = await usageInfo(t, user);
      expect(info.usage.available_personas).toBe(3);
      expect(info.wallet_balance).toBe(40);
      expect(info.transactions[0]).toMatchObject({
        credits: 0,
        payment_amount: 40,
        description: 'Wallet top-up of $40',
      });
      await expectLedgerConsistent(t, user.user.id);
    });

    it('grants once when the same event arrives 10 times, 2 of them at once', async () => {
      const user = await signUp(t);
      const sessionId = await openCheckout(t, user, 30);
      await stripe.completeSession(sessionId);
      const event = stripe.buildEvent(sessionId, 'checkout.session.completed');
      const before = await paymentEventCount(t);
      const concurrent = await Promise.all([stripe.sendEvent(event), stripe.sendEvent(event)]);
      const sequential = [];
      for (let i = 0; i < 8; i++) sequential.push(await stripe.sendEvent(event));
      expect([...concurrent, ...sequential].map((result) => result.status)).toEqual(Array(10).fill(200));
      expect(await expectLedgerConsistent(t, user.user.id)).toBe(33);
      expect(await paymentEventCount(t)).toBe(before + 1);
    });

    it('grants once under many concurrent deliveries of different events for one session', async () => {
      const user = await signUp(t);
      const sessionId = await openCheckout(t, user, 12);
      stripe.session(sessionId)!.payment_status = 'paid';
      const events = [
        ...Array.from({ length: 6 }, () => stripe.buildEvent(sessionId, 'checkout.session.completed')),
        ...Array.from({ length: 6 }, () => stripe.buildEvent(sessionId, 'checkout.session.async_payment_succeeded')),
      ];
      const results = await Promise.all(events.map((event) => stripe.sendEvent(event)));
      expect(results.every((result) => result.status === 200)).toBe(true);
      expect(await expectLedgerConsistent(t, user.user.id)).toBe(15);
    });

    it('waits for an unpaid completion and grants on async_payment_succeeded', async () => {
      const user = await signUp(t);
      const sessionId = await openCheckout(t, user, 20);
      await stripe.completeSession(sessionId, { paymentStatus: 'unpaid' });
      expect(await checkoutRow(t, sessionId)).toMatchObject({ status: 'pending' });
      expect(await expectLedgerConsistent(t, user.user.id)).toBe(3);
      await stripe.settleAsyncPayment(sessionId, 'succeeded');
      expect(await checkoutRow(t, sessionId)).toMatchObject({ status: 'completed' });
      expect(await expectLedgerConsistent(t, user.user.id)).toBe(23);
    });

    it('grants once when async_payment_succeeded arrives before the completion', async () => {
      const user = await signUp(t);
      const sessionId = await openCheckout(t, user, 20);
      const session = stripe.session(sessionId)!;
      session.status = 'complete';
      const completed = stripe.buildEvent(sessionId, 'checkout.session.completed');
      session.payment_status = 'paid';
      const succeeded = stripe.buildEvent(sessionId, 'checkout.session.async_payment_succeeded');
      expect((await stripe.sendEvent(succeeded)).status).toBe(200);
      expect((await stripe.sendEvent(completed)).status).toBe(200);
      expect(await expectLedgerConsistent(t, user.user.id)).toBe(23);
    });

    it('grants once when a paid completion and async_payment_succeeded both arrive, in either order', async () => {
      const user = await signUp(t);
      const first = await openCheckout(t, user, 5);
      const second = await openCheckout(t, user, 7);
      await stripe.completeSession(first);
      await stripe.settleAsyncPayment(first, 'succeeded');
      stripe.session(second)!.payment_status = 'paid';
      await stripe.sendEvent(stripe.buildEvent(second, 'checkout.session.async_payment_succeeded'));
      await stripe.completeSession(second);
      expect(await expectLedgerConsistent(t, user.user.id)).toBe(15);
    });

    it('marks a failed delayed payment failed, and a failure after completion takes nothing back', async () => {
      const user = await signUp(t);
      const failed = await openCheckout(t, user, 9);
      await stripe.completeSession(failed, { paymentStatus: 'unpaid' });
      await stripe.settleAsyncPayment(failed, 'failed');
      expect(await checkoutRow(t, failed)).toMatchObject({ status: 'failed' });
      const paid = await openCheckout(t, user, 4);
      await stripe.completeSession(paid);
      expect((await stripe.settleAsyncPayment(paid, 'failed')).status).toBe(200);
      expect(await checkoutRow(t, paid)).toMatchObject({ status: 'completed' });
      expect(await expectLedgerConsistent(t, user.user.id)).toBe(7);
      const statuses = (await usageInfo(t, user)).transactions.map((row: { status: string }) => row.status);
      expect(statuses).toEqual(['completed', 'failed', 'completed']);
    });

    it('refuses a bad, forged or stale signature with 400 and changes nothing', async () => {
      const user = await signUp(t);
      const sessionId = await openCheckout(t, user, 50);
      const session = stripe.session(sessionId)!;
      session.status = 'complete';
      session.payment_status = 'paid';
      const event = stripe.buildEvent(sessionId, 'checkout.session.completed');
      const before = await paymentEventCount(t);
      const forged = await stripe.sendEvent(event, { secret: 'whsec_not_the_right_one' });
      const stale = await stripe.sendEvent(event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
      expect(forged).toEqual({ status: 400, body: expect.objectContaining({ code: 'invalid_signature' }) });
      expect(stale.status).toBe(400);

      const { header } = signEvent(event, stripe.webhookSecret);
      const tampered = JSON.stringify({ ...event, data: { object: { ...event.data.object, amount_total: 1 } } });
      await request(t.http)
        .post('/api/stripe/webhook/')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', header)
        .send(tampered)
        .expect(400);
      await request(t.http)
        .post('/api/stripe/webhook/')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(event))
        .expect(400);

      expect(await checkoutRow(t, sessionId)).toMatchObject({ status: 'pending' });
      expect(await expectLedgerConsistent(t, user.user.id)).toBe(3);
      expect(await paymentEventCount(t)).toBe(before);
    });

    it('answers 200 to a completed event for a session it does not know, and grants nothing', async () => {
      const user = await signUp(t);
      const sdk = new Stripe(stripe.secretKey, { ...stripeHostOptions(stripe.url), maxNetworkRetries: 0 });
      const foreign = await sdk.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 500, product_data: { name: 'x' } } }],
        success_url: 'http://elsewhere.test/ok',
        client_reference_id: String(user.user.id),
      });
      expect(await stripe.completeSession(foreign.id)).toEqual({ status: 200, body: { received: true } });
      expect(await expectLedgerConsistent(t, user.user.id)).toBe(3);
    });

    it('does not grant a paid event whose amount differs from the checkout', async () => {
      const user = await signUp(t);
      const sessionId = await openCheckout(t, user, 50);
      const session = stripe.session(sessionId)!;
      session.status = 'complete';
      session.payment_status = 'paid';
      const event = stripe.buildEvent(sessionId, 'checkout.session.completed');
      event.data.object.amount_total = 100;
      expect((await stripe.sendEvent(event)).status).toBe(200);
      expect(await checkoutRow(t, sessionId)).toMatchObject({ status: 'pending' });
      expect(await expectLedgerConsistent(t, user.user.id)).toBe(3);
    });

    it('ignores event types it does not handle', async () => {
      const user = await signUp(t);
      const sessionId = await openCheckout(t, user, 3);
      const event = stripe.buildEvent(sessionId, 'checkout.session.completed');
      const other = { ...event, type: 'payment_intent.created' } as unknown as typeof event;
      expect((await stripe.sendEvent(other)).status).toBe(200);
      expect(await checkoutRow(t, sessionId)).toMatchObject({ status: 'pending' });
    });

    it('pays through the hosted page: Pay completes the session, fires the webhook and returns to the app', async () => {
      const user = await signUp(t);
      const response = await request(t.http).post(PURCHASE).set(bearer(user)).send({ amount: 15 }).expect(200);
      const checkoutUrl = String(response.body.checkout_url);
      const page = await fetch(checkoutUrl);
      expect(await page.text()).toContain('data-testid="fake-stripe-pay"');
      const paid = await fetch(checkoutUrl, { method: 'POST', redirect: 'manual' });
      const sessionId = checkoutUrl.split('/').pop();
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(`http://app.test/profile?payment=success&session_id=${sessionId}`);
      expect((await usageInfo(t, user)).usage.available_personas).toBe(18);
    });
  });

  it('keeps balance = sum of completed rows after a random sequence of charges, refunds and purchases', async () => {
    const user: Session = await signUp(t);
    const id = user.user.id;
    const random = seededRandom(4242 + (kind === 'mysql' ? 7 : 0));
    const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
    let expected = 3;
    let expectedWallet = 0;
    const charged = new Set<string>();
    const refunded = new Set<string>();
    const pending: { id: string; amount: number; wallet: boolean }[] = [];
    const settled: string[] = [];
    for (let step = 0; step < 60; step++) {
      const roll = random();
      if (roll < 0.35) {
        const cost = 1 + Math.floor(random() * 3);
        const reference = `analysis:${id}:seq${step}`;
        if (cost <= expected) {
          await t.credits.charge(id, reference, cost, 'Persona analysis');
          expected -= cost;
          charged.add(reference);
        } else {
          await expect(t.credits.charge(id, reference, cost, 'Persona analysis')).rejects.toMatchObject({
            status: 402,
          });
        }
      } else if (roll < 0.5 && charged.size) {
        const reference = pick([...charged]);
        const [row] = await t.dataSource.query('SELECT credits FROM credit_transactions WHERE reference = ?', [
          reference,
        ]);
        const done = await t.credits.refund(reference);
        expect(done).toBe(!refunded.has(reference));
        if (done) expected += -Number(row.credits);
        refunded.add(reference);
      } else if (roll < 0.7) {
        const wallet = random() < 0.3;
        const amount = 1 + Math.floor(random() * 20);
        pending.push({ id: await openCheckout(t, user, amount, wallet ? TOP_UP : PURCHASE), amount, wallet });
      } else if (roll < 0.9 && pending.length) {
        const payment = pending.splice(Math.floor(random() * pending.length), 1)[0];
        const how = random();
        if (how < 0.6) {
          await stripe.completeSession(payment.id);
        } else {
          await stripe.completeSession(payment.id, { paymentStatus: 'unpaid' });
          await stripe.settleAsyncPayment(payment.id, 'succeeded');
        }
        if (payment.wallet) expectedWallet += payment.amount * 100;
        else expected += payment.amount;
        settled.push(payment.id);
      } else if (settled.length) {
        // A late redelivery or a contradicting failure for a settled session: no change.
        const sessionId = pick(settled);
        await stripe.sendEvent(
          stripe.buildEvent(
            sessionId,
            random() < 0.5 ? 'checkout.session.completed' : 'checkout.session.async_payment_failed',
          ),
        );
      }
      const state = await ledgerState(t, id);
      expect({ step, ...state }).toEqual({
        step,
        balance: expected,
        wallet: expectedWallet,
        ledgerCredits: expected,
        ledgerWallet: expectedWallet,
      });
    }
  });
});
