import request from 'supertest';
import { FakeStripe } from '../fakes/stripe';
import { bearer, signUp } from '../support/factories';
import { dbKinds } from '../support/services';
import { BillingApp, checkoutRow, startBillingApp } from './billing-kit';

const PURCHASE = '/api/usage/purchase-credits-stripe/';
const TOP_UP = '/api/stripe/create-checkout-session/';
const INVALID = 'return_path must be one of /search, /profile, /csv-persona, /landing, /history';

/** A payment returns to the tab it started from (issue 15 point 2); only the app's own tabs are accepted. */
describe.each(dbKinds())('Stripe checkout return path on %s', (kind) => {
  let t: BillingApp;
  let stripe: FakeStripe;

  beforeAll(async () => {
    t = await startBillingApp(kind, { payments: true });
    stripe = t.stripe as FakeStripe;
  });
  afterAll(async () => {
    await t?.close();
  });

  const lastSession = () => stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)?.body;

  it.each([
    [PURCHASE, '/search'],
    [PURCHASE, '/csv-persona'],
    [TOP_UP, '/landing'],
    [TOP_UP, '/history'],
    [PURCHASE, '/profile'],
  ])('%s sends Stripe back to %s on success and on cancel', async (path, returnPath) => {
    const user = await signUp(t);
    const response = await request(t.http)
      .post(path)
      .set(bearer(user))
      .send({ amount: 5, return_path: returnPath })
      .expect(200);
    expect(lastSession()).toMatchObject({
      success_url: `http://app.test${returnPath}?payment=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `http://app.test${returnPath}?payment=cancelled`,
    });
    const sessionId = String(response.body.checkout_url).split('/').pop() as string;
    expect(await checkoutRow(t, sessionId)).toMatchObject({ status: 'pending' });
  });

  it('returns to the Profile tab when no return_path is given', async () => {
    const user = await signUp(t);
    await request(t.http).post(TOP_UP).set(bearer(user)).send({ amount: 5 }).expect(200);
    expect(lastSession()).toMatchObject({ cancel_url: 'http://app.test/profile?payment=cancelled' });
  });

  it.each([
    'https://evil.example/search',
    '//evil.example/search',
    '/search?x=1',
    '/admin',
    '/csv-upload',
    'search',
    '',
    42,
    ['/search'],
  ])('refuses return_path %p with a 400 and opens no session', async (returnPath) => {
    const user = await signUp(t);
    const before = stripe.requests.length;
    for (const path of [PURCHASE, TOP_UP]) {
      const response = await request(t.http)
        .post(path)
        .set(bearer(user))
        .send({ amount: 5, return_path: returnPath })
        .expect(400);
      expect(response.body).toMatchObject({ success: false, code: 'validation_failed', error: INVALID });
    }
    expect(stripe.requests.length).toBe(before);
  });
});
