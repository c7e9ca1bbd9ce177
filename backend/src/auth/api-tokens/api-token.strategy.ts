import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy as PassportBase } from 'passport';
import { AuthenticatedRequest } from '../../common/decorators';
import { User } from '../entities/user.entity';
import { looksLikeApiToken } from './api-token-secret';
import { ApiTokensService } from './api-tokens.service';

export const API_TOKEN_STRATEGY = 'api-token';

type Verify = (req: Request, token: string, done: (error: unknown, user?: unknown) => void) => void;

/** The bearer value when it is a personal API token; a JWT (or nothing) is left to the JWT strategy. */
export function apiTokenFromRequest(req: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match && looksLikeApiToken(match[1]) ? match[1] : null;
}

/** A passport strategy for `Authorization: Bearer lsk_…` (passport-http-bearer would also take JWTs). */
class BearerApiTokenStrategy extends PassportBase {
  constructor(private readonly verify: Verify) {
    super();
  }

  override authenticate(req: Request): void {
    const token = apiTokenFromRequest(req);
    if (!token) return this.fail(401);
    this.verify(req, token, (error, user) => {
      if (error) this.error(error);
      else if (user) this.success(user);
      else this.fail(401);
    });
  }
}

/** Signs the request in as the token's user; marks it so @SessionOnly() routes can refuse it. */
@Injectable()
export class ApiTokenStrategy extends PassportStrategy(BearerApiTokenStrategy, API_TOKEN_STRATEGY) {
  constructor(private readonly apiTokens: ApiTokensService) {
    super();
  }

  async validate(req: Request, token: string): Promise<User> {
    const { user, tokenId } = await this.apiTokens.authenticate(token);
    (req as AuthenticatedRequest).apiTokenId = tokenId;
    return user;
  }
}
