import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, SERVICE_UNAVAILABLE, type FetchLike } from '../lib/httpClient';
import { createTokenStore, memoryStorage } from '../lib/tokens';
import { createAuthProvider } from './authProvider';

const DOWN = { success: false, error: 'The service is unavailable, try again shortly', code: 'database_unavailable' };

function setup(status: number) {
  const fetch: FetchLike = async () => new Response(JSON.stringify(DOWN), { status });
  const tokens = createTokenStore(memoryStorage());
  const { api } = createHttpClient({ fetch, tokens, redirect: vi.fn() });
  tokens.setSession(
    { access: 'a1', refresh: 'r1' },
    { id: 7, username: 'ada', email: 'ada@example.com', first_name: 'Ada', last_name: 'L' },
  );
  return { provider: createAuthProvider({ api, tokens }), tokens };
}

describe('authProvider during an outage (503)', () => {
  it('stays signed in when the start-up profile check answers 503', async () => {
    const { provider, tokens } = setup(503);
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    expect(tokens.getAccess()).toBe('a1');
    expect(tokens.getUser()).not.toBeNull();
  });

  it('does not sign out on a 503 and says the service is unavailable', async () => {
    const { provider, tokens } = setup(503);
    await expect(provider.checkError({ status: 503 })).rejects.toEqual({
      logoutUser: false,
      redirectTo: false,
      message: SERVICE_UNAVAILABLE,
    });
    expect(tokens.getAccess()).toBe('a1');
  });
});
