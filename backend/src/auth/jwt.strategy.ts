import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { Repository } from 'typeorm';
import { AuthenticatedRequest } from '../common/decorators';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { User } from './entities/user.entity';
import { AccessClaims } from './token.service';

/** Validates the bearer access token and loads its user (inactive or deleted users are refused). */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.auth.jwtSecret,
      algorithms: ['HS256'],
      passReqToCallback: true,
    });
  }

  async validate(req: Request, claims: AccessClaims): Promise<User | false> {
    if (claims?.typ !== 'access' || typeof claims.sub !== 'number') return false;
    const user = await this.users.findOne({ where: { id: claims.sub, is_active: true } });
    if (!user) return false;
    (req as AuthenticatedRequest).sessionFamily = claims.fam;
    return user;
  }
}
