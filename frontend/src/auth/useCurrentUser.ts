import { useSyncExternalStore } from 'react';
import { tokenStore } from '../lib/tokens';
import type { User } from '../lib/user';

/** The signed-in user as stored; re-renders when the profile is updated or the session ends. */
export function useCurrentUser(): User | null {
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.getUser, tokenStore.getUser);
}
