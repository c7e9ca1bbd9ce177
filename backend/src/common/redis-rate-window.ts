import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type Redis from 'ioredis';
import { closeRedis, createFailFastRedis, whenRedisReady } from './redis-client';

/** Just after start-up the connection may still be opening: worth a short wait, not a request's worth. */
const READY_WAIT_MS = 500;

/** Counts events (a vendor's 429s) within a sliding window. */
export interface RateWindow {
  /** Records one event at `now` (ms); answers how many fell within the last `windowMs`, this one included. */
  record(now: number, windowMs: number): Promise<number>;
  close(): Promise<void>;
}

/** This process only. */
export class LocalRateWindow implements RateWindow {
  private readonly times: number[] = [];

  async record(now: number, windowMs: number): Promise<number> {
    this.times.push(now);
    while (this.times.length && this.times[0] <= now - windowMs) this.times.shift();
    return this.times.length;
  }

  async close(): Promise<void> {}
}

/**
 * Shared by every process on one Redis (a sorted set of timestamps), so N processes together stay under a vendor's
 * per-IP limit. While Redis is unreachable each process counts on its own.
 */
export class RedisRateWindow implements RateWindow {
  private readonly logger = new Logger('RateWindow');
  private readonly redis: Redis;
  private readonly local = new LocalRateWindow();
  private lastError = '';

  constructor(
    url: string,
    private readonly key: string,
  ) {
    this.redis = createFailFastRedis(url, (error) => this.warnOnce(error));
  }

  async record(now: number, windowMs: number): Promise<number> {
    const localCount = await this.local.record(now, windowMs);
    try {
      await whenRedisReady(this.redis, READY_WAIT_MS);
      const replies = await this.redis
        .multi()
        .zadd(this.key, now, `${now}:${randomBytes(6).toString('hex')}`)
        .zremrangebyscore(this.key, '-inf', now - windowMs)
        .zcard(this.key)
        .pexpire(this.key, windowMs)
        .exec();
      const counted = replies?.[2];
      if (!counted || counted[0]) throw counted?.[0] ?? new Error('Redis transaction was aborted');
      this.lastError = '';
      return Number(counted[1]);
    } catch (error) {
      this.warnOnce(error as Error);
      return localCount;
    }
  }

  async close(): Promise<void> {
    await closeRedis(this.redis);
  }

  private warnOnce(error: Error): void {
    if (error.message === this.lastError) return;
    this.lastError = error.message;
    this.logger.warn(`Redis unavailable, counting ${this.key} per process meanwhile: ${error.message}`);
  }
}
