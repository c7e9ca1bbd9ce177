import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, ThrottlerModuleOptions, ThrottlerOptions } from '@nestjs/throttler';
import { AppException } from '../common/app-exception';
import { RedisThrottlerStorage } from '../common/redis-throttler-storage';
import type { AppConfig } from '../config/app-config';

/**
 * Two budgets per window for the sign-in, sign-up, reset-request and reset-confirm routes: one per client IP, one per account
 * (the username or e-mail in the body), so neither one address nor a botnet on one account can guess freely.
 */
export function authThrottlers(limit: number, ttlSeconds: number): ThrottlerOptions[] {
  return [
    { name: 'ip', limit, ttl: ttlSeconds * 1000 },
    {
      name: 'account',
      limit,
      ttl: ttlSeconds * 1000,
      getTracker: (req) => {
        const body = (req.body ?? {}) as Record<string, unknown>;
        // Sign-in and sign-up name the account by username or e-mail, reset-confirm by the link's uid.
        const account = body.username ?? body.email ?? (typeof body.uid === 'string' ? `uid:${body.uid}` : undefined);
        return typeof account === 'string' && account.trim()
          ? `account:${account.trim().toLowerCase()}`
          : `ip:${req.ip}`;
      },
    },
  ];
}

/** The budgets, counted in Redis when REDIS_URL is set (shared by every process), else in this process. */
export function authThrottlerOptions(config: AppConfig): ThrottlerModuleOptions {
  const throttlers = authThrottlers(config.auth.throttleLimit, config.auth.throttleTtlSeconds);
  if (!config.redis) return throttlers;
  return { throttlers, storage: new RedisThrottlerStorage(config.redis.url, config.redis.prefix) };
}

@Injectable()
export class AuthThrottlerGuard extends ThrottlerGuard {
  protected override throwThrottlingException(_context: ExecutionContext): Promise<void> {
    throw new AppException(429, 'too_many_requests', 'Too many attempts. Please wait a minute and try again.');
  }
}
