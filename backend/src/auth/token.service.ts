import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { IsNull, LessThan, Repository } from 'typeorm';
import { unauthorized } from '../common/app-exception';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { RefreshToken } from './entities/refresh-token.entity';
import { User } from './entities/user.entity';
import { hashToken, newSecretToken } from './secret-token';
import { SessionRevocations } from './session-revocations';

export interface TokenPair {
  access: string;
  refresh: string;
}

export interface AccessClaims {
  sub: number;
  /** The session: the refresh-token family the token was issued in. */
  fam: string;
  typ: 'access';
  /** Set by the signer; a token without it is refused. */
  exp?: number;
}

const INVALID_REFRESH = () => unauthorized('invalid_refresh_token', 'Session expired. Please sign in again.');

@Injectable()
export class TokenService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jwt: JwtService,
    @InjectRepository(RefreshToken) private readonly refreshTokens: Repository<RefreshToken>,
    private readonly sessions: SessionRevocations,
  ) {}

  /** Starts a new session: a new refresh-token family. */
  issue(user: User): Promise<TokenPair> {
    return this.issueInFamily(user.id, randomUUID());
  }

  /**
   * Rotates a refresh token. The old one is used up atomically (a conditional UPDATE, so two concurrent refreshes
   * cannot both win); presenting one that was already used revokes its whole family.
   */
  async rotate(refresh: string): Promise<TokenPair> {
    const row = await this.refreshTokens.findOne({ where: { token_hash: hashToken(refresh) } });
    if (!row || row.revoked_at) throw INVALID_REFRESH();
    if (row.used_at) {
      await this.revokeFamily(row.family_id);
      throw INVALID_REFRESH();
    }
    if (row.expires_at.getTime() <= Date.now()) throw INVALID_REFRESH();
    const result = await this.refreshTokens.update(
      { id: row.id, used_at: IsNull(), revoked_at: IsNull() },
      { used_at: new Date() },
    );
    if (!result.affected) {
      await this.revokeFamily(row.family_id);
      throw INVALID_REFRESH();
    }
    return this.issueInFamily(row.user_id, row.family_id);
  }

  async revokeByToken(refresh: string, userId: number): Promise<void> {
    const row = await this.refreshTokens.findOne({ where: { token_hash: hashToken(refresh), user_id: userId } });
    if (row) await this.revokeFamily(row.family_id);
  }

  /** Ends a session: its refresh tokens stop working, and so do its access tokens (see SessionRevocations). */
  async revokeFamily(familyId: string): Promise<void> {
    await this.refreshTokens.update({ family_id: familyId, revoked_at: IsNull() }, { revoked_at: new Date() });
    await this.sessions.revokedNow([familyId]);
  }

  /** Revokes every session of a user, optionally keeping one family (the caller's own session). */
  async revokeAllForUser(userId: number, keepFamily?: string): Promise<void> {
    const rows = await this.refreshTokens.find({ where: { user_id: userId, revoked_at: IsNull() } });
    const families = new Set(rows.map((row) => row.family_id).filter((family) => family !== keepFamily));
    for (const family of families) await this.revokeFamily(family);
  }

  /** Drops long-expired rows so the table does not grow without bound. */
  async prune(): Promise<void> {
    await this.refreshTokens.delete({ expires_at: LessThan(new Date(Date.now() - 24 * 3600 * 1000)) });
  }

  private async issueInFamily(userId: number, familyId: string): Promise<TokenPair> {
    const refresh = newSecretToken();
    await this.refreshTokens.insert({
      user_id: userId,
      family_id: familyId,
      token_hash: hashToken(refresh),
      expires_at: new Date(Date.now() + this.config.auth.refreshTtlSeconds * 1000),
      used_at: null,
      revoked_at: null,
    });
    const claims: AccessClaims = { sub: userId, fam: familyId, typ: 'access' };
    const access = await this.jwt.signAsync(claims, { expiresIn: this.config.auth.accessTtlSeconds });
    return { access, refresh };
  }
}
