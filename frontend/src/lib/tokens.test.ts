import { describe, expect, it, vi } from 'vitest';
import { createTokenStore, MAX_STORED_PICTURE_CHARS, memoryStorage, STORAGE_KEYS } from './tokens';
import type { User } from './user';

const ada: User = { id: 1, username: 'ada', email: 'ada@example.com', first_name: 'Ada', last_name: 'L' };

describe('token store', () => {
  it('keeps access, refresh and user under stable keys', () => {
    const storage = memoryStorage();
    const store = createTokenStore(storage);
    store.setSession({ access: 'a1', refresh: 'r1' }, ada);

    expect(storage.getItem(STORAGE_KEYS.access)).toBe('a1');
    expect(storage.getItem(STORAGE_KEYS.refresh)).toBe('r1');
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(ada);
    expect(store.getUser()).toEqual(ada);
  });

  it('keeps the old refresh token when a new access token comes alone', () => {
    const store = createTokenStore(memoryStorage());
    store.setTokens({ access: 'a1', refresh: 'r1' });
    store.setTokens({ access: 'a2' });
    expect(store.getAccess()).toBe('a2');
    expect(store.getRefresh()).toBe('r1');
  });

  it('returns the same user object until the user changes', () => {
    const store = createTokenStore(memoryStorage());
    store.setUser(ada);
    const first = store.getUser();
    expect(store.getUser()).toBe(first);
    store.setUser({ ...ada, company: 'Analytical Engines' });
    expect(store.getUser()).not.toBe(first);
    expect(store.getUser()?.company).toBe('Analytical Engines');
  });

  it('keeps a large picture in memory but not in storage, and survives a full storage', () => {
    const storage = memoryStorage();
    const store = createTokenStore(storage);
    const picture = `data:image/png;base64,${'A'.repeat(MAX_STORED_PICTURE_CHARS + 1)}`;
    store.setSession({ access: 'a1', refresh: 'r1' }, { ...ada, profilePicture: picture });
    expect(store.getUser()?.profilePicture).toBe(picture);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.user) ?? 'null').profilePicture).toBeNull();

    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const quotaStore = createTokenStore(full);
    expect(() => quotaStore.setUser(ada)).not.toThrow();
    expect(quotaStore.getUser()).toEqual(ada);
  });

  it('survives a corrupt stored user', () => {
    const store = createTokenStore(memoryStorage({ [STORAGE_KEYS.user]: '{not json' }));
    expect(store.getUser()).toBeNull();
  });

  it('clears everything and tells subscribers', () => {
    const store = createTokenStore(memoryStorage());
    const listener = vi.fn();
    store.subscribe(listener);
    store.setSession({ access: 'a', refresh: 'r' }, ada);
    store.clear();
    expect([store.getAccess(), store.getRefresh(), store.getUser()]).toEqual([null, null, null]);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
