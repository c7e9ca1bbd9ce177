import type Stripe from 'stripe';
import type { PaymentEvent, PaymentEventKind, PaymentSessionSnapshot } from '../payments-gateway.port';

const KIND_BY_TYPE: Record<string, PaymentEventKind> = {
  'checkout.session.completed': 'checkout_completed',
  'checkout.session.async_payment_succeeded': 'async_payment_succeeded',
  'checkout.session.async_payment_failed': 'async_payment_failed',
  'checkout.session.expired': 'checkout_expired',
};

const PAYMENT_STATUSES = ['paid', 'unpaid', 'no_payment_required'] as const;

/** A Stripe webhook event (already verified) in billing's words. Events we do not act on come out 'unhandled'. */
export function transformStripeEvent(event: Pick<Stripe.Event, 'id' | 'type' | 'data'>): PaymentEvent {
  const kind = KIND_BY_TYPE[event.type] ?? 'unhandled';
  const object = event.data?.object as Partial<Stripe.Checkout.Session> | undefined;
  const session = kind !== 'unhandled' && object?.object === 'checkout.session' ? transformSession(object) : null;
  return { id: event.id, type: event.type, kind: session ? kind : 'unhandled', session };
}

function transformSession(session: Partial<Stripe.Checkout.Session>): PaymentSessionSnapshot | null {
  if (typeof session.id !== 'string' || !session.id) return null;
  const status = PAYMENT_STATUSES.find((value) => value === session.payment_status) ?? 'unknown';
  return {
    id: session.id,
    paymentStatus: status,
    amountTotalCents: typeof session.amount_total === 'number' ? session.amount_total : null,
    currency: typeof session.currency === 'string' ? session.currency.toLowerCase() : null,
    userId: parseUserId(session.client_reference_id) ?? parseUserId(session.metadata?.user_id),
  };
}

function parseUserId(value: unknown): number | null {
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
