// Closed-loop virtual users for the load bench: each user signs in, then repeats a weighted mix of actions, one
// request at a time with a short think time, and every response is timed per route. Only loopback targets.
import { randomBytes } from 'node:crypto';

/** Latencies of one route, with the failures that came back from it. */
class RouteStats {
  constructor() {
    this.ms = [];
    this.errors = 0;
    this.statuses = {};
  }
  add(ms, status, ok) {
    this.ms.push(ms);
    this.statuses[status] = (this.statuses[status] ?? 0) + 1;
    if (!ok) this.errors += 1;
  }
  percentile(p) {
    if (!this.ms.length) return null;
    const sorted = Float64Array.from(this.ms).sort();
    return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
  }
}

const SEARCH_WORDS = ['healthcare', 'sales director', 'python', 'finance manager', 'retail', 'engineer', 'marketing'];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The mix: [route name, weight, request maker]. Health is in it as the floor every route shares under the same load.
 * @type {[string, number, (user: any) => { method: string, path: string, body?: any, token?: boolean, expect?: number }][]}
 */
export const MIX = [
  ['POST /api/auth/login/', 5, (u) => ({ method: 'POST', path: '/api/auth/login/', body: u.credentials })],
  [
    'POST /api/search/',
    30,
    () => ({
      method: 'POST',
      path: '/api/search/',
      token: true,
      body: { query: SEARCH_WORDS[Math.floor(Math.random() * SEARCH_WORDS.length)], sources: ['elasticsearch'] },
    }),
  ],
  ['GET /api/search/history/', 20, () => ({ method: 'GET', path: '/api/search/history/', token: true })],
  [
    'POST /api/linkedin/persona-analysis/',
    10,
    (u) => ({
      method: 'POST',
      path: '/api/linkedin/persona-analysis/',
      token: true,
      body: {
        text:
          `${u.credentials.username} leads a sales team of ${Math.floor(Math.random() * 90) + 10} in healthcare ` +
          `software, builds partner programmes and reports to the CRO. ${randomBytes(4).toString('hex')}`,
        name: 'Load Tester',
        company: 'Bench Health',
      },
    }),
  ],
  ['GET /api/usage/info/', 25, () => ({ method: 'GET', path: '/api/usage/info/', token: true })],
  ['GET /api/health/', 10, () => ({ method: 'GET', path: '/api/health/' })],
];
const TOTAL_WEIGHT = MIX.reduce((sum, [, weight]) => sum + weight, 0);

function pickAction() {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const action of MIX) {
    roll -= action[1];
    if (roll < 0) return action;
  }
  return MIX[MIX.length - 1];
}

/**
 * Registers `count` users through the API (not measured); each gets the credentials it signs in with.
 * @param {string} baseUrl
 */
export async function registerUsers(baseUrl, count) {
  const users = [];
  for (let i = 0; i < count; i++) {
    const password = `Load-${randomBytes(9).toString('base64url')}-9a!`;
    const username = `load_${i}_${randomBytes(4).toString('hex')}`;
    const response = await fetch(`${baseUrl}/api/auth/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username,
        email: `${username}@bench.invalid`,
        password,
        password2: password,
        first_name: 'Load',
        last_name: 'User',
      }),
    });
    const body = await response.json();
    if (response.status !== 201) throw new Error(`register answered ${response.status}: ${JSON.stringify(body)}`);
    users.push({ credentials: { username, password }, access: body.tokens.access });
  }
  return users;
}

/**
 * Runs the users against baseUrl for `seconds`; answers per-route figures and totals.
 * @param {{ baseUrl: string, users: any[], seconds: number, thinkMs: [number, number] }} options
 */
export async function runUsers({ baseUrl, users, seconds, thinkMs }) {
  const { hostname } = new URL(baseUrl);
  if (!/^127(\.\d{1,3}){3}$/.test(hostname)) throw new Error(`refusing to load ${baseUrl}: loopback only`);
  const stats = new Map(MIX.map(([name]) => [name, new RouteStats()]));
  const samples = [];
  const until = performance.now() + seconds * 1000;

  async function one(user) {
    const [name, , make] = pickAction();
    const request = make(user);
    const headers = { accept: 'application/json' };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    if (request.token) headers.authorization = `Bearer ${user.access}`;
    const started = performance.now();
    let status = 0;
    let body;
    try {
      const response = await fetch(baseUrl + request.path, {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(30_000),
      });
      status = response.status;
      body = await response.text();
    } catch (error) {
      body = error instanceof Error ? (error.cause?.code ?? error.message) : String(error);
    }
    const ms = performance.now() - started;
    const ok = status >= 200 && status < 300;
    stats.get(name).add(ms, status || 'network', ok);
    if (!ok && samples.length < 5)
      samples.push(`${name} → ${status || 'network error'}: ${String(body).slice(0, 200)}`);
    if (ok && name === 'POST /api/auth/login/') user.access = JSON.parse(body).tokens?.access ?? user.access;
  }

  async function loop(user) {
    // Users start spread over the first second, not in one burst.
    await sleep(Math.random() * 1000);
    while (performance.now() < until) {
      await one(user);
      await sleep(thinkMs[0] + Math.random() * (thinkMs[1] - thinkMs[0]));
    }
  }

  const started = performance.now();
  await Promise.all(users.map(loop));
  const elapsed = (performance.now() - started) / 1000;
  const routes = [...stats].map(([name, s]) => ({
    name,
    requests: s.ms.length,
    errors: s.errors,
    p50: s.percentile(50),
    p95: s.percentile(95),
    max: s.percentile(100),
    statuses: s.statuses,
  }));
  const requests = routes.reduce((sum, r) => sum + r.requests, 0);
  const errors = routes.reduce((sum, r) => sum + r.errors, 0);
  return { elapsed, requests, errors, rps: requests / elapsed, routes, samples };
}
