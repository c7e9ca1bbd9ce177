import type { User } from './user';

/** The part of the Web Storage API we use; tests pass memoryStorage(). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Stable localStorage keys: changing them signs every user out. */
export const STORAGE_KEYS = {
  access: 'leadscope.access_token',
  refresh: 'leadscope.refresh_token',
  user: 'leadscope.user',
} as const;

export interface Tokens {
  access: string;
  /** The refresh token rotates: keep the newest one. */
  refresh?: string | null;
}

export interface TokenStore {
  getAccess(): string | null;
  getRefresh(): string | null;
  /** The same object is returned until the stored user changes (safe for useSyncExternalStore). */
  getUser(): User | null;
  setTokens(tokens: Tokens): void;
  setUser(user: User | null): void;
  /** Sign-in in one step: tokens and user. */
  setSession(tokens: Tokens, user: User): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export function memoryStorage(initial: Record<string, string> = {}): StorageLike {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** Pictures above this size stay in memory only: a 5 MB data URL would overflow the storage quota. */
export const MAX_STORED_PICTURE_CHARS = 200_000;

/** What is persisted of the user: everything but an oversized picture (the profile call brings it back). */
function persistedUser(user: User): string {
  const picture = user.profilePicture;
  if (picture && picture.length > MAX_STORED_PICTURE_CHARS) return JSON.stringify({ ...user, profilePicture: null });
  return JSON.stringify(user);
}

export function createTokenStore(storage: StorageLike): TokenStore {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null = null;
  let cachedUser: User | null = null;

  /** Remembers the full user for this tab and persists the slim copy. */
  const keepUser = (user: User) => {
    const raw = persistedUser(user);
    try {
      storage.setItem(STORAGE_KEYS.user, raw);
    } catch {
      // Quota exceeded or storage disabled: the tab still has the user in memory.
    }
    cachedRaw = storage.getItem(STORAGE_KEYS.user);
    cachedUser = user;
  };

  const emit = () => listeners.forEach((listener) => listener());

  const store: TokenStore = {
    getAccess: () => storage.getItem(STORAGE_KEYS.access),
    getRefresh: () => storage.getItem(STORAGE_KEYS.refresh),
    getUser() {
      const raw = storage.getItem(STORAGE_KEYS.user);
      if (raw !== cachedRaw) {
        cachedRaw = raw;
        try {
          cachedUser = raw ? (JSON.parse(raw) as User) : null;
        } catch {
          cachedUser = null;
        }
      }
      return cachedUser;
    },
    setTokens({ access, refresh }) {
      storage.setItem(STORAGE_KEYS.access, access);
      if (refresh) storage.setItem(STORAGE_KEYS.refresh, refresh);
      emit();
    },
    setUser(user) {
      if (user) keepUser(user);
      else storage.removeItem(STORAGE_KEYS.user);
      emit();
    },
    setSession(tokens, user) {
      storage.setItem(STORAGE_KEYS.access, tokens.access);
      if (tokens.refresh) storage.setItem(STORAGE_KEYS.refresh, tokens.refresh);
      keepUser(user);
      emit();
    },
    clear() {
      storage.removeItem(STORAGE_KEYS.access);
      storage.removeItem(STORAGE_KEYS.refresh);
      storage.removeItem(STORAGE_KEYS.user);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return store;
}

function browserStorage(): StorageLike {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); fall back to memory for this tab.
  }
  return memoryStorage();
}

/** The app's token store, backed by localStorage. */
export const tokenStore = createTokenStore(browserStorage());
