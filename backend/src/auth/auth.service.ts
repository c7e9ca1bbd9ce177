import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { badRequest, conflict, unauthorized } from '../common/app-exception';
import { AccountEvents } from './account-events';
import { ChangePasswordDto, LoginDto, RegisterDto } from './dto/auth.dto';
import { User } from './entities/user.entity';
import { PasswordHasher } from './password-hasher';
import { TokenPair, TokenService } from './token.service';
import { toUserView, UserView } from './user-view';
import { UsersService } from './users.service';
import { NO_TRANSACTION } from '../database/save-options';

export interface SessionResponse {
  success: true;
  user: UserView;
  tokens: TokenPair;
}

const USERNAME_TAKEN = () => conflict('username_taken', 'A user with that username already exists');
const EMAIL_TAKEN = () => conflict('email_taken', 'A user with that email already exists');

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly usersService: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly events: AccountEvents,
  ) {}

  async register(dto: RegisterDto): Promise<SessionResponse> {
    const email = dto.email.toLowerCase();
    if (await this.usersService.findByUsername(dto.username)) throw USERNAME_TAKEN();
    if (await this.usersService.findByEmail(email)) throw EMAIL_TAKEN();
    const passwordHash = await this.hasher.hash(dto.password);
    let user: User;
    try {
      user = await this.users.save(
        this.users.create({
          username: dto.username,
          email,
          password_hash: passwordHash,
          first_name: dto.first_name,
          last_name: dto.last_name,
        }),
        NO_TRANSACTION,
      );
    } catch (error) {
      // Two registrations raced past the checks above; the unique index decided.
      if (error instanceof QueryFailedError) {
        throw /email/i.test(error.message) ? EMAIL_TAKEN() : USERNAME_TAKEN();
      }
      throw error;
    }
    await this.promoteIfFirst(user);
    await this.events.emitRegistered(user);
    const fresh = (await this.usersService.findById(user.id)) as User;
    return { success: true, user: toUserView(fresh), tokens: await this.tokens.issue(fresh) };
  }

  async login(dto: LoginDto): Promise<SessionResponse> {
    const user = await this.usersService.findByLogin(dto.username);
    // Verify even when no user matched, so both cases take the same time and say the same thing.
    const valid = await this.hasher.verify(user?.password_hash, dto.password);
    if (!user || !valid || !user.is_active) {
      throw unauthorized('invalid_credentials', 'Invalid credentials. Please try again.');
    }
    return { success: true, user: toUserView(user), tokens: await this.tokens.issue(user) };
  }

  async logout(user: User, refresh: string | undefined, sessionFamily: string | undefined): Promise<void> {
    if (refresh) await this.tokens.revokeByToken(refresh, user.id);
    else if (sessionFamily) await this.tokens.revokeFamily(sessionFamily);
    else await this.tokens.revokeAllForUser(user.id);
  }

  refresh(refresh: string): Promise<TokenPair> {
    return this.tokens.rotate(refresh);
  }

  /** Other sessions are signed out; the one that changed the password stays. */
  async changePassword(user: User, dto: ChangePasswordDto, sessionFamily?: string): Promise<void> {
    const current = await this.usersService.findByIdWithPassword(user.id);
    if (!current || !(await this.hasher.verify(current.password_hash, dto.old_password))) {
      throw badRequest('wrong_password', 'Current password is incorrect', {
        old_password: 'Current password is incorrect',
      });
    }
    await this.usersService.setPassword(user.id, await this.hasher.hash(dto.new_password));
    await this.tokens.revokeAllForUser(user.id, sessionFamily);
  }

  /**
   * The first account ever created runs the installation. "First" is the lowest id, so two simultaneous first
   * registrations cannot both become super admin.
   */
  private async promoteIfFirst(user: User): Promise<void> {
    const first = await this.users.createQueryBuilder('user').select('MIN(user.id)', 'id').getRawOne<{ id: number }>();
    if (Number(first?.id) === user.id) {
      await this.usersService.promote(user.id);
      this.logger.log(`First account "${user.username}" is the super admin`);
    }
  }
}
