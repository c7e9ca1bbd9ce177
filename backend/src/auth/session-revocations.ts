import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import Redis from 'ioredis';
import { IsNull, Not, Repository } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { RefreshToken } from './entities/refresh-token.entity';

/** How long a process trusts "this session is live" before asking the database again. */
export const SESSION_CHECK_CACHE_MS = 5_000;
/** Bounds the in-process caches (entries are tiny; this only stops unbounded growth). */
const MAX_CACHED = 50_000;

/**
 * Whether the session (refresh-token family) an access token belongs to was revoked: logout, password change
 * (the other sessions) and refresh-token reuse all revoke families. Every request asks; the answer "live" is
 * cached for SESSION_CHECK_CACHE_MS per process, "revoked" is final. A revocation clears the cache of the process
 * that made it at once and, with REDIS_URL, of every other process through pub/sub; without Redis the others
 * notice within the cache window.
 */
@Injectable()
export class SessionRevocations implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(SessionRevocations.name);
  private readonly liveUntil = new Map<string, number>();
  private readonly revoked = new Set<string>();
  private publisher: Redis | null = null;
  private subscriber: Redis | null = null;
  private readonly channel: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(RefreshToken) private readonly refreshTokens: Repository<RefreshToken>,
  ) {
    this.channel = `${config.redis?.prefix ?? 'leadscope'}:sessions:revoked`;
  }

  onModuleInit(): void {
    const redis = this.config.redis;
    if (!redis) return;
    const options = { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false };
    this.publisher = new Redis(redis.url, options);
    this.subscriber = new Redis(redis.url, { ...options, enableOfflineQueue: true });
    for (const client of [this.publisher, this.subscriber]) {
      // Redis down: revocations still reach the database; other processes see them within the cache window.
      client.on('error', (error: Error) => this.logger.debug(`Redis: ${error.message}`));
    }
    this.subscriber.on('message', (_channel: string, family: string) => this.forget(family));
    this.subscriber.subscribe(this.channel).catch((error: Error) => {
      this.logger.warn(`Session revocations will not be pushed to this process: ${error.message}`);
    });
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(
      [this.publisher, this.subscriber].map((client) => client?.quit().catch(() => client.disconnect())),
    );
  }

  async isRevoked(family: string): Promise<boolean> {
    if (this.revoked.has(family)) return true;
    const until = this.liveUntil.get(family);
    if (until !== undefined && until > Date.now()) return false;
    const row = await this.refreshTokens.findOne({
      select: { id: true },
      where: { family_id: family, revoked_at: Not(IsNull()) },
    });
    if (row) {
      this.markRevoked(family);
      return true;
    }
    if (this.liveUntil.size >= MAX_CACHED) this.liveUntil.clear();
    this.liveUntil.set(family, Date.now() + SESSION_CHECK_CACHE_MS);
    return false;
  }

  /** Called after the families' rows were revoked in the database. */
  async revokedNow(families: string[]): Promise<void> {
    for (const family of families) this.markRevoked(family);
    if (!this.publisher) return;
    for (const family of families) {
      await this.publisher.publish(this.channel, family).catch((error: Error) => {
        this.logger.warn(`Could not announce a revoked session: ${error.message}`);
      });
    }
  }

  private markRevoked(family: string): void {
    this.liveUntil.delete(family);
    if (this.revoked.size >= MAX_CACHED) this.revoked.clear();
    this.revoked.add(family);
  }

  /** Another process revoked it: ask the database next time (it holds the truth). */
  private forget(family: string): void {
    this.liveUntil.delete(family);
  }
}
