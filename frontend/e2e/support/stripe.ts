/// <reference types="node" />
import { randomBytes } from 'node:crypto';
import { freePort } from './app';
import { loadFake } from './fakes';

/** The parts of the backend's fake Stripe (backend/test/fakes/stripe) the browser tests use. */
export interface FakeStripeServer {
  url: string;
  secretKey: string;
  close(): Promise<void> | void;
}

export interface StripeForApp {
  fake: FakeStripeServer;
  /** The port the app must listen on: the fake posts its webhooks there. */
  port: number;
  /** The app's Stripe variables. */
  env: Record<string, string>;
}

/**
 * The fake Stripe for an app that is about to start: the fake needs the app's webhook URL and the app needs the
 * fake's URL, so the app's port is chosen first. Pass `port` and `env` to startApp.
 */
export async function startStripeForApp(): Promise<StripeForApp> {
  const start = await loadFake<{ webhookUrl: string; webhookSecret: string }, FakeStripeServer>(
    'stripe',
    'startFakeStripe',
  );
  const port = await freePort();
  const webhookSecret = `whsec_test_${randomBytes(16).toString('hex')}`;
  const fake = await start({ webhookUrl: `http://127.0.0.1:${port}/api/stripe/webhook/`, webhookSecret });
  return {
    fake,
    port,
    env: { STRIPE_SECRET_KEY: fake.secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: fake.url },
  };
}
