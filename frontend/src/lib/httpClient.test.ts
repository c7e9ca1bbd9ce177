import { describe, expect, it, vi } from 'vitest';
import { ApiError, createHttpClient, errorText, withQuery, type FetchLike } from './httpClient';
import { createTokenStore, memoryStorage } from './tokens';

interface Call {
  url: string;
  method: string;
  authorization: string | null;
  body: string | undefined;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A fake API: /api/things answers 200 only to the token `valid`, /api/auth/refresh/ trades `refresh-1`
 * for a new pair (after a tick, so parallel 401s overlap it) or refuses anything else.
 */
function fakeApi({ refreshWorks = true } = {}) {
  const calls: Call[] = [];
  const fetch: FetchLike = vi.fn(async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    calls.push({
      url,
      method: init.method ?? 'GET',
      authorization: headers.get('Authorization'),
      body: typeof init.body === 'string' ? init.body : undefined,
    });
    if (url === '/api/auth/refresh/') {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const { refresh } = JSON.parse(String(init.body));
      if (refreshWorks && refresh === 'refresh-1')
        return json(200, { success: true, access: 'valid', refresh: 'refresh-2' });
      return json(401, { success: false, error: 'Invalid refresh token', code: 'invalid_refresh_token' });
    }
    if (url.startsWith('/api/things')) {
      if (url.endsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 30));
      if (headers.get('Authorization') === 'Bearer valid') return json(200, { success: true, url });
      return json(401, { success: false, error: 'Unauthorized', code: 'unauthorized' });
    }
    if (url === '/api/broken')
      return json(409, { success: false, error: 'Username already exists', code: 'username_taken' });
    return json(404, { success: false, error: 'Not found' });
  });
  return { fetch, calls };
}

function setup(options: { refreshWorks?: boolean; access?: string | null; refresh?: string | null } = {}) {
  const { fetch, calls } = fakeApi(options);
  const tokens = createTokenStore(memoryStorage());
  const access = options.access === undefined ? 'expired' : options.access;
  const refresh = options.refresh === undefined ? 'refresh-1' : options.refresh;
  if (access) tokens.setTokens({ access, refresh });
  tokens.setUser({ id: 1, username: 'ada', email: 'a@b.co', first_name: 'Ada', last_name: 'L' });
  const redirect = vi.fn();
  const client = createHttpClient({ fetch, tokens, redirect });
  return { ...client, calls, tokens, redirect };
}

describe('httpClient', () => {
  it('sends the bearer access token and JSON bodies', async () => {
    const { api, calls } = setup({ access: 'valid' });
    await api.post('/things', { name: 'x' });
    expect(calls[0]).toMatchObject({ url: '/api/things', method: 'POST', authorization: 'Bearer valid' });
    expect(calls[0].body).toBe('{"name":"x"}');
  });

  it('returns the fetchJson shape react-admin expects', async () => {
    const { httpClient } = setup({ access: 'valid' });
    const response = await httpClient('/api/things?x=1');
    expect(response.status).toBe(200);
    expect(response.headers).toBeInstanceOf(Headers);
    expect(JSON.parse(response.body)).toEqual(response.json);
    expect(response.json).toEqual({ success: true, url: '/api/things?x=1' });
  });

  it('refreshes once on a 401, stores the new pair and retries with the new token', async () => {
    const { api, calls, tokens } = setup();
    const result = await api.get('/things');

    expect(result).toEqual({ success: true, url: '/api/things' });
    expect(calls.map((c) => `${c.url} ${c.authorization ?? ''}`.trim())).toEqual([
      '/api/things Bearer expired',
      '/api/auth/refresh/',
      '/api/things Bearer valid',
    ]);
    expect(JSON.parse(calls[1].body ?? '{}')).toEqual({ refresh: 'refresh-1' });
    expect(tokens.getAccess()).toBe('valid');
    expect(tokens.getRefresh()).toBe('refresh-2');
  });

  it('shares one refresh call between parallel 401s', async () => {
    const { api, calls } = setup();
    const results = await Promise.all([api.get('/things/1'), api.get('/things/2'), api.get('/things/3')]);

    expect(results.map((r) => (r as { url: string }).url)).toEqual(['/api/things/1', '/api/things/2', '/api/things/3']);
    expect(calls.filter((c) => c.url === '/api/auth/refresh/')).toHaveLength(1);
    const retries = calls.filter((c) => c.url.startsWith('/api/things') && c.authorization === 'Bearer valid');
    expect(retries).toHaveLength(3);
  });

  it('retries without refreshing when another request already refreshed the token', async () => {
    const { api, calls } = setup();
    // The slow request leaves with the expired token and comes back 401 after the fast one refreshed.
    const results = await Promise.all([api.get('/things/slow'), api.get('/things/fast')]);
    expect(results).toHaveLength(2);
    expect(calls.filter((c) => c.url === '/api/auth/refresh/')).toHaveLength(1);
    expect(calls.filter((c) => c.url === '/api/things/slow').map((c) => c.authorization)).toEqual([
      'Bearer expired',
      'Bearer valid',
    ]);
  });

  it('clears the storage and goes to / when the refresh fails', async () => {
    const { api, tokens, redirect, calls } = setup({ refreshWorks: false });
    const outcomes = await Promise.allSettled([api.get('/things/1'), api.get('/things/2')]);

    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    const reason = (outcomes[0] as PromiseRejectedResult).reason;
    expect(reason).toBeInstanceOf(ApiError);
    expect(reason.status).toBe(401);
    expect([tokens.getAccess(), tokens.getRefresh(), tokens.getUser()]).toEqual([null, null, null]);
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledWith('/');
    expect(calls.filter((c) => c.url === '/api/auth/refresh/')).toHaveLength(1);
  });

  it('does not refresh when there is no refresh token', async () => {
    const { api, calls, redirect } = setup({ refresh: null });
    await expect(api.get('/things')).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(calls).toHaveLength(1);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('does not send a token or refresh on public calls', async () => {
    const { api, calls } = setup();
    await expect(api.post('/things', {}, { auth: false })).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(calls[0].authorization).toBeNull();
  });

  it("throws the server's error text, status, code and field errors", async () => {
    const { api } = setup({ access: 'valid' });
    const error = await api.get('/broken').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Username already exists', code: 'username_taken' });
  });

  it('reports an unreachable server as status 0', async () => {
    const tokens = createTokenStore(memoryStorage());
    const { api } = createHttpClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      tokens,
      redirect: vi.fn(),
    });
    await expect(api.get('/health/')).rejects.toMatchObject({ status: 0 });
  });
});

describe('helpers', () => {
  it('leaves empty query values out', () => {
    expect(withQuery('/auth/export/', { start_date: '2024-01-01', end_date: '' })).toBe(
      '/auth/export/?start_date=2024-01-01',
    );
    expect(withQuery('/auth/export/', { start_date: undefined })).toBe('/auth/export/');
    expect(withQuery('/x?a=1', { b: 2 })).toBe('/x?a=1&b=2');
  });

  it('prefers the envelope error, then a Nest message, then the status', () => {
    expect(errorText({ error: 'Bad thing' }, 400)).toBe('Bad thing');
    expect(errorText({ message: ['a', 'b'] }, 400)).toBe('a, b');
    expect(errorText(undefined, 502, 'Bad Gateway')).toBe('Bad Gateway');
    expect(errorText(undefined, 500)).toBe('Request failed with status 500');
  });
});
