import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { badRequest, notFound, unauthorized } from '../../common/app-exception';
import { AtomicStep, AtomicWriter } from '../../database/atomic-writer';
import { User } from '../entities/user.entity';
import { UserDataExport } from '../user-data-export';
import { hashApiToken, isWellFormedApiToken, newApiTokenSecret, visiblePrefix } from './api-token-secret';
import { ApiTokenDto, CreateApiTokenDto } from './dto/api-token.dto';
import { ApiToken } from './entities/api-token.entity';

export const MAX_API_TOKENS_PER_USER = 20;
/** last_used_at is a hint for people ("used 3 days ago"), not an audit log: one write a minute is enough. */
export const LAST_USED_RESOLUTION_MS = 60_000;
const DAY_MS = 86_400_000;

/** MariaDB's DATETIME keeps whole seconds: the time the create call answers must be the one stored. */
const wholeSeconds = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

function toView(token: ApiToken): ApiTokenDto {
  return {
    id: token.id,
    name: token.name,
    prefix: token.prefix,
    created_at: new Date(token.created_at).toISOString(),
    last_used_at: iso(token.last_used_at),
    expires_at: iso(token.expires_at),
  };
}

@Injectable()
export class ApiTokensService implements OnModuleInit {
  constructor(
    @InjectRepository(ApiToken) private readonly tokens: Repository<ApiToken>,
    private readonly writer: AtomicWriter,
    private readonly dataExport: UserDataExport,
  ) {}

  onModuleInit(): void {
    // Every token the user ever made, revoked ones too (with when): the account's state, not dated activity.
    this.dataExport.register('api_tokens', async (userId) =>
      (await this.tokens.find({ where: { user_id: userId }, order: { id: 'ASC' } })).map((token) => ({
        ...toView(token),
        revoked_at: iso(token.revoked_at),
      })),
    );
  }

  async list(userId: number): Promise<ApiTokenDto[]> {
    const rows = await this.tokens.find({
      where: { user_id: userId, revoked_at: IsNull() },
      order: { created_at: 'DESC', id: 'DESC' },
    });
    return rows.map(toView);
  }

  /**
   * The cap is checked by the INSERT itself (it inserts only while the user has fewer live tokens), inside one
   * atomic write: two creates sent at once cannot both pass a count taken before either inserted. On MySQL the
   * user's row lock makes one user's creates count one after the other; SQLite runs one write at a time anyway.
   */
  async create(userId: number, dto: CreateApiTokenDto): Promise<{ token: ApiTokenDto; secret: string }> {
    const secret = newApiTokenSecret();
    const tokenHash = hashApiToken(secret);
    const now = Date.now();
    const expiresAt = dto.expires_in_days ? wholeSeconds(now + dto.expires_in_days * DAY_MS) : null;
    const steps: AtomicStep[] = [];
    if (!this.writer.onSqlite) {
      steps.push({ label: 'lock', sql: 'SELECT id FROM users WHERE id = ? FOR UPDATE', params: [userId] });
    }
    steps.push({
      label: 'insert',
      sql:
        'INSERT INTO api_tokens (user_id, name, token_hash, prefix, expires_at, last_used_at, revoked_at, created_at) ' +
        'SELECT ?, ?, ?, ?, ?, NULL, NULL, ? FROM users WHERE users.id = ? ' +
        // Expired tokens count until revoked: the list shows them, and this keeps it bounded.
        'AND (SELECT COUNT(*) FROM api_tokens live WHERE live.user_id = ? AND live.revoked_at IS NULL) < ?',
      params: [
        userId,
        dto.name,
        tokenHash,
        visiblePrefix(secret),
        expiresAt,
        wholeSeconds(now),
        userId,
        userId,
        MAX_API_TOKENS_PER_USER,
      ],
      mustChange: true,
    });
    const outcome = await this.writer.run(steps);
    // A duplicate would be two 256-bit secrets alike: not a user's doing, so not a 4xx.
    if (!outcome.ok && outcome.reason === 'duplicate') throw new Error('API token hash collision');
    if (!outcome.ok) {
      throw badRequest(
        'too_many_api_tokens',
        `You can have at most ${MAX_API_TOKENS_PER_USER} API tokens: revoke one to create another`,
      );
    }
    const token = await this.tokens.findOneByOrFail({ token_hash: tokenHash });
    return { token: toView(token), secret };
  }

  async revoke(userId: number, id: number): Promise<void> {
    const result = await this.tokens.update({ id, user_id: userId, revoked_at: IsNull() }, { revoked_at: new Date() });
    if (!result.affected) throw notFound('api_token_not_found', 'API token not found');
  }

  /** The token's user, if the token is live and the user active; otherwise a 401 that says why. */
  async authenticate(secret: string): Promise<{ user: User; tokenId: number }> {
    const token = isWellFormedApiToken(secret)
      ? await this.tokens.findOne({ where: { token_hash: hashApiToken(secret) }, relations: { user: true } })
      : null;
    if (!token) throw unauthorized('invalid_api_token', 'Invalid API token');
    if (token.revoked_at) throw unauthorized('api_token_revoked', 'This API token has been revoked');
    const now = Date.now();
    if (token.expires_at && new Date(token.expires_at).getTime() <= now) {
      throw unauthorized('api_token_expired', 'This API token has expired');
    }
    // Deactivated (or deleted: the row cascades away) users' tokens stop working with their sessions.
    if (!token.user?.is_active) throw unauthorized('unauthorized', 'Authentication required');
    if (!token.last_used_at || now - new Date(token.last_used_at).getTime() >= LAST_USED_RESOLUTION_MS) {
      await this.tokens.update({ id: token.id }, { last_used_at: wholeSeconds(now) });
    }
    return { user: token.user, tokenId: token.id };
  }
}
