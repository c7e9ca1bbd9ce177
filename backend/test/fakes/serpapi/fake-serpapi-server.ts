import { randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serpPayload } from './fixtures';

/**
 * A local SerpApi (GET /search.json?engine=google&q=…&api_key=…) speaking the documented wire format
 * (shared/reference/external-apis.md §1). Plain node:http, no test framework: the backend's e2e tests, the
 * frontend's browser test and the bench all start it.
 */

/** ok: fixtures by q. The others answer every search the way SerpApi does in that case. */
export type SerpApiMode = 'ok' | 'unauthorized' | 'out_of_searches' | 'rate_limited' | 'server_error' | 'slow';

export interface FakeSerpApiOptions {
  /** Delay before every answer (ms). Default 0. */
  latencyMs?: number;
  /** How long 'slow' mode waits before answering (ms). Default 10000. */
  slowMs?: number;
  /** The only key accepted. Default: a random one. */
  apiKey?: string;
  host?: string;
  port?: number;
}

export interface RecordedSerpApiRequest {
  method: string;
  path: string;
  params: Record<string, string>;
}

export interface FakeSerpApi {
  /** Base URL for SERPAPI_BASE_URL, e.g. http://127.0.0.1:41234 */
  url: string;
  apiKey: string;
  /** The app's variables for this fake: SERPAPI_BASE_URL and SERPAPI_API_KEY. */
  env: Record<string, string>;
  /** Every request, oldest first. */
  requests: RecordedSerpApiRequest[];
  setMode(mode: SerpApiMode): void;
  setLatency(ms: number): void;
  close(): Promise<void>;
}

const ERRORS: Record<Exclude<SerpApiMode, 'ok' | 'slow'>, { status: number; error: string }> = {
  unauthorized: {
    status: 401,
    error: 'Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key',
  },
  out_of_searches: { status: 429, error: 'Your account has run out of searches.' },
  rate_limited: {
    status: 429,
    error: 'You have exceeded the hourly throughput limit for your plan. Please try again later.',
  },
  server_error: { status: 500, error: 'Internal server error. Please try again.' },
};

export async function startFakeSerpApi(options: FakeSerpApiOptions = {}): Promise<FakeSerpApi> {
  const apiKey = options.apiKey ?? `serp_${randomBytes(12).toString('hex')}`;
  let latencyMs = options.latencyMs ?? 0;
  const slowMs = options.slowMs ?? 10_000;
  let mode: SerpApiMode = 'ok';
  const requests: RecordedSerpApiRequest[] = [];
  const archive = new Map<string, unknown>();
  const timers = new Set<NodeJS.Timeout>();
  let baseUrl = '';

  const later = (ms: number, fn: () => void) => {
    if (ms <= 0) return fn();
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    if (res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const params = Object.fromEntries(url.searchParams);
    requests.push({ method: req.method ?? 'GET', path: url.pathname, params });

    const archived = /^\/searches\/([\w-]+)\.json$/.exec(url.pathname);
    if (req.method === 'GET' && archived) {
      const found = archive.get(archived[1]);
      return send(res, found ? 200 : 404, found ?? { error: 'Search not found.' });
    }
    if (req.method !== 'GET' || (url.pathname !== '/search.json' && url.pathname !== '/search')) {
      return send(res, 404, { error: 'Not found.' });
    }
    if (params.api_key !== apiKey || mode === 'unauthorized') {
      return send(res, ERRORS.unauthorized.status, { error: ERRORS.unauthorized.error });
    }
    if (!params.q) return send(res, 400, { error: 'Missing query `q` parameter.' });
    if (mode !== 'ok' && mode !== 'slow') return send(res, ERRORS[mode].status, { error: ERRORS[mode].error });

    const start = Number(params.start ?? 0) || 0;
    const id = randomBytes(8).toString('hex');
    const meta = {
      id,
      json_endpoint: `${baseUrl}/searches/${id}.json`,
      created_at: '2026-08-01 10:00:00 UTC',
      processed_at: '2026-08-01 10:00:00 UTC',
      google_url: `https://www.google.com/search?q=${encodeURIComponent(params.q)}`,
      total_time_taken: 0.42,
    };
    const nextUrl = (next: number) => {
      const query = new URLSearchParams({ engine: 'google', q: params.q, start: String(next) });
      return `${baseUrl}/search.json?${query}`;
    };
    const payload = serpPayload(params.q, start, meta, nextUrl);
    archive.set(id, payload);
    later(mode === 'slow' ? slowMs : 0, () => send(res, 200, payload));
  };

  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => later(latencyMs, () => handle(req, res)));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { address, port } = server.address() as AddressInfo;
  baseUrl = `http://${address}:${port}`;

  return {
    url: baseUrl,
    apiKey,
    env: { SERPAPI_BASE_URL: baseUrl, SERPAPI_API_KEY: apiKey },
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
