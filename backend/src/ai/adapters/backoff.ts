import { retryAfterMs } from '../../common/retry-after';

/**
 * Waits between retries of a busy or failing AI server: exponential backoff with full jitter, unless the server
 * said how long to wait (retry-after-ms, retry-after in seconds or as an HTTP date). Every wait is capped.
 */

export interface BackoffOptions {
  /** Retries after the first request (429 rate_limit_exceeded, 5xx, connection errors). */
  maxRetries: number;
  /** Upper bound of the first jittered wait; doubles on every retry. */
  baseDelayMs: number;
  /** No single wait is longer than this, whatever the server asks for. */
  maxDelayMs: number;
  sleep: (ms: number) => Promise<void>;
  /** 0 <= random() < 1; injectable so tests can pin the jitter. */
  random: () => number;
}

export const DEFAULT_BACKOFF: BackoffOptions = {
  maxRetries: 3,
  baseDelayMs: 500,
  maxDelayMs: 10_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
};

interface HeaderSource {
  get(name: string): string | null;
}

/** The wait the server asked for, in ms, or null when it did not say (or said something unreadable). */
export function serverRetryAfterMs(headers: HeaderSource | null | undefined, now = Date.now()): number | null {
  if (!headers) return null;
  const ms = Number.parseFloat(headers.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  return retryAfterMs(headers.get('retry-after'), now);
}

/** The wait before retry number `retry` (0 for the first retry). */
export function retryDelayMs(
  retry: number,
  headers: HeaderSource | null | undefined,
  options: Pick<BackoffOptions, 'baseDelayMs' | 'maxDelayMs' | 'random'>,
): number {
  const asked = serverRetryAfterMs(headers);
  if (asked !== null) return Math.min(asked, options.maxDelayMs);
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** retry);
  return Math.floor(options.random() * ceiling);
}
