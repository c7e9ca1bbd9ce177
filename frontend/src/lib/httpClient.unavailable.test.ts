import { describe, expect, it, vi } from 'vitest';
import { ApiError, createHttpClient, SERVICE_UNAVAILABLE, type FetchLike } from './httpClient';
import { createTokenStore, memoryStorage } from './tokens';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const DOWN = { success: false, error: 'The service is unavailable, try again shortly', code: 'database_unavailable' };

function setup(answer: (url: string) => Response) {
  const fetch: FetchLike = vi.fn(async (url: string) => answer(url));
  const tokens = createTokenStore(memoryStorage());
  tokens.setTokens({ access: 'expired', refresh: 'refresh-1' });
  const redirect = vi.fn();
  return { ...createHttpClient({ fetch, tokens, redirect }), tokens, redirect };
}

describe('httpClient during an outage (503)', () => {
  it('says the service is unavailable and keeps the session', async () => {
    const { api, tokens, redirect } = setup(() => json(503, DOWN));
    const error = await api.get('/things').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, message: SERVICE_UNAVAILABLE, code: 'database_unavailable' });
    expect(tokens.getAccess()).toBe('expired');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh itself answers 503', async () => {
    const { api, tokens, redirect } = setup((url) =>
      url === '/api/auth/refresh/' ? json(503, DOWN) : json(401, { success: false, error: 'Unauthorized' }),
    );
    await expect(api.get('/things')).rejects.toMatchObject({ status: 503, message: SERVICE_UNAVAILABLE });
    expect(tokens.getRefresh()).toBe('refresh-1');
    expect(redirect).not.toHaveBeenCalled();
  });
});
