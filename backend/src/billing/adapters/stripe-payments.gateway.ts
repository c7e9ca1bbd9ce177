import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import {
  CheckoutRequest,
  CheckoutSession,
  InvalidWebhookSignatureError,
  PaymentEvent,
  PaymentProviderError,
  PaymentsGateway,
} from '../payments-gateway.port';
import { transformStripeEvent } from './transform-stripe-event.util';

/** Where the SDK sends requests: Stripe itself, or the fake server the tests run (STRIPE_API_BASE). */
export function stripeHostOptions(apiBase: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

/** Stripe Checkout (hosted page, payment mode) and webhook verification through the official SDK. */
@Injectable()
export class StripePaymentsGateway implements PaymentsGateway {
  private readonly stripe: Stripe | null;
  private readonly webhookSecret: string | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const { secretKey, webhookSecret, apiBase } = config.vendors.stripe;
    this.webhookSecret = webhookSecret;
    this.stripe = secretKey
      ? new Stripe(secretKey, {
          ...stripeHostOptions(apiBase),
          telemetry: false,
          // Safe: every create carries our idempotency key, so a retry cannot open a second session.
          maxNetworkRetries: 2,
          timeout: 20_000,
          appInfo: { name: 'LeadScope' },
        })
      : null;
  }

  get configured(): boolean {
    return Boolean(this.stripe && this.webhookSecret);
  }

  async createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession> {
    const stripe = this.client();
    const metadata = {
      user_id: String(request.userId),
      purpose: request.purpose,
      credits: String(request.credits),
      amount_cents: String(request.amountCents),
    };
    let session: Stripe.Checkout.Session;
    try {
      session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: request.line.quantity,
              price_data: {
                currency: 'usd',
                unit_amount: request.line.unitAmountCents,
                product_data: { name: request.line.name },
              },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          client_reference_id: String(request.userId),
          metadata,
          payment_intent_data: { metadata },
        },
        { idempotencyKey: request.idempotencyKey },
      );
    } catch (error) {
      throw toProviderError(error);
    }
    if (!session.url)
      throw new PaymentProviderError(`Checkout session ${session.id} came back without a URL`, 'unavailable');
    return { id: session.id, url: session.url };
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    if (!signature) throw new InvalidWebhookSignatureError('No Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.client().webhooks.constructEvent(rawBody, signature, this.webhookSecret as string);
    } catch (error) {
      throw new InvalidWebhookSignatureError((error as Error).message);
    }
    return transformStripeEvent(event);
  }

  private client(): Stripe {
    if (!this.stripe) throw new PaymentProviderError('Stripe is not configured', 'unavailable');
    return this.stripe;
  }
}

function toProviderError(error: unknown): PaymentProviderError {
  if (error instanceof Stripe.errors.StripeError) {
    const kind =
      error instanceof Stripe.errors.StripeAuthenticationError || error instanceof Stripe.errors.StripePermissionError
        ? 'authentication'
        : error instanceof Stripe.errors.StripeRateLimitError
          ? 'rate_limit'
          : error instanceof Stripe.errors.StripeInvalidRequestError
            ? 'invalid_request'
            : 'unavailable';
    return new PaymentProviderError(`Stripe ${error.type}: ${error.message}`, kind);
  }
  return new PaymentProviderError(`Stripe request failed: ${(error as Error).message}`, 'unavailable');
}
