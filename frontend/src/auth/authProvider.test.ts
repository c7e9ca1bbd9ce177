import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, type FetchLike } from '../lib/httpClient';
import { createTokenStore, memoryStorage } from '../lib/tokens';
import type { User } from '../lib/user';
import { createAuthProvider } from './authProvider';

const user = (overrides: Partial<User> = {}): User => ({
  id: 7,
  username: 'ada',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  role: 'user',
  is_superuser: false,
  is_staff: false,
  ...overrides,
});

type Route = (init: RequestInit) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

function setup(routes: Record<string, Route>) {
  const calls: { url: string; body?: unknown; authorization: string | null }[] = [];
  const fetch: FetchLike = async (url, init = {}) => {
    calls.push({
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: new Headers(init.headers).get('Authorization'),
    });
    const route = routes[url];
    if (!route) throw new TypeError('Failed to fetch');
    const { status, body } = await route(init);
    return new Response(JSON.stringify(body), { status });
  };
  const tokens = createTokenStore(memoryStorage());
  const redirect = vi.fn();
  const { api } = createHttpClient({ fetch, tokens, redirect });
  return { provider: createAuthProvider({ api, tokens }), tokens, calls, redirect };
}

const session = (u: User = user()) => ({
  status: 200,
  body: { success: true, user: u, tokens: { access: 'a1', refresh: 'r1' } },
});

describe('authProvider', () => {
  it('signs in and stores tokens and user', async () => {
    const { provider, tokens, calls } = setup({ '/api/auth/login/': () => session() });
    await provider.login({ username: 'ada@example.com', password: 'pw' });
    expect(calls[0]).toMatchObject({ body: { username: 'ada@example.com', password: 'pw' }, authorization: null });
    expect(tokens.getAccess()).toBe('a1');
    expect(tokens.getRefresh()).toBe('r1');
    expect(tokens.getUser()?.username).toBe('ada');
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    expect(calls).toHaveLength(1);
  });

  it('registers through login and is then signed in', async () => {
    const { provider, tokens, calls } = setup({ '/api/auth/register/': () => ({ ...session(), status: 201 }) });
    await provider.login({
      mode: 'register',
      username: 'ada',
      email: 'ada@example.com',
      password: 'Secret123!',
      password2: 'Secret123!',
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
    expect(calls[0].body).not.toHaveProperty('mode');
    expect(tokens.getAccess()).toBe('a1');
  });

  it('rejects with the status of a refused sign-in', async () => {
    const { provider, tokens } = setup({
      '/api/auth/login/': () => ({ status: 401, body: { success: false, error: 'Invalid credentials' } }),
    });
    await expect(provider.login({ username: 'ada', password: 'bad' })).rejects.toMatchObject({ status: 401 });
    expect(tokens.getAccess()).toBeNull();
  });

  it('fails checkAuth quietly without a token', async () => {
    const { provider, calls } = setup({});
    await expect(provider.checkAuth({})).rejects.toEqual({ message: false });
    expect(calls).toHaveLength(0);
  });

  it('fetches the profile once on start when a token exists', async () => {
    const { provider, tokens, calls } = setup({
      '/api/auth/profile/': () => ({ status: 200, body: { success: true, user: user({ company: 'Fresh' }) } }),
    });
    tokens.setSession({ access: 'a1', refresh: 'r1' }, user());
    await Promise.all([provider.checkAuth({}), provider.checkAuth({})]);
    await provider.checkAuth({});
    expect(calls.filter((c) => c.url === '/api/auth/profile/')).toHaveLength(1);
    expect(tokens.getUser()?.company).toBe('Fresh');
  });

  it('clears the stored tokens when the start-up profile fetch fails', async () => {
    const { provider, tokens } = setup({
      '/api/auth/profile/': () => ({ status: 500, body: { success: false, error: 'down' } }),
    });
    tokens.setSession({ access: 'a1', refresh: 'r1' }, user());
    await expect(provider.checkAuth({})).rejects.toEqual({ message: false });
    expect(tokens.getAccess()).toBeNull();
    expect(tokens.getUser()).toBeNull();
  });

  it('revokes the refresh token on logout', async () => {
    const { provider, tokens, calls } = setup({
      '/api/auth/logout/': () => ({ status: 200, body: { success: true } }),
    });
    tokens.setSession({ access: 'a1', refresh: 'r1' }, user());
    await expect(provider.endSession()).resolves.toBe(true);
    expect(calls[0]).toMatchObject({ url: '/api/auth/logout/', body: { refresh: 'r1' }, authorization: 'Bearer a1' });
    expect(tokens.getAccess()).toBeNull();
  });

  it('clears the storage on logout even if the call fails', async () => {
    const { provider, tokens } = setup({ '/api/auth/logout/': () => ({ status: 500, body: { success: false } }) });
    tokens.setSession({ access: 'a1', refresh: 'r1' }, user());
    await expect(provider.endSession()).resolves.toBe(false);
    expect([tokens.getAccess(), tokens.getRefresh(), tokens.getUser()]).toEqual([null, null, null]);
    await expect(provider.logout({})).resolves.toBeUndefined();
  });

  it('signs out on 401 but only refuses the action on 403', async () => {
    const { provider, tokens } = setup({});
    tokens.setSession({ access: 'a1', refresh: 'r1' }, user());
    await expect(provider.checkError({ status: 403 })).rejects.toMatchObject({ logoutUser: false });
    expect(tokens.getAccess()).toBe('a1');
    await expect(provider.checkError({ status: 401 })).rejects.toBeInstanceOf(Error);
    expect(tokens.getAccess()).toBeNull();
    await expect(provider.checkError({ status: 500 })).resolves.toBeUndefined();
  });

  it('names the user by first name (else username) and derives permissions', async () => {
    const { provider, tokens } = setup({});
    tokens.setUser(user({ first_name: '', profilePicture: 'data:image/png;base64,AA' }));
    await expect(provider.getIdentity()).resolves.toEqual({
      id: 7,
      fullName: 'ada',
      avatar: 'data:image/png;base64,AA',
    });
    await expect(provider.getPermissions({})).resolves.toBe('user');
    tokens.setUser(user({ is_staff: true }));
    await expect(provider.getPermissions({})).resolves.toBe('admin');
    tokens.setUser(user({ role: 'admin' }));
    await expect(provider.getPermissions({})).resolves.toBe('admin');
  });
});
