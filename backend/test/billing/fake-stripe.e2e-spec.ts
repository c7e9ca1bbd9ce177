import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { stripeHostOptions } from '../../src/billing/adapters/stripe-payments.gateway';
import { FakeStripe, parseStripeForm, startFakeStripe } from '../fakes/stripe';

/** The fake speaks Stripe's wire format well enough for the official SDK, and signs events the SDK accepts. */
describe('fake Stripe server', () => {
  let fake: FakeStripe;
  let sdk: Stripe;
  let receiver: Server;
  const received: { signature: string; body: string }[] = [];

  const params = (
    overrides: Partial<Stripe.Checkout.SessionCreateParams> = {},
  ): Stripe.Checkout.SessionCreateParams => ({
    mode: 'payment',
    line_items: [{ quantity: 3, price_data: { currency: 'usd', unit_amount: 250, product_data: { name: 'Credits' } } }],
    success_url: 'http://app.test/ok?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://app.test/cancel',
    client_reference_id: '42',
    metadata: { user_id: '42', purpose: 'credit_purchase' },
    ...overrides,
  });

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ signature: String(req.headers['stripe-signature']), body: Buffer.concat(chunks).toString() });
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"received":true}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    fake = await startFakeStripe({
      webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
      webhookSecret: 'whsec_unit',
    });
    sdk = new Stripe(fake.secretKey, { ...stripeHostOptions(fake.url), maxNetworkRetries: 0, telemetry: false });
  });
  afterAll(async () => {
    await fake?.close();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  it('parses bracketed form bodies into nested objects and arrays', () => {
    expect(
      parseStripeForm(
        'mode=payment&line_items[0][quantity]=2&line_items[0][price_data][currency]=usd&metadata[user_id]=7&expand[]=a&expand[]=b',
      ),
    ).toEqual({
      mode: 'payment',
      line_items: [{ quantity: '2', price_data: { currency: 'usd' } }],
      metadata: { user_id: '7' },
      expand: ['a', 'b'],
    });
  });

  it('creates a checkout session with the total, the echoed reference and metadata, and a hosted URL', async () => {
    const session = await sdk.checkout.sessions.create(params());
    expect(session).toMatchObject({
      id: expect.stringMatching(/^cs_test_/),
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 750,
      currency: 'usd',
      client_reference_id: '42',
      metadata: { user_id: '42', purpose: 'credit_purchase' },
      url: `${fake.url}/c/pay/${session.id}`,
    });
    expect((await sdk.checkout.sessions.retrieve(session.id)).id).toBe(session.id);
  });

  it('replays the first answer for a repeated idempotency key and refuses it with other parameters', async () => {
    const first = await sdk.checkout.sessions.create(params(), { idempotencyKey: 'order-1' });
    const again = await sdk.checkout.sessions.create(params(), { idempotencyKey: 'order-1' });
    expect(again.id).toBe(first.id);
    await expect(
      sdk.checkout.sessions.create(params({ client_reference_id: '43' }), { idempotencyKey: 'order-1' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('answers like Stripe to a missing parameter, a wrong key, a rate limit and an unknown session', async () => {
    await expect(
      sdk.checkout.sessions.create({ ...params(), line_items: undefined } as Stripe.Checkout.SessionCreateParams),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', code: 'parameter_missing', param: 'line_items' });
    const stranger = new Stripe('sk_test_wrong', { ...stripeHostOptions(fake.url), maxNetworkRetries: 0 });
    await expect(stranger.checkout.sessions.create(params())).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
    fake.failNext('rate_limit');
    await expect(sdk.checkout.sessions.create(params())).rejects.toBeInstanceOf(Stripe.errors.StripeRateLimitError);
    fake.failNext('authentication');
    await expect(sdk.checkout.sessions.create(params())).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      message: expect.stringContaining('Invalid API Key provided'),
    });
    await expect(sdk.checkout.sessions.retrieve('cs_test_nope')).rejects.toMatchObject({ code: 'resource_missing' });
  });

  it('completes a session and posts a checkout.session.completed event the SDK verifies', async () => {
    const session = await sdk.checkout.sessions.create(params());
    expect(await fake.completeSession(session.id)).toEqual({ status: 200, body: { received: true } });
    const delivery = received.at(-1)!;
    const event = sdk.webhooks.constructEvent(delivery.body, delivery.signature, 'whsec_unit');
    expect(event).toMatchObject({
      type: 'checkout.session.completed',
      data: { object: { id: session.id, status: 'complete', payment_status: 'paid', amount_total: 750 } },
    });
    expect(() => sdk.webhooks.constructEvent(delivery.body, delivery.signature, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(fake.session(session.id)?.url).toBeNull();
  });

  it('serves a hosted page whose Pay button completes the session and returns to success_url', async () => {
    const session = await sdk.checkout.sessions.create(params());
    const page = await fetch(session.url as string);
    const html = await page.text();
    expect(html).toContain('data-testid="fake-stripe-pay"');
    expect(html).toContain('$7.50');
    const paid = await fetch(session.url as string, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://app.test/ok?session_id=${session.id}`);
    expect(fake.session(session.id)?.status).toBe('complete');
    expect(JSON.parse(received.at(-1)!.body).data.object.id).toBe(session.id);
  });

  it('offers HTTP controls for a fake running in another process', async () => {
    const session = await sdk.checkout.sessions.create(params());
    const completed = await fetch(`${fake.url}/__fake/sessions/${session.id}/complete`, { method: 'POST' });
    expect(await completed.json()).toEqual({ ok: true, webhook: { status: 200, body: { received: true } } });
    await fetch(`${fake.url}/__fake/fail`, { method: 'POST', body: JSON.stringify({ failure: 'rate_limit' }) });
    await expect(sdk.checkout.sessions.create(params())).rejects.toBeInstanceOf(Stripe.errors.StripeRateLimitError);
  });
});
