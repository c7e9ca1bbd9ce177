import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ActionLog } from '../ops/entities/action-log.entity';
import { AccountEvents } from './account-events';
import { ApiTokenStrategy } from './api-tokens/api-token.strategy';
import { ApiTokensController } from './api-tokens/api-tokens.controller';
import { DatabaseModule } from '../database/database.module';
import { ApiTokensService } from './api-tokens/api-tokens.service';
import { jwtKey } from './jwt-key';
import { ApiToken } from './api-tokens/entities/api-token.entity';
import { UserDataExport } from './user-data-export';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersService } from './admin-users.service';
import { authThrottlerOptions } from './auth-throttler.guard';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { PasswordResetToken } from './entities/password-reset-token.entity';
import { RefreshToken } from './entities/refresh-token.entity';
import { User } from './entities/user.entity';
import { JwtStrategy } from './jwt.strategy';
import { PasswordHasher } from './password-hasher';
import { PasswordResetService } from './password-reset.service';
import { ProfileService } from './profile.service';
import { SessionRevocations } from './session-revocations';
import { TokenService } from './token.service';
import { UsersService } from './users.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([User, RefreshToken, PasswordResetToken, ActionLog, ApiToken]),
    DatabaseModule,
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: jwtKey(config.auth.jwtSecret),
        signOptions: { algorithm: 'HS256' },
      }),
    }),
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: authThrottlerOptions,
    }),
  ],
  controllers: [AuthController, AdminUsersController, ApiTokensController],
  providers: [
    AuthService,
    ProfileService,
    PasswordResetService,
    TokenService,
    SessionRevocations,
    UsersService,
    PasswordHasher,
    JwtStrategy,
    AdminUsersService,
    AccountEvents,
    UserDataExport,
    ApiTokensService,
    ApiTokenStrategy,
  ],
  exports: [UsersService, TokenService, PasswordHasher, AccountEvents, UserDataExport],
})
export class AuthModule {}
