import request from 'supertest';
import { bearer, Session, signUp } from '../support/factories';
import { dbKinds } from '../support/services';
import { BillingApp, expectLedgerConsistent, startBillingApp, usageInfo } from './billing-kit';

describe.each(dbKinds())('billing administration on %s', (kind) => {
  let t: BillingApp;
  let admin: Session;

  beforeAll(async () => {
    t = await startBillingApp(kind);
    admin = await signUp(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('admin', () => {
    it('grants bonus credits with a reason, naming the admin', async () => {
      const user = await signUp(t);
      const response = await request(t.http)
        .post(`/api/admin/users/${user.user.id}/credits`)
        .set(bearer(admin))
        .send({ credits: 25, reason: 'Conference giveaway' })
        .expect(201);
      expect(response.body).toEqual({
        success: true,
        transaction: expect.objectContaining({
          type: 'bonus',
          credits: 25,
          status: 'completed',
          user_id: user.user.id,
          granted_by: admin.user.id,
          description: `Granted by ${admin.user.username}: Conference giveaway`,
        }),
      });
      expect((await usageInfo(t, user)).usage).toMatchObject({ available_personas: 28, persona_credits: 28 });
      await expectLedgerConsistent(t, user.user.id);
    });

    it.each([
      [{ credits: 0, reason: 'x' }, 'Credits must be a whole number from 1 to 100000'],
      [{ credits: 100001, reason: 'x' }, 'Credits must be a whole number from 1 to 100000'],
      [{ credits: 1.5, reason: 'x' }, 'Credits must be a whole number from 1 to 100000'],
      [{ credits: 5 }, 'Reason is required'],
      [{ credits: 5, reason: '  ' }, 'Reason is required'],
    ])('refuses the grant %j', async (body, message) => {
      const user = await signUp(t);
      const response = await request(t.http)
        .post(`/api/admin/users/${user.user.id}/credits`)
        .set(bearer(admin))
        .send(body)
        .expect(400);
      expect(response.body.error).toBe(message);
    });

    it('answers 404 for a grant to an unknown user', async () => {
      const response = await request(t.http)
        .post('/api/admin/users/999999/credits')
        .set(bearer(admin))
        .send({ credits: 5, reason: 'x' })
        .expect(404);
      expect(response.body.code).toBe('user_not_found');
    });

    it('lists every transaction for react-admin, filtered by user, type, status and date', async () => {
      const user = await signUp(t);
      await t.credits.charge(user.user.id, `analysis:${user.user.id}:adm`, 1, 'Persona analysis');
      const list = (filter: Record<string, unknown>) =>
        request(t.http)
          .get('/api/admin/transactions')
          .query({ filter: JSON.stringify(filter), sort: '["created_at","DESC"]', range: '[0,9]' })
          .set(bearer(admin));
      const mine = await list({ user_id: user.user.id }).expect(200);
      expect(mine.headers['content-range']).toBe('transactions 0-1/2');
      expect(mine.body.map((row: { type: string }) => row.type)).toEqual(['usage', 'bonus']);
      expect(mine.body[0]).toMatchObject({ username: user.user.username, reference: `analysis:${user.user.id}:adm` });
      expect((await list({ user_id: user.user.id, type: 'bonus' }).expect(200)).body).toHaveLength(1);
      expect((await list({ user_id: user.user.id, status: 'pending' }).expect(200)).body).toHaveLength(0);
      const today = new Date().toISOString().slice(0, 10);
      expect((await list({ user_id: user.user.id, date_from: today, date_to: today }).expect(200)).body).toHaveLength(
        2,
      );
      expect((await list({ user_id: user.user.id, date_to: '2001-01-01' }).expect(200)).body).toHaveLength(0);
      expect((await list({ type: 'gift' }).expect(400)).body.code).toBe('invalid_query');
      expect((await list({ date_from: 'yesterday' }).expect(400)).body.code).toBe('invalid_query');
    });
  });
});

describe.each(dbKinds())('payments without Stripe configured on %s', (kind) => {
  let t: BillingApp;

  beforeAll(async () => {
    t = await startBillingApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['/api/usage/purchase-credits/', { credits: 50, payment_method: 'stripe' }],
    ['/api/usage/purchase-credits-stripe/', { amount: 50 }],
    ['/api/stripe/create-checkout-session/', { amount: 50 }],
  ])('answers 503 payments_not_configured to %s', async (path, body) => {
    const user = await signUp(t);
    const response = await request(t.http).post(path).set(bearer(user)).send(body).expect(503);
    expect(response.body).toMatchObject({
      success: false,
      code: 'payments_not_configured',
      error: 'Card payments are not available on this installation.',
    });
    expect((await usageInfo(t, user)).transactions).toHaveLength(1);
  });

  it('answers 503 to webhook deliveries', async () => {
    const response = await request(t.http)
      .post('/api/stripe/webhook/')
      .set('Stripe-Signature', 't=1,v1=abc')
      .send('{}')
      .expect(503);
    expect(response.body.code).toBe('payments_not_configured');
  });
});
