import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Request } from 'express';
import type { User } from '../auth/entities/user.entity';

export const IS_PUBLIC = 'leadscope:isPublic';
export const ADMIN_ONLY = 'leadscope:adminOnly';
export const OPTIONAL_AUTH = 'leadscope:optionalAuth';

/** Opts a route (or controller) out of the global JWT guard. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/**
 * With @Public(): a valid bearer token still identifies the user (req.user), a missing or bad one leaves the
 * request anonymous instead of answering 401.
 */
export const OptionalAuth = () => SetMetadata(OPTIONAL_AUTH, true);

/** Restricts a route (or controller) to administrators (is_superuser, is_staff or role 'admin'). */
export const AdminOnly = () => SetMetadata(ADMIN_ONLY, true);

export interface AuthenticatedRequest extends Request {
  user: User;
  /** The refresh-token family of the session that signed the access token. */
  sessionFamily?: string;
  /** Set when a personal API token, not a session, signed the request in (@SessionOnly routes refuse it). */
  apiTokenId?: number;
  requestId?: string;
}

/** The signed-in user, as loaded by the JWT strategy. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<AuthenticatedRequest>().user,
);

export const SESSION_ONLY = 'leadscope:sessionOnly';

/**
 * The route accepts a signed-in session only, never a personal API token (e.g. creating more tokens): a leaked
 * token must not be able to mint others.
 */
export const SessionOnly = () => SetMetadata(SESSION_ONLY, true);
