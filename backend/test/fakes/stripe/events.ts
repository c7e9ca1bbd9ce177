import Stripe from 'stripe';

/** The checkout session as the fake stores it and as its events carry it (Stripe's field names). */
export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  url: string | null;
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string | null;
  customer: null;
  customer_details: { email: string } | null;
  payment_intent: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  ui_mode: 'hosted_page';
}

export type CheckoutEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired';

export interface FakeEvent {
  id: string;
  object: 'event';
  type: CheckoutEventType;
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: FakeCheckoutSession };
}

export interface SignOptions {
  /** Sign with another secret (a forged delivery). */
  secret?: string;
  /** Unix seconds to sign at (a stale delivery is more than 300 s old). */
  timestamp?: number;
}

export interface DeliveryResult {
  status: number;
  body: unknown;
}

let eventCounter = 0;

export function buildEvent(session: FakeCheckoutSession, type: CheckoutEventType): FakeEvent {
  eventCounter += 1;
  return {
    id: `evt_test_${Date.now().toString(36)}${eventCounter.toString(36)}${Math.random().toString(36).slice(2, 8)}`,
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: { ...session, metadata: { ...session.metadata } } },
  };
}

/** The exact string to POST and its Stripe-Signature header, signed the way Stripe signs. */
export function signEvent(event: FakeEvent, secret: string, options: SignOptions = {}) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? secret,
    timestamp: options.timestamp,
  });
  return { payload, header };
}

/** POSTs a signed event to a webhook URL, like Stripe does. */
export async function deliverEvent(
  webhookUrl: string,
  event: FakeEvent,
  secret: string,
  options: SignOptions = {},
): Promise<DeliveryResult> {
  const { payload, header } = signEvent(event, secret, options);
  const response = await fetch(webhookUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': header },
    body: payload,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body };
}
