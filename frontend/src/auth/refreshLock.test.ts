import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, type FetchLike } from '../lib/httpClient';
import { createTokenStore, memoryStorage } from '../lib/tokens';
import { createLocalLock, createWebLock, type LockManagerLike } from './refreshLock';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A server as strict as one without a grace window: each refresh token trades once, and a used one presented
 * again revokes the session (every later call answers 401).
 */
function strictServer() {
  let generation = 1;
  let revoked = false;
  const refreshCalls: string[] = [];
  const fetch: FetchLike = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (url === '/api/auth/refresh/') {
      const { refresh } = JSON.parse(String(init.body));
      refreshCalls.push(refresh);
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (revoked || refresh !== `refresh-${generation}`) {
        revoked = true;
        return json(401, { success: false, error: 'Session expired', code: 'invalid_refresh_token' });
      }
      generation += 1;
      return json(200, { access: `access-${generation}`, refresh: `refresh-${generation}` });
    }
    const auth = new Headers(init.headers).get('Authorization');
    if (!revoked && auth === `Bearer access-${generation}`) return json(200, { ok: true });
    return json(401, { success: false, error: 'Unauthorized', code: 'unauthorized' });
  });
  return { fetch, refreshCalls, isRevoked: () => revoked };
}

/** navigator.locks as two tabs of one origin see it: one lock manager for both. */
function sharedLockManager(): LockManagerLike {
  const held = createLocalLock();
  return { request: (_name, callback) => held.run(callback) };
}

function tab(storage: ReturnType<typeof memoryStorage>, fetch: FetchLike, locks: LockManagerLike) {
  const tokens = createTokenStore(storage);
  const redirect = vi.fn();
  return { ...createHttpClient({ fetch, tokens, redirect, refreshLock: createWebLock(locks) }), tokens, redirect };
}

describe('refreshing across tabs', () => {
  it('lets one tab refresh while the other takes its new tokens, so the session survives', async () => {
    const server = strictServer();
    const storage = memoryStorage({ 'leadscope.access_token': 'expired', 'leadscope.refresh_token': 'refresh-1' });
    const locks = sharedLockManager();
    const first = tab(storage, server.fetch, locks);
    const second = tab(storage, server.fetch, locks);

    const [a, b] = await Promise.all([first.httpClient('/api/things'), second.httpClient('/api/things')]);

    expect([a.status, b.status]).toEqual([200, 200]);
    expect(server.refreshCalls).toEqual(['refresh-1']);
    expect(server.isRevoked()).toBe(false);
    expect(first.tokens.getRefresh()).toBe('refresh-2');
    expect(first.redirect).not.toHaveBeenCalled();
    expect(second.redirect).not.toHaveBeenCalled();
  });

  it('without a shared lock both tabs trade the same token and the strict server ends the session', async () => {
    const server = strictServer();
    const storage = memoryStorage({ 'leadscope.access_token': 'expired', 'leadscope.refresh_token': 'refresh-1' });
    const first = tab(storage, server.fetch, sharedLockManager());
    const second = tab(storage, server.fetch, sharedLockManager());

    const results = await Promise.allSettled([first.httpClient('/api/things'), second.httpClient('/api/things')]);

    expect(server.refreshCalls).toEqual(['refresh-1', 'refresh-1']);
    expect(server.isRevoked()).toBe(true);
    expect(results.some((result) => result.status === 'rejected')).toBe(true);
  });
});
