import { ExecutionContext, Injectable } from '@nestjs/common';
import { CanActivate } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { API_TOKEN_STRATEGY } from '../auth/api-tokens/api-token.strategy';
import { isAdmin } from '../auth/entities/user.entity';
import { AppException, forbidden, unauthorized } from './app-exception';
import { databaseUnavailable, isDatabaseUnavailable } from './database-errors';
import { ADMIN_ONLY, AuthenticatedRequest, IS_PUBLIC, OPTIONAL_AUTH, SESSION_ONLY } from './decorators';

function flag(reflector: Reflector, key: string, context: ExecutionContext): boolean {
  return Boolean(reflector.getAllAndOverride<boolean>(key, [context.getHandler(), context.getClass()]));
}

/**
 * Global: every route needs a valid access token or personal API token unless marked @Public(); @SessionOnly()
 * routes refuse API tokens.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard(['jwt', API_TOKEN_STRATEGY]) {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!flag(this.reflector, IS_PUBLIC, context)) {
      await super.canActivate(context);
      const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
      if (request.apiTokenId !== undefined && flag(this.reflector, SESSION_ONLY, context)) {
        throw forbidden('session_only', 'This action needs a signed-in session: API tokens cannot be used for it');
      }
      return true;
    }
    if (!flag(this.reflector, OPTIONAL_AUTH, context)) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!request.headers.authorization) return true;
    try {
      await super.canActivate(context);
    } catch {
      // A bad token on an optional route is the same as none.
    }
    return true;
  }

  override handleRequest<TUser>(err: unknown, user: TUser, _info?: unknown, context?: ExecutionContext): TUser {
    if (context && flag(this.reflector, OPTIONAL_AUTH, context)) return (err ? null : user || null) as TUser;
    // The user lookup failed because the database is down: the token may be fine, so this is no 401.
    if (isDatabaseUnavailable(err)) throw databaseUnavailable();
    // The API token strategy says why a token is refused (revoked, expired): keep its message.
    if (err instanceof AppException && err.getStatus() === 401) throw err;
    if (err || !user) throw unauthorized('unauthorized', 'Authentication required');
    return user;
  }
}

/** Global: routes marked @AdminOnly() need an administrator. Runs after JwtAuthGuard. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (!flag(this.reflector, ADMIN_ONLY, context)) return true;
    const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
    if (!user) throw unauthorized('unauthorized', 'Authentication required');
    if (!isAdmin(user)) throw forbidden('admin_only', 'Administrator access required');
    return true;
  }
}
