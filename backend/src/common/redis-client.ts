import Redis, { RedisOptions } from 'ioredis';

/**
 * For connections a request waits on: while Redis is down a command fails at once instead of waiting in ioredis'
 * offline queue (and running whenever Redis returns, long after the caller gave up); a command in flight when the
 * connection drops fails instead of being re-sent after the reconnect; reconnects stay frequent, so the
 * connection is back within ~2 s of Redis.
 */
export const FAIL_FAST_REDIS_OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  autoResendUnfulfilledCommands: false,
  maxRetriesPerRequest: 0,
  connectTimeout: 2_000,
  retryStrategy: (times: number) => Math.min(times * 200, 2_000),
};

/** A fail-fast connection; its errors go to `onError` (an outage repeats them on every reconnect). */
export function createFailFastRedis(url: string, onError: (error: Error) => void): Redis {
  const client = new Redis(url, FAIL_FAST_REDIS_OPTIONS);
  client.on('error', onError);
  return client;
}

const LOST = new Set(['close', 'reconnecting', 'end']);

/**
 * Resolves once the connection is ready, rejects after `ms`, or at once when it lost Redis. A fail-fast
 * client refuses commands before it is ready, so callers that may run just after start-up wait here first.
 */
export function whenRedisReady(client: Redis, ms: number): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  // Known to be down (it was connected and lost Redis): no point waiting. Still connecting (start-up): wait.
  if (LOST.has(client.status)) return Promise.reject(new Error(`Redis connection is ${client.status}`));
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      clearTimeout(timer);
      client.off('ready', onReady);
      client.off('end', onEnd);
      if (error) reject(error);
      else resolve();
    };
    const onReady = () => done();
    const onEnd = () => done(new Error('Redis connection is closed'));
    const timer = setTimeout(() => done(new Error(`Redis was not reachable within ${ms} ms`)), ms);
    client.once('ready', onReady);
    client.once('end', onEnd);
  });
}

/** Ends a connection without waiting for a Redis that may be gone. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  await client.quit().catch(() => client.disconnect());
}
