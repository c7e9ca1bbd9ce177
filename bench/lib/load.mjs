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
 * @param {string} baseUrl
 * @param {import('./cases.mjs').BenchRequest} request
 * @param {{ durationSeconds: number, warmupSeconds: number, connections: number, maxRequests: number,
 *           expectStatus?: number }} settings
 * @param {AbortSignal} [signal] stops the load early (Ctrl-C)
 */
export async function measure(baseUrl, request, settings, signal) {
  assertLoopback(baseUrl);
  const method = request.method ?? 'GET';
  const headers = { accept: 'application/json', ...(request.headers ?? {}) };
  if (request.body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
    headers['content-type'] = 'application/json';
  }

  const probe = await fetch(new URL(request.path, baseUrl), {
    method,
    headers,
    body: request.body,
    signal: AbortSignal.timeout(30_000),
  });
  const probeBody = await probe.text();
  const expected = settings.expectStatus;
  if (expected ? probe.status !== expected : probe.status < 200 || probe.status > 299) {
    return {
      ok: false,
      problem: `probe answered ${probe.status}${expected ? ` (expected ${expected})` : ''}: ${probeBody.slice(0, 300)}`,
    };
  }

  const base = {
    url: new URL(request.path, baseUrl).href,
    method,
    headers,
    body: request.body,
    connections: settings.connections,
    maxOverallRequests: settings.maxRequests,
    timeout: 10,
  };
  if (settings.warmupSeconds > 0) await runAutocannon({ ...base, duration: settings.warmupSeconds }, signal);

  const samples = new Samples();
  const result = await runAutocannon({ ...base, duration: settings.durationSeconds }, signal, (_c, _s, _b, ms) =>
    samples.add(ms),
  );
  const [p50, p95, p99] = samples.percentiles([50, 95, 99]);
  const responses = samples.length;
  return {
    ok: true,
    probeStatus: probe.status,
    durationSeconds: result.duration,
    responses,
    requestsPerSecond: result.duration > 0 ? responses / result.duration : 0,
    latencyMs: { p50, p95, p99, max: result.latency.max },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count])),
  };
}
