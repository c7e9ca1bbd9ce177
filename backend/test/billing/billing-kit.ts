import request from 'supertest';
import { CreditsService } from '../../src/billing/credits.service';
import { startFakeStripe, FakeStripe } from '../fakes/stripe';
import { bearer, Session } from '../support/factories';
import { DbKind } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

export interface BillingApp extends TestApp {
  credits: CreditsService;
  /** Present when the app was started with payments configured. */
  stripe: FakeStripe | null;
}

/**
 * The real app on a fresh database. With `payments`, a fake Stripe server runs alongside, the app is
 * configured to use it, and the app listens on a port so the fake can deliver webhooks to it.
 */
export async function startBillingApp(kind: DbKind, { payments = false } = {}): Promise<BillingApp> {
  const stripe = payments ? await startFakeStripe() : null;
  const env: Record<string, string> = stripe
    ? { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_BASE: stripe.url }
    : {};
  const t = await startTestApp(kind, env);
  if (stripe) {
    await t.app.listen(0, '127.0.0.1');
    const address = t.app.getHttpServer().address() as { port: number };
    stripe.webhookUrl = `http://127.0.0.1:${address.port}/api/stripe/webhook/`;
  }
  return {
    ...t,
    credits: t.app.get(CreditsService),
    stripe,
    close: async () => {
      await t.close();
      await stripe?.close();
    },
  };
}

/** The balance cache agrees with the ledger: credits and wallet equal the sums of the completed rows. */
export async function ledgerState(t: TestApp, userId: number) {
  const [sums] = await t.dataSource.query(
    "SELECT COALESCE(SUM(credits), 0) AS credits, COALESCE(SUM(wallet_cents), 0) AS wallet FROM credit_transactions WHERE user_id = ? AND status = 'completed'",
    [userId],
  );
  const [balance] = await t.dataSource.query('SELECT credits, wallet_cents FROM credit_balances WHERE user_id = ?', [
    userId,
  ]);
  return {
    balance: Number(balance?.credits ?? 0),
    wallet: Number(balance?.wallet_cents ?? 0),
    ledgerCredits: Number(sums.credits),
    ledgerWallet: Number(sums.wallet),
  };
}

export async function expectLedgerConsistent(t: TestApp, userId: number): Promise<number> {
  const state = await ledgerState(t, userId);
  expect({ credits: state.balance, wallet: state.wallet }).toEqual({
    credits: state.ledgerCredits,
    wallet: state.ledgerWallet,
  });
  expect(state.balance).toBeGreaterThanOrEqual(0);
  return state.balance;
}

export async function usageInfo(t: TestApp, session: Session) {
  return (await request(t.http).get('/api/usage/info/').set(bearer(session)).expect(200)).body;
}

/** Opens a checkout through the API and returns the fake's session id. */
export async function openCheckout(
  t: TestApp,
  session: Session,
  amount: number,
  path = '/api/usage/purchase-credits-stripe/',
): Promise<string> {
  const response = await request(t.http).post(path).set(bearer(session)).send({ amount }).expect(200);
  expect(response.body).toEqual({ success: true, checkout_url: expect.stringMatching(/\/c\/pay\/cs_test_\w+$/) });
  return String(response.body.checkout_url).split('/').pop() as string;
}

/** The ledger row a checkout session opened. */
export async function checkoutRow(t: TestApp, sessionId: string) {
  const [row] = await t.dataSource.query('SELECT * FROM credit_transactions WHERE external_id = ?', [sessionId]);
  return row as { status: string; credits: number; wallet_cents: number; payment_amount_cents: number };
}

export async function paymentEventCount(t: TestApp): Promise<number> {
  const [row] = await t.dataSource.query('SELECT COUNT(*) AS n FROM payment_events');
  return Number(row.n);
}

/** A small deterministic PRNG so a failing random sequence can be replayed from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
