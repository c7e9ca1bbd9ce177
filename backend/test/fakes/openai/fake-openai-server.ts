import { randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  emailReply,
  Json,
  landingDesignReply,
  landingReply,
  personaReply,
  strictSchemaError,
  valueFor,
} from './fixtures';

/**
 * A local OpenAI (POST /v1/chat/completions, GET /v1/models) speaking the documented wire format
 * (shared/reference/external-apis.md §3). Plain node:http, no test framework: the backend's e2e tests, the
 * frontend's browser test and the bench all start it.
 *
 * Which answer a completion gets: the next queued mode (queueModes), else a marker such as [[fake:invalid_json]]
 * in the last user message, else the current mode (setMode, default 'ok').
 */

export const FAKE_OPENAI_MODES = [
  'ok',
  /** ok, plus one evidence quote that is not in the profile (persona task). */
  'ok_unverified',
  'invalid_json',
  'schema_violation',
  'refusal',
  'content_filter',
  'length',
  'rate_limited',
  'insufficient_quota',
  'unauthorized',
  'server_error',
  'slow',
] as const;
export type OpenAiMode = (typeof FAKE_OPENAI_MODES)[number];

export interface FakeOpenAiOptions {
  /** The only key accepted. Default: a random sk-fake-… one. */
  apiKey?: string;
  /** OPENAI_MODEL in `env` and the model /v1/models lists. Default gpt-4o-mini. */
  model?: string;
  /** Delay before every completion (ms, or a [min, max] range). Default 0. */
  latencyMs?: number | [number, number];
  /** How long 'slow' waits before answering (ms). Default 10000. */
  slowMs?: number;
  /** retry-after (seconds) sent with rate_limited answers. Default 1. */
  retryAfterSeconds?: number;
  /** More completions in flight at once than this are answered 429 rate_limit_exceeded. */
  rateLimit?: { maxConcurrent: number };
  host?: string;
  port?: number;
}

export interface RecordedOpenAiRequest {
  method: string;
  path: string;
  /** The parsed JSON body (null when it was not JSON or there was none). */
  body: Record<string, unknown> | null;
  /** The mode that answered (completions only). */
  mode: OpenAiMode | null;
  status: number;
}

export interface FakeOpenAi {
  /** Base URL for OPENAI_BASE_URL, including /v1, e.g. http://127.0.0.1:41234/v1 */
  url: string;
  apiKey: string;
  /** The app's variables for this fake: OPENAI_API_KEY, OPENAI_BASE_URL and OPENAI_MODEL. */
  env: { OPENAI_API_KEY: string; OPENAI_BASE_URL: string; OPENAI_MODEL: string };
  /** Every request, oldest first (status is filled in once answered). */
  requests: RecordedOpenAiRequest[];
  /** Completions answered 429 because more than rateLimit.maxConcurrent were in flight. */
  readonly rateLimited: number;
  /** The most completions that were in flight at once (rejected ones included). */
  readonly maxConcurrent: number;
  setMode(mode: OpenAiMode): void;
  /** The next N completions answer in these modes, one each, before the current mode applies again. */
  queueModes(...modes: OpenAiMode[]): void;
  setLatency(ms: number | [number, number]): void;
  close(): Promise<void>;
}

const ERRORS = {
  unauthorized: {
    status: 401,
    error: {
      message:
        'Incorrect API key provided: sk-fake***. You can find your API key at https://platform.openai.com/account/api-keys.',
      type: 'invalid_request_error',
      param: null,
      code: 'invalid_api_key',
    },
  },
  rate_limited: {
    status: 429,
    error: {
      message: 'Rate limit reached for requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in 1s.',
      type: 'requests',
      param: null,
      code: 'rate_limit_exceeded',
    },
  },
  insufficient_quota: {
    status: 429,
    error: {
      message: 'You exceeded your current quota, please check your plan and billing details.',
      type: 'insufficient_quota',
      param: null,
      code: 'insufficient_quota',
    },
  },
  server_error: {
    status: 500,
    error: {
      message: 'The server had an error while processing your request. Sorry about that!',
      type: 'server_error',
      param: null,
      code: null,
    },
  },
} as const;

const MARKER = /\[\[fake:([a-z_]+)\]\]/;

function lastUserText(body: Record<string, unknown>): string {
  const messages = Array.isArray(body.messages) ? (body.messages as Record<string, unknown>[]) : [];
  const last = [...messages].reverse().find((message) => message?.role === 'user');
  if (!last) return '';
  if (typeof last.content === 'string') return last.content;
  if (Array.isArray(last.content)) {
    return (last.content as { text?: string }[]).map((part) => part?.text ?? '').join('\n');
  }
  return '';
}

export async function startFakeOpenAi(options: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  const apiKey = options.apiKey ?? `sk-fake-${randomBytes(12).toString('hex')}`;
  const defaultModel = options.model ?? 'gpt-4o-mini';
  const slowMs = options.slowMs ?? 10_000;
  const retryAfterSeconds = options.retryAfterSeconds ?? 1;
  let latency: number | [number, number] = options.latencyMs ?? 0;
  let mode: OpenAiMode = 'ok';
  const queue: OpenAiMode[] = [];
  const requests: RecordedOpenAiRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let inFlight = 0;
  let peak = 0;
  let rateLimited = 0;
  let sequence = 0;

  const later = (ms: number, fn: () => void) => {
    if (ms <= 0) return fn();
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  const latencyNow = () =>
    Array.isArray(latency) ? latency[0] + Math.floor(Math.random() * (latency[1] - latency[0] + 1)) : latency;

  const send = (
    res: ServerResponse,
    record: RecordedOpenAiRequest,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    record.status = status;
    if (res.destroyed) return;
    res.writeHead(status, {
      'content-type': 'application/json',
      'x-request-id': `req_fake_${++sequence}`,
      'openai-processing-ms': '1',
      ...headers,
    });
    res.end(JSON.stringify(body));
  };

  const sendError = (res: ServerResponse, record: RecordedOpenAiRequest, kind: keyof typeof ERRORS) => {
    const { status, error } = ERRORS[kind];
    const headers: Record<string, string> =
      kind === 'rate_limited'
        ? {
            'retry-after': String(retryAfterSeconds),
            'x-ratelimit-limit-requests': '3',
            'x-ratelimit-remaining-requests': '0',
            'x-ratelimit-reset-requests': `${retryAfterSeconds}s`,
          }
        : {};
    send(res, record, status, { error }, headers);
  };

  const completion = (model: string, content: string | null, extra: { refusal?: string; finish?: string } = {}) => ({
    id: `chatcmpl-fake${++sequence}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: extra.refusal ?? null },
        finish_reason: extra.finish ?? 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 42, completion_tokens: Math.ceil((content ?? '').length / 4), total_tokens: 42 },
  });

  const validReply = (
    name: string,
    prompt: string,
    schema: Record<string, unknown> | undefined,
    chosen: OpenAiMode,
  ) => {
    if (name === 'persona_analysis') return personaReply(prompt, { unverifiedQuote: chosen === 'ok_unverified' });
    if (name === 'outreach_email') return emailReply(prompt);
    if (name === 'landing_page') return landingReply(prompt);
    if (name === 'landing_design') return landingDesignReply(prompt);
    return valueFor(schema);
  };

  const answerCompletion = (res: ServerResponse, record: RecordedOpenAiRequest, body: Record<string, unknown>) => {
    const model = typeof body.model === 'string' ? body.model : '';
    const messages = body.messages;
    if (!model || !Array.isArray(messages) || !messages.length) {
      return send(res, record, 400, {
        error: {
          message: !model ? 'you must provide a model parameter' : "Missing required parameter: 'messages'.",
          type: 'invalid_request_error',
          param: !model ? 'model' : 'messages',
          code: null,
        },
      });
    }
    const format = (body.response_format ?? null) as Record<string, unknown> | null;
    const jsonSchema = (format?.type === 'json_schema' ? format.json_schema : null) as Record<string, unknown> | null;
    const name = typeof jsonSchema?.name === 'string' ? jsonSchema.name : '';
    const schema = jsonSchema?.schema as Record<string, unknown> | undefined;
    const schemaError = jsonSchema?.strict === true ? strictSchemaError(schema) : null;
    if (schemaError) {
      return send(res, record, 400, {
        error: {
          message: `Invalid schema for response_format '${name}': ${schemaError}`,
          type: 'invalid_request_error',
          param: 'response_format',
          code: null,
        },
      });
    }

    const prompt = lastUserText(body);
    const marker = MARKER.exec(prompt)?.[1] as OpenAiMode | undefined;
    const chosen: OpenAiMode =
      queue.shift() ?? (marker && FAKE_OPENAI_MODES.includes(marker) ? marker : undefined) ?? mode;
    record.mode = chosen;

    switch (chosen) {
      case 'unauthorized':
      case 'rate_limited':
      case 'insufficient_quota':
      case 'server_error':
        return sendError(res, record, chosen);
      case 'invalid_json':
        return send(res, record, 200, completion(model, 'Sure! Here is the persona: {"profile_summary": '));
      case 'schema_violation':
        return send(res, record, 200, completion(model, JSON.stringify({ fake_schema_violation: true })));
      case 'refusal':
        return send(res, record, 200, completion(model, null, { refusal: "I'm sorry, I can't help with that." }));
      case 'content_filter':
        return send(res, record, 200, completion(model, null, { finish: 'content_filter' }));
      case 'length': {
        const full = JSON.stringify(validReply(name, prompt, schema, 'ok'));
        return send(
          res,
          record,
          200,
          completion(model, full.slice(0, Math.ceil(full.length / 3)), { finish: 'length' }),
        );
      }
      case 'slow':
      case 'ok':
      case 'ok_unverified': {
        const content = JSON.stringify(validReply(name, prompt, schema, chosen) satisfies Json);
        return later(chosen === 'slow' ? slowMs : 0, () => send(res, record, 200, completion(model, content)));
      }
    }
  };

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    let body: Record<string, unknown> | null = null;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
    } catch {
      body = null;
    }
    const record: RecordedOpenAiRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      body,
      mode: null,
      status: 0,
    };
    requests.push(record);

    if (req.headers.authorization !== `Bearer ${apiKey}` || mode === 'unauthorized') {
      return sendError(res, record, 'unauthorized');
    }
    if (req.method === 'GET' && url.pathname === '/v1/models') {
      return send(res, record, 200, {
        object: 'list',
        data: [{ id: defaultModel, object: 'model', created: 0, owned_by: 'fake' }],
      });
    }
    if (req.method !== 'POST' || url.pathname !== '/v1/chat/completions') {
      return send(res, record, 404, {
        error: {
          message: `Unknown request URL: ${req.method} ${url.pathname}.`,
          type: 'invalid_request_error',
          param: null,
          code: 'unknown_url',
        },
      });
    }
    if (!body) {
      return send(res, record, 400, {
        error: {
          message: 'We could not parse the JSON body of your request.',
          type: 'invalid_request_error',
          param: null,
          code: null,
        },
      });
    }

    inFlight++;
    peak = Math.max(peak, inFlight);
    res.once('close', () => inFlight--);
    if (options.rateLimit && inFlight > options.rateLimit.maxConcurrent) {
      rateLimited++;
      record.mode = 'rate_limited';
      return sendError(res, record, 'rate_limited');
    }
    later(latencyNow(), () => answerCompletion(res, record, body));
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { address, port } = server.address() as AddressInfo;
  const baseUrl = `http://${address}:${port}/v1`;

  return {
    url: baseUrl,
    apiKey,
    env: { OPENAI_API_KEY: apiKey, OPENAI_BASE_URL: baseUrl, OPENAI_MODEL: defaultModel },
    requests,
    get rateLimited() {
      return rateLimited;
    },
    get maxConcurrent() {
      return peak;
    },
    setMode: (next) => {
      mode = next;
    },
    queueModes: (...modes) => {
      queue.push(...modes);
    },
    setLatency: (next) => {
      latency = next;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
