import type { SessionSummary } from './types';

/** Where the running session's id waits for a reload or a return to the tab. */
export const RUNNING_KEY = 'leadscope.csvPersona.running';

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function browserStore(): KeyValueStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function rememberRunning(id: string, store: KeyValueStore | null = browserStore()): void {
  try {
    store?.setItem(RUNNING_KEY, id);
  } catch {
    // Without storage the newest processing session from the server is shown instead.
  }
}

export function recallRunning(store: KeyValueStore | null = browserStore()): string | null {
  try {
    const value = store?.getItem(RUNNING_KEY)?.trim();
    return value ? value : null;
  } catch {
    return null;
  }
}

export function forgetRunning(store: KeyValueStore | null = browserStore()): void {
  try {
    store?.removeItem(RUNNING_KEY);
  } catch {
    // Nothing to forget.
  }
}

/** The newest session still processing, from a list in any order. */
export function newestRunning(sessions: readonly SessionSummary[]): SessionSummary | null {
  const running = sessions.filter((session) => session.status === 'processing');
  if (!running.length) return null;
  return running.reduce((newest, session) =>
    Date.parse(session.created_at) > Date.parse(newest.created_at) ? session : newest,
  );
}
