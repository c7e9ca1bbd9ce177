import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomUUID } from 'node:crypto';
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

/**
 * A used refresh token presented again this soon gets its successor instead of revoking the session: two tabs
 * (or a retried request whose answer was lost) refreshing with the same token at once. Later it is reuse.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

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
   * cannot both win); presenting one that was already used revokes its whole family, unless within
   * REFRESH_REUSE_GRACE_MS: then the caller gets the successor the first refresh issued (and a fresh access token),
   * so the family stays one chain.
   */
  async rotate(refresh: string): Promise<TokenPair> {
    const row = await this.refreshTokens.findOne({ where: { token_hash: hashToken(refresh) } });
    if (!row || row.revoked_at) throw INVALID_REFRESH();
    if (row.used_at) return this.replay(row, refresh);
    if (row.expires_at.getTime() <= Date.now()) throw INVALID_REFRESH();
    // The successor is stored before the old token is used up, so a concurrent replay always finds it.
    const successor = await this.insertRefresh(row.user_id, row.family_id);
    const result = await this.refreshTokens.update(
      { id: row.id, used_at: IsNull(), revoked_at: IsNull() },
      { used_at: new Date(), successor_sealed: this.seal(refresh, successor) },
    );
    if (!result.affected) {
      await this.refreshTokens.delete({ token_hash: hashToken(successor) });
      const current = await this.refreshTokens.findOne({ where: { id: row.id } });
      if (current?.used_at && !current.revoked_at) return this.replay(current, refresh);
      await this.revokeFamily(row.family_id);
      throw INVALID_REFRESH();
    }
    return { access: await this.signAccess(row.user_id, row.family_id), refresh: successor };
  }

  /** A used token again: its successor within the grace window, else the session ends (a stolen token was replayed). */
  private async replay(row: RefreshToken, refresh: string): Promise<TokenPair> {
    const recent = row.used_at && Date.now() - row.used_at.getTime() <= REFRESH_REUSE_GRACE_MS;
    const successor = recent && row.successor_sealed ? this.unseal(refresh, row.successor_sealed) : null;
    const next = successor ? await this.refreshTokens.findOne({ where: { token_hash: hashToken(successor) } }) : null;
    if (!successor || !next || next.revoked_at || next.family_id !== row.family_id) {
      await this.revokeFamily(row.family_id);
      throw INVALID_REFRESH();
    }
    return { access: await this.signAccess(row.user_id, row.family_id), refresh: successor };
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
    const refresh = await this.insertRefresh(userId, familyId);
    return { access: await this.signAccess(userId, familyId), refresh };
  }

  private async insertRefresh(userId: number, familyId: string): Promise<string> {
    const refresh = newSecretToken();
    await this.refreshTokens.insert({
      user_id: userId,
      family_id: familyId,
      token_hash: hashToken(refresh),
      expires_at: new Date(Date.now() + this.config.auth.refreshTtlSeconds * 1000),
      used_at: null,
      revoked_at: null,
      successor_sealed: null,
    });
    return refresh;
  }

  private signAccess(userId: number, familyId: string): Promise<string> {
    const claims: AccessClaims = { sub: userId, fam: familyId, typ: 'access' };
    return this.jwt.signAsync(claims, { expiresIn: this.config.auth.accessTtlSeconds });
  }

  /**
   * The successor, encrypted (AES-256-GCM) under a key only the holder of the old token can derive (the database
   * keeps just its hash), keyed with the server secret too: a database leak opens nothing.
   */
  private seal(refresh: string, successor: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.sealKey(refresh), iv);
    const sealed = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  private unseal(refresh: string, sealed: string): string | null {
    try {
      const bytes = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', this.sealKey(refresh), bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  private sealKey(refresh: string): Buffer {
    return createHmac('sha256', this.config.auth.jwtSecret).update(`refresh-successor:${refresh}`).digest();
  }
}
