import { randomBytes } from 'node:crypto';
import { createServer, IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serpJson, STUB_HTML } from './fixtures';

/**
 * A local Bright Data SERP API (POST /request with {zone, url, format}, Bearer token) speaking the documented
 * wire format (shared/reference/external-apis.md §5): plain-text auth errors, JSON validation errors, the
 * `format: "json"` wrapper whose body is a JSON-encoded string, and the failure shapes of the real service.
 * Plain node:http, no test framework: e2e tests, the browser test and the bench all start it.
 */

/**
 * ok: fixtures by q. unauthorized: 401 even for the right token. rate_limited: 429 failed_query_rejected.
 * unexpected_q: 502 with x-brd-error-code. empty_502: 200 with an empty body and x-brd-status-code 502.
 * server_error: 500 plain text. slow: the answer comes after slowMs.
 */
export type BrightDataSerpMode =
  'ok' | 'unauthorized' | 'rate_limited' | 'unexpected_q' | 'empty_502' | 'server_error' | 'slow';

export interface FakeBrightDataSerpOptions {
  /** Delay before every answer (ms). Default 0. */
  latencyMs?: number;
  /** How long 'slow' mode waits before answering (ms). Default 10000. */
  slowMs?: number;
  /** The only token accepted. Default: a random one. */
  token?: string;
  /** The only zone that exists. Default 'serp_api1'. */
  zone?: string;
  host?: string;
  port?: number;
}

export interface RecordedBrightDataRequest {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

export interface FakeBrightDataSerp {
  /** Base URL for BRIGHTDATA_BASE_URL, e.g. http://127.0.0.1:41235 */
  url: string;
  token: string;
  zone: string;
  /** The app's variables for this fake: BRIGHTDATA_BASE_URL, BRIGHTDATA_API_TOKEN, BRIGHTDATA_SERP_ZONE. */
  env: Record<string, string>;
  requests: RecordedBrightDataRequest[];
  setMode(mode: BrightDataSerpMode): void;
  setLatency(ms: number): void;
  close(): Promise<void>;
}

interface Reply {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

const text = (status: number, body: string, headers: Record<string, string> = {}): Reply => ({
  status,
  body,
  headers: { 'content-type': 'text/plain; charset=utf-8', ...headers },
});
const json = (status: number, body: unknown, headers: Record<string, string> = {}): Reply => ({
  status,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
});
const validation = (message: string) =>
  json(400, { error: 'Request validation failed', error_code: 'validation', details: [message] });

export async function startFakeBrightDataSerp(options: FakeBrightDataSerpOptions = {}): Promise<FakeBrightDataSerp> {
  const token = options.token ?? `brd_${randomBytes(12).toString('hex')}`;
  const zone = options.zone ?? 'serp_api1';
  let latencyMs = options.latencyMs ?? 0;
  const slowMs = options.slowMs ?? 10_000;
  let mode: BrightDataSerpMode = 'ok';
  const requests: RecordedBrightDataRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const later = (ms: number, fn: () => void) => {
    if (ms <= 0) return fn();
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  function answer(req: IncomingMessage, raw: string): Reply {
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    const authorization = req.headers.authorization ?? null;
    requests.push({ method: req.method ?? '', path: req.url ?? '', authorization, body });
    if (req.method !== 'POST' || (req.url ?? '').split('?')[0] !== '/request') return text(404, 'Not found');
    if (!authorization) return text(401, 'User authentication is required');
    if (authorization !== `Bearer ${token}` || mode === 'unauthorized')
      return text(401, 'Auth method is not supported');
    if (typeof body !== 'object' || body === null) return validation('body must be a JSON object');
    const request = body as { zone?: unknown; url?: unknown; format?: unknown; data_format?: unknown };
    if (typeof request.zone !== 'string' || !request.zone) return validation('"zone" is required');
    if (typeof request.url !== 'string' || !request.url) return validation('"url" is required');
    if (request.zone !== zone) return text(400, `zone "${request.zone}" not found`);
    if (request.format !== 'json' && request.format !== 'raw') return validation('"format" must be "raw" or "json"');
    let google: URL;
    try {
      google = new URL(request.url);
    } catch {
      return validation('"url" must be a valid url');
    }
    if (google.protocol !== 'https:') return validation('"url" must start with https://');
    if ([...google.searchParams.keys()][0] !== 'q') return validation('"q" must be the first parameter of the url');

    if (mode === 'rate_limited') {
      return text(429, 'Query rejected: try again later', {
        'x-brd-error-code': 'failed_query_rejected',
        'x-brd-error': 'Query rejected, try again in 15 seconds',
      });
    }
    if (mode === 'unexpected_q') {
      return text(502, 'Google searched a different query', {
        'x-brd-error-code': 'unexpected_q',
        'x-brd-error': 'Google returned results for a shortened query',
      });
    }
    if (mode === 'empty_502') return { status: 200, body: '', headers: { 'x-brd-status-code': '502' } };
    if (mode === 'server_error') return text(500, 'Internal server error');

    const q = google.searchParams.get('q') ?? '';
    const start = Number(google.searchParams.get('start') ?? 0) || 0;
    const parsed = google.searchParams.get('brd_json') === '1' || request.data_format === 'parsed_light';
    const page = parsed ? JSON.stringify(serpJson(q, start, `hl_${randomBytes(4).toString('hex')}`)) : STUB_HTML;
    const contentType = parsed ? 'application/json' : 'text/html; charset=utf-8';
    if (request.format === 'raw') return { status: 200, body: page, headers: { 'content-type': contentType } };
    return json(200, { status_code: 200, headers: { 'content-type': contentType }, body: page });
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const reply = answer(req, Buffer.concat(chunks).toString('utf8'));
      const delay = latencyMs + (mode === 'slow' && reply.status === 200 ? slowMs : 0);
      later(delay, () => {
        if (res.destroyed) return;
        res.writeHead(reply.status, reply.headers ?? {});
        res.end(reply.body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { address, port } = server.address() as AddressInfo;
  const url = `http://${address}:${port}`;

  return {
    url,
    token,
    zone,
    env: { BRIGHTDATA_BASE_URL: url, BRIGHTDATA_API_TOKEN: token, BRIGHTDATA_SERP_ZONE: zone },
    requests,
    setMode: (next) => {
      mode = next;
    },
    setLatency: (ms) => {
      latencyMs = ms;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
