import { randomBytes } from 'node:crypto';
import { createServer, IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ProfileRecord, recordFor } from './fixtures';

/**
 * A local Bright Data Web Scraper API for the LinkedIn people-profile dataset (shared/reference/external-apis.md
 * §2, "Fake server must"): trigger → progress → snapshot, the synchronous scrape, plain-text auth errors, the JSON
 * validation error, 429 with Retry-After, and records in shuffled order. Plain node:http, no test framework: e2e
 * tests, the browser tests and the bench all start it.
 */

/**
 * ok: batches become ready (see readyAfterPolls / latency). failed: batches triggered now end `failed` with an
 * error_message. building: batches triggered now answer the snapshot download 202 twice after they are ready.
 * rate_limited: every datasets call answers 429 (Retry-After: 2). unauthorized: 401 even for the right token.
 * server_error: 500 plain text. scrape_202: the synchronous scrape answers 202 with a snapshot id.
 */
export type BrightDataDatasetsMode =
  'ok' | 'failed' | 'building' | 'rate_limited' | 'unauthorized' | 'server_error' | 'scrape_202';

export type Latency = number | [number, number];

export interface FakeBrightDataDatasetsOptions {
  /** The only token accepted. Default: a random one (pass the SERP fake's token to share one). */
  token?: string;
  /** The only dataset that exists. Default: the people-profile dataset gd_l1viktl72bvl7bjuj0. */
  datasetId?: string;
  /** Requests (progress and snapshot alike) a batch needs before it is ready, besides its latency. Default 2. */
  readyAfterPolls?: number;
  /** Time until a batch's snapshot is ready, fixed or a random [min, max] per batch (ms). Default 0. */
  latencyMs?: Latency;
  /** Batches allowed to run at once; a trigger beyond it answers 429. Default: no limit. */
  maxRunning?: number;
  /** BRIGHTDATA_POLL_INTERVAL_MS in env. Default 20. */
  pollIntervalMs?: number;
  /** Requests outside /datasets/ are forwarded here (e.g. the SERP fake), so one BRIGHTDATA_BASE_URL serves both. */
  passthroughUrl?: string;
  host?: string;
  port?: number;
}

export interface RecordedDatasetsRequest {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

export interface TriggeredBatch {
  snapshotId: string;
  urls: string[];
  at: number;
}

export interface FakeBrightDataDatasets {
  /** Base URL for BRIGHTDATA_BASE_URL, e.g. http://127.0.0.1:41235 */
  url: string;
  apiToken: string;
  datasetId: string;
  /** BRIGHTDATA_API_TOKEN, BRIGHTDATA_DATASET_ID, BRIGHTDATA_BASE_URL and a small BRIGHTDATA_POLL_INTERVAL_MS. */
  env: Record<string, string>;
  requests: RecordedDatasetsRequest[];
  /** The batches received by trigger (and by a scrape). */
  triggers: TriggeredBatch[];
  setMode(mode: BrightDataDatasetsMode): void;
  setLatency(latency: Latency): void;
  /** The next n datasets calls answer 429 with Retry-After: 2, whatever the mode. */
  rateLimitNext(n: number): void;
  /** The most batches that were running at once. */
  readonly maxConcurrentRunning: number;
  /** 429s sent so far. */
  readonly rateLimited: number;
  close(): Promise<void>;
}

interface Snapshot {
  id: string;
  records: ProfileRecord[];
  createdAt: number;
  latencyMs: number;
  polls: number;
  failed: boolean;
  /** 202s still to answer on download after the batch is ready ('building'). */
  lag: number;
}

interface Reply {
  status: number;
  body: string;
  headers?: Record<string, string>;
  /** Answer after this long (the synchronous scrape answers once its batch is ready). */
  delayMs?: number;
}

const text = (status: number, body: string, headers: Record<string, string> = {}): Reply => ({
  status,
  body,
  headers: { 'content-type': 'text/plain; charset=utf-8', ...headers },
});
const json = (status: number, body: unknown): Reply => ({
  status,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json; charset=utf-8' },
});
const tooMany = () => text(429, 'Too many running jobs, please try again later', { 'retry-after': '2' });
const invalidUrl = () =>
  json(400, {
    error: 'Invalid input provided',
    code: 'validation_error',
    errors: [['url', 'This field must be a valid url']],
  });

const PROFILE_URL = /^https?:\/\/([\w-]+\.)?linkedin\.com\/in\/[^/?#\s]+/i;

function shuffle<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  // Never the given order when it can differ: the adapter must join on input.url.
  if (copy.length > 1 && copy.every((item, n) => item === items[n])) copy.push(copy.shift() as T);
  return copy;
}

/** [{url}] (trigger, LinkedIn guide) or {input: [{url}]} (API reference) → the URLs, or a reply refusing them. */
function inputsOf(body: unknown, allowWrapped: boolean): string[] | Reply {
  const list =
    allowWrapped && typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as { input?: unknown }).input
      : body;
  if (!Array.isArray(list)) {
    return json(400, { error: 'Parser cannot parse input: expected an array of inputs', code: 'parse_error' });
  }
  if (list.length === 0) return text(400, 'No data to trigger');
  const urls: string[] = [];
  for (const item of list) {
    const url = (item as { url?: unknown } | null)?.url;
    if (typeof url !== 'string' || !PROFILE_URL.test(url.trim())) return invalidUrl();
    urls.push(url);
  }
  return urls;
}

export async function startFakeBrightDataDatasets(
  options: FakeBrightDataDatasetsOptions = {},
): Promise<FakeBrightDataDatasets> {
  const token = options.token ?? `brd_${randomBytes(12).toString('hex')}`;
  const datasetId = options.datasetId ?? 'gd_l1viktl72bvl7bjuj0';
  const readyAfterPolls = options.readyAfterPolls ?? 2;
  let latency: Latency = options.latencyMs ?? 0;
  let mode: BrightDataDatasetsMode = 'ok';
  let forced429 = 0;
  let rateLimited = 0;
  let maxConcurrentRunning = 0;
  const snapshots = new Map<string, Snapshot>();
  const requests: RecordedDatasetsRequest[] = [];
  const triggers: TriggeredBatch[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const batchLatency = () =>
    Array.isArray(latency) ? latency[0] + Math.floor(Math.random() * (latency[1] - latency[0] + 1)) : latency;
  const isReady = (s: Snapshot) => !s.failed && s.polls >= readyAfterPolls && Date.now() - s.createdAt >= s.latencyMs;
  const running = () => [...snapshots.values()].filter((s) => !s.failed && !isReady(s)).length;

  function createSnapshot(urls: string[], includeErrors: boolean): Snapshot {
    const now = Date.now();
    const timestamp = new Date(now).toISOString();
    const records = urls
      .map((url) => recordFor(url.trim(), timestamp))
      .filter((record): record is ProfileRecord => record !== null && (includeErrors || !record.error_code));
    const snapshot: Snapshot = {
      id: `s_${randomBytes(9).toString('hex')}`,
      records: shuffle(records),
      createdAt: now,
      latencyMs: batchLatency(),
      polls: 0,
      failed: mode === 'failed',
      lag: mode === 'building' ? 2 : 0,
    };
    snapshots.set(snapshot.id, snapshot);
    triggers.push({ snapshotId: snapshot.id, urls, at: now });
    maxConcurrentRunning = Math.max(maxConcurrentRunning, running());
    return snapshot;
  }

  function recordsReply(records: ProfileRecord[], format: string): Reply {
    if (format === 'json') return json(200, records);
    if (format === 'ndjson' || format === 'jsonl') {
      const body = records.map((record) => JSON.stringify(record)).join('\n');
      return { status: 200, body: body && `${body}\n`, headers: { 'content-type': 'application/x-ndjson' } };
    }
    return text(400, `Unsupported format: ${format}`);
  }

  function answer(req: IncomingMessage, raw: string): Reply {
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    const authorization = req.headers.authorization ?? null;
    requests.push({ method: req.method ?? '', path: req.url ?? '', authorization, body });
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/\/+$/, '');

    if (!authorization) return text(401, 'Credentials are missing');
    if (!/^Bearer\s/i.test(authorization)) return text(401, 'Auth method is not supported');
    if (authorization !== `Bearer ${token}` || mode === 'unauthorized') return text(401, 'Invalid credentials');
    if (forced429 > 0 || mode === 'rate_limited') {
      forced429 = Math.max(0, forced429 - 1);
      rateLimited += 1;
      return tooMany();
    }
    if (mode === 'server_error') return text(500, 'Internal server error');

    const format = (url.searchParams.get('format') ?? 'json').toLowerCase();
    if (path === '/datasets/v3/trigger' || path === '/datasets/v3/scrape') {
      if (req.method !== 'POST') return text(405, 'Method not allowed');
      const dataset = url.searchParams.get('dataset_id');
      if (!dataset) return text(404, 'Collector not found');
      if (dataset !== datasetId) return text(404, 'dataset does not exist');
      const sync = path === '/datasets/v3/scrape';
      const inputs = inputsOf(body, sync);
      if (!Array.isArray(inputs)) return inputs;
      if (sync && inputs.length > 20) return text(400, 'Too many inputs for a synchronous request: use trigger');
      if (options.maxRunning !== undefined && running() >= options.maxRunning) {
        rateLimited += 1;
        return tooMany();
      }
      const snapshot = createSnapshot(inputs, url.searchParams.get('include_errors') === 'true');
      if (!sync) return json(200, { snapshot_id: snapshot.id });
      if (mode === 'scrape_202') {
        return json(202, {
          snapshot_id: snapshot.id,
          message: 'Your request is still in progress and may take more time. Use the snapshot id to follow it.',
        });
      }
      snapshot.polls = readyAfterPolls;
      return { ...recordsReply(snapshot.records, format), delayMs: snapshot.latencyMs };
    }

    const match = /^\/datasets\/v3\/(progress|snapshot)\/([\w-]+)$/.exec(path);
    if (!match || req.method !== 'GET') return text(404, 'Not found');
    const snapshot = snapshots.get(match[2]);
    if (!snapshot) return text(404, 'Snapshot not found');
    snapshot.polls += 1;
    const ready = isReady(snapshot);
    const failing = snapshot.failed && snapshot.polls >= readyAfterPolls;
    if (match[1] === 'progress') {
      const status = failing ? 'failed' : ready ? 'ready' : snapshot.polls === 1 ? 'starting' : 'running';
      return json(200, {
        snapshot_id: snapshot.id,
        dataset_id: datasetId,
        status,
        ...(failing ? { error_message: 'Collection failed: too many errors on the target site' } : {}),
        ...(ready ? { records: snapshot.records.length, errors: 0 } : {}),
      });
    }
    if (failing) return text(400, 'Snapshot failed');
    if (!ready) return json(202, { status: 'running', message: 'Snapshot is not ready yet, try again in 10s' });
    if (snapshot.lag > 0) {
      snapshot.lag -= 1;
      return json(202, { status: 'building', message: 'Snapshot is building, try again in 10s' });
    }
    return recordsReply(snapshot.records, format);
  }

  async function forward(req: IncomingMessage, raw: Buffer): Promise<Reply> {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name)) headers[name] = value;
    }
    const response = await fetch(`${options.passthroughUrl}${req.url ?? '/'}`, {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(raw),
    });
    const replyHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (name === 'content-type' || name === 'retry-after' || name.startsWith('x-brd-')) replyHeaders[name] = value;
    });
    return { status: response.status, body: await response.text(), headers: replyHeaders };
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const send = (reply: Reply) => {
        if (res.destroyed) return;
        res.writeHead(reply.status, reply.headers ?? {});
        res.end(reply.body);
      };
      if (options.passthroughUrl && !(req.url ?? '').startsWith('/datasets/')) {
        forward(req, raw).then(send, () => send(text(502, 'Passthrough failed')));
        return;
      }
      const reply = answer(req, raw.toString('utf8'));
      if (!reply.delayMs) return send(reply);
      const timer = setTimeout(() => {
        timers.delete(timer);
        send(reply);
      }, reply.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { address, port } = server.address() as AddressInfo;
  const url = `http://${address}:${port}`;

  return {
    url,
    apiToken: token,
    datasetId,
    env: {
      BRIGHTDATA_API_TOKEN: token,
      BRIGHTDATA_DATASET_ID: datasetId,
      BRIGHTDATA_BASE_URL: url,
      BRIGHTDATA_POLL_INTERVAL_MS: String(options.pollIntervalMs ?? 20),
    },
    requests,
    triggers,
    setMode: (next) => {
      mode = next;
    },
    setLatency: (next) => {
      latency = next;
    },
    rateLimitNext: (n) => {
      forced429 = n;
    },
    get maxConcurrentRunning() {
      return maxConcurrentRunning;
    },
    get rateLimited() {
      return rateLimited;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
