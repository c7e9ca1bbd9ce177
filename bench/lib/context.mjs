// What a bench case gets to prepare its requests: the server's base URL, a small JSON client, and a lazily
// registered user (one per bench run, shared by the cases that need a bearer token).
import { randomBytes } from 'node:crypto';

/**
 * @param {string} baseUrl e.g. http://127.0.0.1:40123
 */
export function createContext(baseUrl) {
  /**
   * One JSON request to the API, outside the measured load (for setup).
   * @returns {Promise<{ status: number, body: any }>}
   */
  async function api(method, path, { body, token, headers = {} } = {}) {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let parsed = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed };
  }

  let session = null;
  /**
   * Registers a fresh user (POST /api/auth/register/) on first use.
   * @returns {Promise<{ username: string, password: string, access: string, refresh: string, user: any }>}
   */
  async function user() {
    if (session) return session;
    const id = randomBytes(6).toString('hex');
    const password = `Bench-${randomBytes(9).toString('base64url')}-9a!`;
    const username = `bench_${id}`;
    const { status, body } = await api('POST', '/api/auth/register/', {
      body: {
        username,
        email: `${username}@bench.invalid`,
        password,
        password2: password,
        first_name: 'Bench',
        last_name: 'Runner',
      },
    });
    const access = body?.tokens?.access;
    if (status !== 201 || typeof access !== 'string') {
      throw new Error(`POST /api/auth/register/ answered ${status}: ${JSON.stringify(body).slice(0, 500)}`);
    }
    session = { username, password, access, refresh: body.tokens.refresh, user: body.user };
    return session;
  }

  return { baseUrl, api, user };
}
