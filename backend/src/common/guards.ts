import { ExecutionContext, Injectable } from '@nestjs/common';
import { CanActivate } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { isAdmin } from '../auth/entities/user.entity';
import { forbidden, unauthorized } from './app-exception';
import { ADMIN_ONLY, AuthenticatedRequest, IS_PUBLIC } from './decorators';

function flag(reflector: Reflector, key: string, context: ExecutionContext): boolean {
  return Boolean(reflector.getAllAndOverride<boolean>(key, [context.getHandler(), context.getClass()]));
}

/** Global: every route needs a valid access token unless marked @Public(). */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    if (flag(this.reflector, IS_PUBLIC, context)) return true;
    return super.canActivate(context);
  }

  override handleRequest<TUser>(err: unknown, user: TUser): TUser {
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
