import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { Repository } from 'typeorm';
import { ActiveUsers } from './active-users';
import { looksLikeApiToken } from './api-tokens/api-token-secret';
import { AuthenticatedRequest } from '../common/decorators';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { User } from './entities/user.entity';
import { jwtKey } from './jwt-key';
import { SessionRevocations } from './session-revocations';
import { AccessClaims } from './token.service';

const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

/** Validates the bearer access token and loads its user (inactive or deleted users, ended sessions are refused). */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  private readonly users: ActiveUsers;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectRepository(User) users: Repository<User>,
    private readonly sessions: SessionRevocations,
  ) {
    super({
      // A personal API token (lsk_…) is the API token strategy's, and is not worth a signature check here.
      jwtFromRequest: (req: Request) => {
        const token = bearerToken(req);
        return token && !looksLikeApiToken(token) ? token : null;
      },
      // passport-jwt's types say string or Buffer, but it hands the key to jsonwebtoken as it is, which takes a
      // KeyObject (see jwt-key.ts for why that matters).
      secretOrKey: jwtKey(config.auth.jwtSecret) as unknown as Buffer,
      algorithms: ['HS256'],
      passReqToCallback: true,
    });
    this.users = new ActiveUsers(users);
  }

  async validate(req: Request, claims: AccessClaims): Promise<User | false> {
    if (claims?.typ !== 'access' || typeof claims.sub !== 'number' || typeof claims.fam !== 'string') return false;
    // passport-jwt checks exp only when present: a token without one would never expire.
    if (typeof claims.exp !== 'number') return false;
    const [user, revoked] = await Promise.all([this.users.find(claims.sub), this.sessions.isRevoked(claims.fam)]);
    if (!user || revoked) return false;
    (req as AuthenticatedRequest).sessionFamily = claims.fam;
    return user;
  }
}
