import type { PaymentPurpose } from './entities/credit-transaction.entity';

/** What we ask the payment provider for: a hosted checkout page for one payment. */
export interface CheckoutRequest {
  userId: number;
  purpose: PaymentPurpose;
  /** What the customer pays, in USD cents: unitAmountCents × quantity. */
  amountCents: number;
  /** Credits bought (credit_purchase) — 0 for a wallet top-up. */
  credits: number;
  /** The one line the customer sees on the checkout page. */
  line: { name: string; unitAmountCents: number; quantity: number };
  successUrl: string;
  cancelUrl: string;
  /** Derived from our order, so a retried request never opens a second checkout. */
  idempotencyKey: string;
}

export interface CheckoutSession {
  id: string;
  url: string;
}

/** The checkout session as a webhook event reports it, in our words. */
export interface PaymentSessionSnapshot {
  id: string;
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required' | 'unknown';
  amountTotalCents: number | null;
  currency: string | null;
  /** From client_reference_id (or metadata.user_id); null when absent or not a user id. */
  userId: number | null;
}

export type PaymentEventKind =
  'checkout_completed' | 'async_payment_succeeded' | 'async_payment_failed' | 'checkout_expired' | 'unhandled';

/** A verified webhook event, provider-neutral. */
export interface PaymentEvent {
  id: string;
  /** The provider's own event type, for the record. */
  type: string;
  kind: PaymentEventKind;
  session: PaymentSessionSnapshot | null;
}

/** The provider refused or could not be reached. The message is for logs, never for users. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly kind: 'authentication' | 'invalid_request' | 'rate_limit' | 'unavailable',
  ) {
    super(message);
  }
}

export class InvalidWebhookSignatureError extends Error {}

/**
 * The payment provider, as billing needs it. The Stripe adapter (adapters/stripe-payments.gateway.ts) is the only
 * code that knows Stripe; tests point it at a local fake Stripe server.
 */
export interface PaymentsGateway {
  /** False without a secret key and a webhook secret: every payment call then answers 503. */
  readonly configured: boolean;
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Verifies the signature over the exact raw bytes and translates the event. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

export const PAYMENTS_GATEWAY = Symbol('PAYMENTS_GATEWAY');
