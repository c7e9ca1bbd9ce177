/**
 * A lock shared by every tab of the app, so only one refreshes the session at a time: the refresh token
 * rotates, and two tabs trading the same one at once would (past the server's short grace window) end the session.
 * The app uses the Web Locks API; `createLocalLock` stands in where it is missing and in tests.
 */
export interface RefreshLock {
  /** Runs `task` while holding the lock; the next holder starts once it settles. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

export const REFRESH_LOCK_NAME = 'leadscope.refresh';

/** The part of navigator.locks we use. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * How long a tab keeps the lock after its task: Chromium passes a tab's localStorage writes to the other tabs
 * asynchronously, not in step with the lock, so a tab taking the lock at once could still read the refresh token
 * the holder just traded and trade it again (seen in the two-tabs browser test, about one run in four).
 */
export const LOCK_LINGER_MS = 150;

export function createWebLock(
  locks: LockManagerLike,
  name = REFRESH_LOCK_NAME,
  lingerMs = LOCK_LINGER_MS,
): RefreshLock {
  return {
    // The caller has its answer as soon as the task settles; the lock is released lingerMs later.
    run: <T>(task: () => Promise<T>) =>
      new Promise<T>((resolve, reject) => {
        locks
          .request(name, async () => {
            try {
              resolve(await task());
            } catch (error) {
              reject(error);
              return;
            }
            await new Promise((done) => setTimeout(done, lingerMs));
          })
          .catch(reject);
      }),
  };
}

/** One queue in this JavaScript realm only (one tab): each task waits for the ones before it. */
export function createLocalLock(): RefreshLock {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const result = tail.then(task, task);
      tail = result.catch(() => undefined);
      return result;
    },
  };
}

/** navigator.locks where the browser has it (all current ones, on https and localhost), else this tab's own lock. */
export function browserRefreshLock(): RefreshLock {
  const locks = typeof navigator !== 'undefined' ? (navigator as { locks?: LockManagerLike }).locks : undefined;
  return locks ? createWebLock(locks) : createLocalLock();
}
