// Drives one bench case with autocannon against the local server and returns its figures.
import autocannon from 'autocannon';

/** Latencies of every response, in milliseconds, in a growable typed array (no per-sample objects). */
class Samples {
  constructor() {
    this.values = new Float64Array(1 << 16);
    this.length = 0;
  }
  add(value) {
    if (this.length === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
  /** Nearest-rank percentiles, e.g. percentiles([50, 95, 99]). */
  percentiles(ps) {
    if (this.length === 0) return ps.map(() => null);
    const sorted = this.values.slice(0, this.length).sort();
    return ps.map((p) => sorted[Math.min(this.length - 1, Math.max(0, Math.ceil((p / 100) * this.length) - 1))]);
  }
}

/** Only this machine's loopback is ever a target. */
function assertLoopback(baseUrl) {
  const { hostname } = new URL(baseUrl);
  if (!/^127(\.\d{1,3}){3}$/.test(hostname) && hostname !== '[::1]' && hostname !== 'localhost') {
    throw new Error(`refusing to load ${baseUrl}: the bench only targets the loopback interface`);
  }
}

function runAutocannon(options, signal, onResponse) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => {
      signal?.removeEventListener('abort', stop);
      if (error) reject(error);
      else resolve(result);
    });
    function stop() {
      instance.stop();
    }
    if (onResponse) instance.on('response', onResponse);
    if (signal?.aborted) stop();
    else signal?.addEventListener('abort', stop, { once: true });
  });
}

/**
 * Sends the case's request once and checks the status, then (optionally) warms up, then measures.
 * `request.variants` (optional): [{ path?, body? }, ...] sent in turn, each connection starting at its own place, so
 * a mix of queries is measured rather than one that every cache holds. `settings.aloneSeconds` (optional): first the
 * same mix from one connection, the baseline "one query alone" that moves with the machine. A request that times
 * out or fails is counted (errors, timeouts), never thrown.
 * @param {string} baseUrl
 * @param {import('./cases.mjs').BenchRequest & { variants?: { path?: string, body?: string }[] }} request
 * @param {{ durationSeconds: number, warmupSeconds: number, connections: number, maxRequests: number,
 *           expectStatus?: number, aloneSeconds?: number, timeoutSeconds?: number }} settings
 * @param {AbortSignal} [signal] stops the load early (Ctrl-C)
 */
export async function measure(baseUrl, request, settings, signal) {
  assertLoopback(baseUrl);
  const method = request.method ?? 'GET';
  const headers = { accept: 'application/json', ...(request.headers ?? {}) };
  if (request.body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
    headers['content-type'] = 'application/json';
  }
  const variants = request.variants?.length ? request.variants : null;
  const first = variants ? { path: request.path, body: request.body, ...variants[0] } : request;

  let probe;
  let probeBody;
  try {
    probe = await fetch(new URL(first.path, baseUrl), {
      method,
      headers,
      body: first.body,
      signal: AbortSignal.timeout((settings.timeoutSeconds ?? 10) * 1000),
    });
    probeBody = await probe.text();
  } catch (error) {
    return {
      ok: false,
      problem: `probe failed: ${error instanceof Error ? (error.cause?.code ?? error.message) : error}`,
    };
  }
  const expected = settings.expectStatus;
  if (expected ? probe.status !== expected : probe.status < 200 || probe.status > 299) {
    return {
      ok: false,
      problem: `probe answered ${probe.status}${expected ? ` (expected ${expected})` : ''}: ${probeBody.slice(0, 300)}`,
    };
  }

  let turn = 0;
  const base = {
    url: new URL(request.path, baseUrl).href,
    method,
    headers,
    body: request.body,
    maxOverallRequests: settings.maxRequests,
    timeout: settings.timeoutSeconds ?? 10,
    ...(variants
      ? {
          requests: [
            {
              setupRequest: (req) => {
                const variant = variants[turn++ % variants.length];
                return {
                  ...req,
                  ...(variant.path ? { path: variant.path } : {}),
                  ...(variant.body ? { body: variant.body } : {}),
                };
              },
            },
          ],
        }
      : {}),
  };
  const run = async (connections, durationSeconds) => {
    const samples = new Samples();
    const result = await runAutocannon({ ...base, connections, duration: durationSeconds }, signal, (_c, _s, _b, ms) =>
      samples.add(ms),
    );
    const [p50, p95, p99] = samples.percentiles([50, 95, 99]);
    return { result, samples, p50, p95, p99 };
  };
  let alone = null;
  if (settings.aloneSeconds > 0) {
    const single = await run(1, settings.aloneSeconds);
    alone = { p50: single.p50, p95: single.p95, responses: single.samples.length };
  }
  if (settings.warmupSeconds > 0) await run(settings.connections, settings.warmupSeconds);

  const { result, samples, p50, p95, p99 } = await run(settings.connections, settings.durationSeconds);
  const responses = samples.length;
  return {
    ok: true,
    probeStatus: probe.status,
    durationSeconds: result.duration,
    responses,
    requestsPerSecond: result.duration > 0 ? responses / result.duration : 0,
    latencyMs: { p50, p95, p99, max: result.latency.max },
    alone,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count])),
  };
}
