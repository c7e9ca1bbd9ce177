import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { badRequest } from '../common/app-exception';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { PasswordResetConfirmDto } from './dto/auth.dto';
import { PasswordResetToken } from './entities/password-reset-token.entity';
import { PasswordHasher } from './password-hasher';
import { decodeUid, encodeUid, hashToken, newSecretToken } from './secret-token';
import { TokenService } from './token.service';
import { UsersService } from './users.service';

export const RESET_REQUEST_MESSAGE = 'If an account exists for that email, we have sent a link to reset its password.';

const PROCESS_JITTER_MS = 200;

const INVALID_RESET = () => badRequest('invalid_reset_token', 'Reset failed. Token may be invalid or expired.');

/**
 * Password reset by mailed link (a deliberate deviation from the spec: the token never travels in an API
 * response, and the answer is the same whether or not the address has an account).
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(PasswordResetToken) private readonly resetTokens: Repository<PasswordResetToken>,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly mail: MailService,
  ) {}

  /**
   * Answers at once and does the work after the response, for known and unknown addresses alike: the answer's
   * timing cannot tell whether an account exists (the lookup, token writes and mail job are not awaited by the
   * request). A failure is logged; the user can ask again.
   */
  request(email: string): void {
    // A random delay also keeps the work of a known address from slowing the requests that come right after it.
    setTimeout(
      () => {
        this.process(email).catch((error: unknown) =>
          this.logger.warn(`Password reset request failed: ${error instanceof Error ? error.message : error}`),
        );
      },
      randomInt(0, PROCESS_JITTER_MS),
    );
  }

  private async process(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || !user.is_active) return;
    // Only the newest link works.
    await this.resetTokens.update({ user_id: user.id, used_at: IsNull() }, { used_at: new Date() });
    const token = newSecretToken();
    await this.resetTokens.insert({
      user_id: user.id,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + this.config.auth.resetTtlSeconds * 1000),
      used_at: null,
    });
    const link = new URL('/login', this.config.http.publicUrl);
    link.searchParams.set('reset_uid', encodeUid(user.id));
    link.searchParams.set('reset_token', token);
    await this.mail.send({
      to: user.email,
      subject: 'Reset your LeadScope password',
      text: [
        `Hello ${user.first_name || user.username},`,
        '',
        'Someone asked to reset the password of your LeadScope account. Open this link to choose a new one:',
        '',
        link.toString(),
        '',
        'The link works once and expires in one hour. If you did not ask for it, ignore this e-mail.',
      ].join('\n'),
    });
  }

  async confirm(dto: PasswordResetConfirmDto): Promise<void> {
    const userId = decodeUid(dto.uid);
    if (userId === null) throw INVALID_RESET();
    const row = await this.resetTokens.findOne({ where: { token_hash: hashToken(dto.token), user_id: userId } });
    if (!row || row.used_at || row.expires_at.getTime() <= Date.now()) throw INVALID_RESET();
    // Use the token up atomically: of two concurrent confirms only one passes.
    const claimed = await this.resetTokens.update({ id: row.id, used_at: IsNull() }, { used_at: new Date() });
    if (!claimed.affected) throw INVALID_RESET();
    await this.users.setPassword(userId, await this.hasher.hash(dto.new_password));
    await this.tokens.revokeAllForUser(userId);
    this.logger.log(`Password reset for user ${userId}`);
  }
}
