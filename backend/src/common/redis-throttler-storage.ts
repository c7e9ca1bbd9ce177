import { Logger, OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import type Redis from 'ioredis';
import { closeRedis, createFailFastRedis, whenRedisReady } from './redis-client';

/** Just after start-up the connection may still be opening: worth a short wait, not a request's worth. */
const READY_WAIT_MS = 500;

/**
 * One fixed window per key (hits expire together ttl after the first), then a block of blockDuration once the
 * limit is passed; blocked calls are not counted. Answers [hits, ms to window end, blocked 0/1, ms to block end].
 */
const INCREMENT_SCRIPT = `
local blockTtl = redis.call('PTTL', KEYS[2])
if blockTtl > 0 then
  local hits = tonumber(redis.call('GET', KEYS[1]) or '0')
  return {hits, math.max(redis.call('PTTL', KEYS[1]), 0), 1, blockTtl}
end
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
if hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  return {hits, ttl, 1, tonumber(ARGV[3])}
end
return {hits, ttl, 0, 0}
`;

/**
 * @nestjs/throttler's storage in Redis, so every API process draws on one budget (N processes allow the limit
 * once, not N times). Written here rather than taken from @nest-lab/throttler-storage-redis, which is not a
 * dependency. While Redis is unreachable each process counts on its own (the library's in-memory storage):
 * throttling weakens to per process for that time but never fails a sign-in.
 */
export class RedisThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger('Throttler');
  private readonly redis: Redis;
  private readonly fallback = new ThrottlerStorageService();
  private lastError = '';

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.redis = createFailFastRedis(url, (error) => this.warnOnce(error));
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const hitsKey = `${this.prefix}:throttle:${throttlerName}:${key}`;
    try {
      await whenRedisReady(this.redis, READY_WAIT_MS);
      const [totalHits, windowMs, blocked, blockMs] = (await this.redis.eval(
        INCREMENT_SCRIPT,
        2,
        hitsKey,
        `${hitsKey}:blocked`,
        ttl,
        limit,
        blockDuration,
      )) as [number, number, number, number];
      this.lastError = '';
      return {
        totalHits,
        timeToExpire: Math.ceil(windowMs / 1000),
        isBlocked: blocked === 1,
        timeToBlockExpire: Math.ceil(blockMs / 1000),
      };
    } catch (error) {
      this.warnOnce(error as Error);
      return this.fallback.increment(key, ttl, limit, blockDuration, throttlerName);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.fallback.onApplicationShutdown();
    await closeRedis(this.redis);
  }

  private warnOnce(error: Error): void {
    if (error.message === this.lastError) return;
    this.lastError = error.message;
    this.logger.warn(`Redis unavailable, throttling per process meanwhile: ${error.message}`);
  }
}
