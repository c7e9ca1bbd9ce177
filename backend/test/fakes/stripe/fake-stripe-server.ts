import { randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  buildEvent,
  CheckoutEventType,
  deliverEvent,
  DeliveryResult,
  FakeCheckoutSession,
  FakeEvent,
  SignOptions,
} from './events';
import { FormValue, parseStripeForm } from './form-body';

export interface FakeStripeOptions {
  /** Where events go. May be set (or changed) later through `fake.webhookUrl`. */
  webhookUrl?: string;
  /** Signs the events; give the app the same value as STRIPE_WEBHOOK_SECRET. Default: a random whsec_… */
  webhookSecret?: string;
  /** The only API key the fake accepts. Default: a random sk_test_… */
  secretKey?: string;
  host?: string;
  port?: number;
}

/** Error switches: the next request(s) to the API answer like Stripe does in that case. */
export type FakeFailure = 'authentication' | 'parameter_missing' | 'rate_limit' | 'server_error';

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  stripeVersion: string | null;
  body: Record<string, FormValue>;
}

export interface CompleteOptions {
  /** 'paid' (a card) by default; 'unpaid' for a delayed payment method that settles later. */
  paymentStatus?: 'paid' | 'unpaid';
}

export interface FakeStripe {
  /** Base URL for STRIPE_API_BASE, e.g. http://127.0.0.1:41234 */
  url: string;
  secretKey: string;
  webhookSecret: string;
  webhookUrl: string | undefined;
  /** Every API request received, oldest first. */
  requests: RecordedRequest[];
  /** Every event the fake delivered and what the webhook answered. */
  deliveries: { event: FakeEvent; result: DeliveryResult }[];
  session(id: string): FakeCheckoutSession | undefined;
  /** The newest session (the one the app just opened). */
  lastSession(): FakeCheckoutSession | undefined;
  failNext(failure: FakeFailure, times?: number): void;
  /** Marks the session complete and delivers checkout.session.completed to the webhook. */
  completeSession(id: string, options?: CompleteOptions): Promise<DeliveryResult>;
  /** Settles a delayed payment: async_payment_succeeded (paid) or async_payment_failed. */
  settleAsyncPayment(id: string, outcome: 'succeeded' | 'failed'): Promise<DeliveryResult>;
  /** An event of the session's current state, not sent: deliver it (as often as you like) with sendEvent. */
  buildEvent(id: string, type: CheckoutEventType): FakeEvent;
  sendEvent(event: FakeEvent, options?: SignOptions): Promise<DeliveryResult>;
  close(): Promise<void>;
}

const ERRORS: Record<FakeFailure, { status: number; error: Record<string, string> }> = {
  authentication: {
    status: 401,
    error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_***' },
  },
  parameter_missing: {
    status: 400,
    error: {
      type: 'invalid_request_error',
      code: 'parameter_missing',
      param: 'line_items',
      message: 'Missing required param: line_items.',
    },
  },
  rate_limit: {
    status: 429,
    error: {
      type: 'invalid_request_error',
      code: 'rate_limit',
      message: 'Too many requests hit the API too quickly. We recommend an exponential backoff of your requests.',
    },
  },
  server_error: { status: 500, error: { type: 'api_error', message: 'Something went wrong on our end.' } },
};

const rand = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * A local stand-in for the Stripe API and its hosted Checkout page, speaking the documented wire format
 * (form-encoded bracket bodies, Bearer key, JSON errors with `error`, Idempotency-Key replay), plus the
 * webhook side: completing a session sends a correctly signed event to the app's webhook.
 * No test framework in here: the backend's Jest suites and the frontend's browser tests both use it.
 */
export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? `sk_test_fake_${rand(12)}`;
  const webhookSecret = options.webhookSecret ?? `whsec_fake_${rand(16)}`;
  const sessions = new Map<string, FakeCheckoutSession>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const failures: FakeFailure[] = [];
  let baseUrl = '';

  const fake: FakeStripe = {
    url: '',
    secretKey,
    webhookSecret,
    webhookUrl: options.webhookUrl,
    requests: [],
    deliveries: [],
    session: (id) => sessions.get(id),
    lastSession: () => [...sessions.values()].at(-1),
    failNext(failure, times = 1) {
      for (let i = 0; i < times; i++) failures.push(failure);
    },
    async completeSession(id, { paymentStatus = 'paid' } = {}) {
      const session = mustGet(id);
      session.status = 'complete';
      session.payment_status = paymentStatus;
      session.url = null;
      session.payment_intent ??= `pi_test_${rand(8)}`;
      session.customer_details = { email: 'buyer@example.com' };
      return fake.sendEvent(buildEvent(session, 'checkout.session.completed'));
    },
    async settleAsyncPayment(id, outcome) {
      const session = mustGet(id);
      if (outcome === 'succeeded') session.payment_status = 'paid';
      const type =
        outcome === 'succeeded' ? 'checkout.session.async_payment_succeeded' : 'checkout.session.async_payment_failed';
      return fake.sendEvent(buildEvent(session, type));
    },
    buildEvent: (id, type) => buildEvent(mustGet(id), type),
    async sendEvent(event, signOptions) {
      if (!fake.webhookUrl) throw new Error('fake Stripe: no webhookUrl to deliver to');
      const result = await deliverEvent(fake.webhookUrl, event, webhookSecret, signOptions);
      fake.deliveries.push({ event, result });
      return result;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  function mustGet(id: string): FakeCheckoutSession {
    const session = sessions.get(id);
    if (!session) throw new Error(`fake Stripe: no checkout session ${id}`);
    return session;
  }

  function createSession(body: Record<string, FormValue>): { status: number; body: unknown } {
    for (const param of ['mode', 'line_items', 'success_url']) {
      if (body[param] === undefined || body[param] === '') return stripeError(400, missing(param));
    }
    const items = body.line_items;
    if (!Array.isArray(items) || !items.length) return stripeError(400, missing('line_items'));
    let total = 0;
    let currency = '';
    for (const [index, item] of items.entries()) {
      const line = item as Record<string, FormValue>;
      const price = line.price_data as Record<string, FormValue> | undefined;
      const quantity = Number(line.quantity ?? 1);
      const unitAmount = Number(price?.unit_amount);
      if (!price || !Number.isInteger(unitAmount) || unitAmount < 0) {
        return stripeError(400, missing(`line_items[${index}][price_data][unit_amount]`));
      }
      if (!Number.isInteger(quantity) || quantity < 1) {
        return stripeError(400, {
          type: 'invalid_request_error',
          code: 'parameter_invalid_integer',
          param: `line_items[${index}][quantity]`,
          message: 'Invalid integer',
        });
      }
      currency = String(price.currency ?? '').toLowerCase();
      total += quantity * unitAmount;
    }
    const id = `cs_test_${rand(12)}`;
    const now = Math.floor(Date.now() / 1000);
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      mode: String(body.mode),
      status: 'open',
      payment_status: 'unpaid',
      url: `${baseUrl}/c/pay/${id}`,
      amount_subtotal: total,
      amount_total: total,
      currency,
      client_reference_id: typeof body.client_reference_id === 'string' ? body.client_reference_id : null,
      metadata: stringRecord(body.metadata),
      success_url: String(body.success_url),
      cancel_url: typeof body.cancel_url === 'string' ? body.cancel_url : null,
      customer: null,
      customer_details: null,
      payment_intent: null,
      created: now,
      expires_at: now + 24 * 3600,
      livemode: false,
      ui_mode: 'hosted_page',
    };
    sessions.set(id, session);
    return { status: 200, body: session };
  }

  async function api(req: IncomingMessage, res: ServerResponse, path: string, raw: string): Promise<void> {
    const idempotencyKey = header(req, 'idempotency-key');
    const body = parseStripeForm(raw);
    fake.requests.push({
      method: req.method ?? 'GET',
      path,
      idempotencyKey,
      stripeVersion: header(req, 'stripe-version'),
      body,
    });
    if (header(req, 'authorization') !== `Bearer ${secretKey}`) {
      return send(res, 401, { error: ERRORS.authentication.error });
    }
    const failure = failures.shift();
    if (failure) return send(res, ERRORS[failure].status, { error: ERRORS[failure].error });

    const fingerprint = `${req.method} ${path} ${raw}`;
    if (req.method === 'POST' && idempotencyKey) {
      const seen = idempotent.get(idempotencyKey);
      if (seen && seen.fingerprint !== fingerprint) {
        return send(res, 400, {
          error: {
            type: 'idempotency_error',
            message:
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          },
        });
      }
      if (seen) return send(res, seen.status, seen.body, { 'Idempotent-Replayed': 'true' });
    }

    let result: { status: number; body: unknown };
    const sessionMatch = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      result = createSession(body);
    } else if (req.method === 'GET' && sessionMatch) {
      const session = sessions.get(sessionMatch[1]);
      result = session
        ? { status: 200, body: session }
        : stripeError(404, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'session',
            message: `No such checkout.session: '${sessionMatch[1]}'`,
          });
    } else {
      result = stripeError(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${req.method}: ${path}).`,
      });
    }
    if (req.method === 'POST' && idempotencyKey) idempotent.set(idempotencyKey, { fingerprint, ...result });
    send(res, result.status, result.body);
  }

  /** The hosted page: GET shows the order and a Pay button; POST pays, fires the webhook, returns to the app. */
  async function checkoutPage(req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
    const session = sessions.get(id);
    if (!session) return sendHtml(res, 404, '<h1>This checkout session does not exist.</h1>');
    if (req.method === 'POST') {
      if (session.status === 'open') {
        try {
          await fake.completeSession(id);
        } catch (error) {
          return sendHtml(res, 502, `<h1>Could not notify the shop</h1><p>${escapeHtml((error as Error).message)}</p>`);
        }
      }
      res.writeHead(303, { Location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
      return void res.end();
    }
    const amount = (session.amount_total / 100).toFixed(2);
    const cancel = session.cancel_url
      ? `<a data-testid="fake-stripe-cancel" href="${escapeHtml(session.cancel_url)}">Cancel</a>`
      : '';
    sendHtml(
      res,
      200,
      `<h1>Fake Stripe Checkout</h1><p data-testid="fake-stripe-amount">Pay $${amount} ${escapeHtml(session.currency.toUpperCase())}</p>` +
        (session.status === 'open'
          ? `<form method="post" action="/c/pay/${session.id}"><button type="submit" data-testid="fake-stripe-pay">Pay</button></form>${cancel}`
          : `<p>This session is ${session.status}.</p>`),
    );
  }

  /** Test controls for a fake running in another process. */
  async function control(req: IncomingMessage, res: ServerResponse, path: string, raw: string): Promise<void> {
    const input = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const completeMatch = /^\/__fake\/sessions\/([\w-]+)\/complete$/.exec(path);
    if (req.method === 'POST' && path === '/__fake/fail') {
      fake.failNext(input.failure as FakeFailure, Number(input.times ?? 1));
      return send(res, 200, { ok: true });
    }
    if (req.method === 'POST' && completeMatch) {
      const result = await fake.completeSession(completeMatch[1], {
        paymentStatus: input.payment_status === 'unpaid' ? 'unpaid' : 'paid',
      });
      return send(res, 200, { ok: true, webhook: result });
    }
    if (req.method === 'GET' && path === '/__fake/sessions') return send(res, 200, { data: [...sessions.values()] });
    send(res, 404, { error: { message: 'unknown control' } });
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '/').split('?')[0];
      const pay = /^\/c\/pay\/([\w-]+)$/.exec(path);
      const handled = pay
        ? checkoutPage(req, res, pay[1])
        : path.startsWith('/__fake/')
          ? control(req, res, path, raw)
          : api(req, res, path, req.method === 'GET' ? ((req.url ?? '').split('?')[1] ?? '') : raw);
      handled.catch((error: Error) => {
        if (!res.headersSent) send(res, 500, { error: { type: 'api_error', message: error.message } });
      });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  baseUrl = `http://${options.host ?? '127.0.0.1'}:${address.port}`;
  fake.url = baseUrl;
  return fake;
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === 'string' ? value : null;
}

function missing(param: string) {
  return {
    type: 'invalid_request_error',
    code: 'parameter_missing',
    param,
    message: `Missing required param: ${param}.`,
  };
}

function stripeError(status: number, error: Record<string, string>) {
  return { status, body: { error: { ...error, doc_url: 'https://stripe.com/docs/error-codes' } } };
}

function stringRecord(value: FormValue | undefined): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, String(item)]));
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Request-Id': `req_${rand(7)}`,
    ...headers,
  });
  res.end(JSON.stringify(body));
}

function sendHtml(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html><head><meta charset="utf-8"><title>Fake Stripe Checkout</title></head><body>${body}</body></html>`,
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
