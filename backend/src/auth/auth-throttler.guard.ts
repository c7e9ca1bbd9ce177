import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, ThrottlerOptions } from '@nestjs/throttler';
import { AppException } from '../common/app-exception';

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

@Injectable()
export class AuthThrottlerGuard extends ThrottlerGuard {
  protected override throwThrottlingException(_context: ExecutionContext): Promise<void> {
    throw new AppException(429, 'too_many_requests', 'Too many attempts. Please wait a minute and try again.');
  }
}
