import { HttpException } from '@nestjs/common';
import request from 'supertest';
import { AccountStatistics } from '../../src/billing/account-statistics';
import { bearer, Session, signUp } from '../support/factories';
import { dbKinds } from '../support/services';
import { BillingApp, expectLedgerConsistent, seededRandom, startBillingApp, usageInfo } from './billing-kit';

const NEED_MORE = (n: number) => `Insufficient persona analyses remaining. You need ${n} more credits.`;

async function rejection(promise: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpException) return { status: error.getStatus(), body: error.getResponse() };
    throw error;
  }
  throw new Error('expected a rejection');
}

describe.each(dbKinds())('credits ledger on %s', (kind) => {
  let t: BillingApp;
  let admin: Session;

  beforeAll(async () => {
    t = await startBillingApp(kind);
    admin = await signUp(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('usage', () => {
    it('gives a new account the signup bonus as a completed bonus row', async () => {
      const user = await signUp(t);
      const info = await usageInfo(t, user);
      expect(info).toEqual({
        success: true,
        usage: { available_personas: 3, persona_analyses_used: 0, persona_credits: 3, plan_type: 'free' },
        transactions: [
          {
            id: expect.any(Number),
            created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
            type: 'bonus',
            credits: 3,
            payment_amount: null,
            status: 'completed',
            description: 'Welcome bonus',
          },
        ],
        statistics: { total_searches: 0, total_personas: 0 },
        wallet_balance: 0,
        payments_enabled: false,
      });
      await expectLedgerConsistent(t, user.user.id);
    });

    it('shows usage net of refunds, the newest transactions first, and pages the history', async () => {
      const user = await signUp(t);
      await t.credits.charge(user.user.id, `analysis:${user.user.id}:1`, 1, 'Persona analysis: Jane Doe');
      await t.credits.charge(user.user.id, `analysis:${user.user.id}:2`, 1, 'Persona analysis: John Roe');
      await t.credits.refund(`analysis:${user.user.id}:2`);
      const info = await usageInfo(t, user);
      expect(info.usage).toEqual({
        available_personas: 2,
        persona_analyses_used: 1,
        persona_credits: 3,
        plan_type: 'free',
      });
      expect(info.transactions.map((row: { credits: number; description: string }) => row.description)).toEqual([
        'Refund: Persona analysis: John Roe',
        'Persona analysis: John Roe',
        'Persona analysis: Jane Doe',
        'Welcome bonus',
      ]);
      const page = await request(t.http)
        .get('/api/usage/transactions/?page=2&page_size=3')
        .set(bearer(user))
        .expect(200);
      expect(page.body).toMatchObject({ success: true, total: 4 });
      expect(page.body.transactions).toHaveLength(1);
      expect(page.body.transactions[0].description).toBe('Welcome bonus');
      const tooBig = await request(t.http).get('/api/usage/transactions/?page_size=101').set(bearer(user)).expect(400);
      expect(tooBig.body.code).toBe('validation_failed');
    });

    it('lists the four plans of the catalogue with their prices and features', async () => {
      const user = await signUp(t);
      const response = await request(t.http).get('/api/usage/plans/').set(bearer(user)).expect(200);
      expect(response.body.success).toBe(true);
      expect(
        response.body.plans.map((plan: Record<string, unknown>) => [
          plan.name,
          plan.plan_type,
          plan.price_per_month,
          plan.price_per_credit,
        ]),
      ).toEqual([
        ['Free', 'free', 0, 1],
        ['Basic', 'basic', 29.99, 0.8],
        ['Premium', 'premium', 99.99, 0.6],
        ['Enterprise', 'enterprise', 299.99, 0.4],
      ]);
      const [, basic, premium] = response.body.plans;
      expect(Array.isArray(basic.features)).toBe(true);
      expect(basic.features).toContain('CSV bulk up to 50 profiles');
      expect(premium.features).toContain('1000 API calls per month');
      expect(premium.persona_analyses_limit).toEqual(expect.any(Number));
    });

    it('records a plan-upgrade request for the sales team and charges nothing', async () => {
      const user = await signUp(t);
      const response = await request(t.http)
        .post('/api/usage/upgrade-plan/')
        .set(bearer(user))
        .send({ plan_id: 3 })
        .expect(200);
      expect(response.body).toEqual({ success: true, message: expect.stringContaining('Premium plan') });
      expect(response.body.message).toMatch(/sales team.*within 2 hours/);
      await request(t.http)
        .post('/api/usage/upgrade-plan/')
        .set(bearer(user))
        .send({ plan_id: 'enterprise' })
        .expect(200);
      expect((await usageInfo(t, user)).usage.available_personas).toBe(3);

      const list = await request(t.http)
        .get('/api/admin/plan-requests')
        .query({ filter: JSON.stringify({ user_id: user.user.id }), sort: '["id","ASC"]' })
        .set(bearer(admin))
        .expect(200);
      expect(list.headers['content-range']).toBe('plan-requests 0-1/2');
      expect(list.body.map((row: { plan_type: string }) => row.plan_type)).toEqual(['premium', 'enterprise']);
      expect(list.body[0]).toMatchObject({
        user_id: user.user.id,
        username: user.user.username,
        plan_name: 'Premium',
        current_plan_type: 'free',
        status: 'open',
      });
    });

    it.each([
      [{}, 400, 'Please choose a plan'],
      [{ plan_id: -1 }, 400, 'Please choose a plan'],
      [{ plan_id: 99 }, 404, 'Please choose a plan'],
      [{ plan_id: 1 }, 400, 'You are already on the Free plan'],
    ])('refuses the upgrade request %j', async (body, status, message) => {
      const user = await signUp(t);
      const response = await request(t.http).post('/api/usage/upgrade-plan/').set(bearer(user)).send(body);
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ success: false, error: message });
    });

    it('counts account statistics through the registered counters', async () => {
      const user = await signUp(t);
      // total_searches is the search module's, total_personas the linkedin module's (test/linkedin counts them).
      expect((await usageInfo(t, user)).statistics).toEqual({ total_searches: 0, total_personas: 0 });
      expect(() => t.app.get(AccountStatistics).register('total_personas', async () => 7)).toThrow(
        'Account statistic "total_personas" is registered twice',
      );
    });

    it('puts the ledger rows in the data export, within the date range', async () => {
      const user = await signUp(t);
      const all = await request(t.http).get('/api/auth/export/').set(bearer(user)).expect(200);
      expect(all.body.data.transactions).toEqual([
        expect.objectContaining({ type: 'bonus', credits: 3, status: 'completed', description: 'Welcome bonus' }),
      ]);
      const past = await request(t.http)
        .get('/api/auth/export/?start_date=2001-01-01&end_date=2001-12-31')
        .set(bearer(user))
        .expect(200);
      expect(past.body.data.transactions).toEqual([]);
    });

    it('reads the wallet as 0 USD before any top-up', async () => {
      const user = await signUp(t);
      const response = await request(t.http).get('/api/stripe/wallet-balance/').set(bearer(user)).expect(200);
      expect(response.body).toEqual({ success: true, balance: 0, currency: 'usd' });
    });
  });

  describe('charge and refund', () => {
    it('charges a reference once and refuses with 402 and the spec message when short', async () => {
      const user = await signUp(t);
      const id = user.user.id;
      const first = await t.credits.charge(id, `analysis:${id}:a`, 2, 'Persona analysis');
      expect(first).toMatchObject({ charged: true, balance: 1 });
      expect(first.transaction).toMatchObject({ type: 'usage', credits: -2, status: 'completed' });
      const again = await t.credits.charge(id, `analysis:${id}:a`, 2, 'Persona analysis');
      expect(again).toMatchObject({ charged: false, balance: 1 });
      expect(again.transaction.id).toBe(first.transaction.id);

      const refused = await rejection(t.credits.charge(id, `analysis:${id}:b`, 5, 'Persona analysis'));
      expect(refused).toEqual({
        status: 402,
        body: expect.objectContaining({ code: 'insufficient_credits', error: NEED_MORE(4) }),
      });
      await expect(t.credits.assertAvailable(id, 1)).resolves.toBeUndefined();
      expect(await rejection(t.credits.assertAvailable(id, 3))).toMatchObject({
        status: 402,
        body: expect.objectContaining({ error: NEED_MORE(2) }),
      });
      // The refused charge left nothing behind: its reference can still be charged once there is enough.
      expect(await t.credits.balance(id)).toBe(1);
      await expectLedgerConsistent(t, id);
    });

    it('refunds a charge once, and only charges', async () => {
      const user = await signUp(t);
      const id = user.user.id;
      await t.credits.charge(id, `csv-row:${id}:1`, 1, 'CSV row 1');
      expect(await t.credits.refund(`csv-row:${id}:1`)).toBe(true);
      expect(await t.credits.refund(`csv-row:${id}:1`)).toBe(false);
      expect(await t.credits.refund(`csv-row:${id}:missing`)).toBe(false);
      expect(await t.credits.refund(`signup-bonus:${id}`)).toBe(false);
      expect(await t.credits.balance(id)).toBe(3);
      await expectLedgerConsistent(t, id);
    });

    it('never overdraws under parallel charges', async () => {
      const user = await signUp(t);
      const id = user.user.id;
      await t.credits.grant({ userId: id, reference: `test-grant:${id}`, credits: 7, description: 'top up' });
      const results = await Promise.allSettled(
        Array.from({ length: 30 }, (_, i) => t.credits.charge(id, `analysis:${id}:p${i}`, 1, 'Persona analysis')),
      );
      const charged = results.filter((result) => result.status === 'fulfilled');
      const refused = results.filter(
        (result) =>
          result.status === 'rejected' && result.reason instanceof HttpException && result.reason.getStatus() === 402,
      );
      expect({ charged: charged.length, refused: refused.length }).toEqual({ charged: 10, refused: 20 });
      expect(await expectLedgerConsistent(t, id)).toBe(0);
    });

    it('takes a reference once when the same charge arrives many times at once', async () => {
      const user = await signUp(t);
      const id = user.user.id;
      const results = await Promise.all(
        Array.from({ length: 10 }, () => t.credits.charge(id, `analysis:${id}:same`, 1, 'Persona analysis')),
      );
      expect(results.filter((result) => result.charged)).toHaveLength(1);
      expect(new Set(results.map((result) => result.transaction.id)).size).toBe(1);
      expect(await expectLedgerConsistent(t, id)).toBe(2);
    });

    it("keeps a charge made while another request's transaction is open when that transaction rolls back", async () => {
      // On SQLite every request shares one connection: a write must not join someone else's transaction.
      const user = await signUp(t);
      const id = user.user.id;
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const other = t.dataSource
        .transaction(async (manager) => {
          await manager.query('SELECT 1');
          await held;
          throw new Error('the other request failed');
        })
        .catch((error: Error) => error.message);
      await new Promise((resolve) => setTimeout(resolve, 10));
      const charge = t.credits.charge(id, `analysis:${id}:tx`, 1, 'Persona analysis');
      await new Promise((resolve) => setTimeout(resolve, 30));
      release();
      expect(await other).toBe('the other request failed');
      expect((await charge).charged).toBe(true);
      expect(await expectLedgerConsistent(t, id)).toBe(2);
    });

    it('keeps balance = sum of completed rows through random parallel charges, refunds and grants', async () => {
      const user = await signUp(t);
      const id = user.user.id;
      const random = seededRandom(20260501 + (kind === 'mysql' ? 1 : 0));
      const charged: string[] = [];
      let sequence = 0;
      for (let round = 0; round < 8; round++) {
        const batch = Array.from({ length: 12 }, () => {
          const roll = random();
          sequence += 1;
          if (roll < 0.55) {
            const reference = `analysis:${id}:r${sequence}`;
            return t.credits
              .charge(id, reference, 1 + Math.floor(random() * 3), 'Persona analysis')
              .then(() => charged.push(reference));
          }
          if (roll < 0.8 && charged.length) return t.credits.refund(charged[Math.floor(random() * charged.length)]);
          if (roll < 0.9 && charged.length) {
            // A repeated charge of a reference already taken.
            return t.credits.charge(id, charged[Math.floor(random() * charged.length)], 1, 'Persona analysis');
          }
          return t.credits.grant({
            userId: id,
            reference: `test-grant:${id}:${sequence}`,
            credits: 1 + Math.floor(random() * 4),
            description: 'grant',
          });
        });
        const results = await Promise.allSettled(batch);
        for (const result of results) {
          if (result.status === 'rejected') {
            expect(result.reason).toBeInstanceOf(HttpException);
            expect((result.reason as HttpException).getStatus()).toBe(402);
          }
        }
        await expectLedgerConsistent(t, id);
      }
    });
  });
});
