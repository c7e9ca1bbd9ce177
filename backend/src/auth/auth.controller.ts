import { Body, Controller, Get, HttpCode, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedRequest, CurrentUser, Public } from '../common/decorators';
import { AuthThrottlerGuard } from './auth-throttler.guard';
import { AuthService } from './auth.service';
import {
  ChangePasswordDto,
  LoginDto,
  LogoutDto,
  PasswordResetConfirmDto,
  PasswordResetRequestDto,
  RefreshDto,
  RegisterDto,
} from './dto/auth.dto';
import { ExportQueryDto, UpdateProfileDto } from './dto/profile.dto';
import { User } from './entities/user.entity';
import { PasswordResetService, RESET_REQUEST_MESSAGE } from './password-reset.service';
import { ProfileService } from './profile.service';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly profiles: ProfileService,
    private readonly resets: PasswordResetService,
  ) {}

  @Public()
  @UseGuards(AuthThrottlerGuard)
  @Post('register')
  @ApiOperation({ summary: 'Create an account; the first account ever created becomes the super admin' })
  register(@Body() dto: RegisterDto) {
    return this.auth.register(dto);
  }

  @Public()
  @UseGuards(AuthThrottlerGuard)
  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with a username or an e-mail address' })
  login(@Body() dto: LoginDto) {
    return this.auth.login(dto);
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Revoke the session (the given refresh token, or the one this access token belongs to)' })
  async logout(@CurrentUser() user: User, @Body() dto: LogoutDto, @Req() req: AuthenticatedRequest) {
    await this.auth.logout(user, dto.refresh, req.sessionFamily);
    return { success: true };
  }

  @Public()
  @Post('refresh')
  @HttpCode(200)
  @ApiOperation({ summary: 'Exchange a refresh token for a new access token and a new refresh token' })
  async refresh(@Body() dto: RefreshDto) {
    return { success: true, ...(await this.auth.refresh(dto.refresh)) };
  }

  @Get('profile')
  @ApiOperation({ summary: 'The signed-in user' })
  async profile(@CurrentUser() user: User) {
    return { success: true, user: await this.profiles.profile(user.id) };
  }

  @Post('profile/update')
  @HttpCode(200)
  @ApiOperation({ summary: 'Edit name, e-mail, company, role and picture' })
  async updateProfile(@CurrentUser() user: User, @Body() dto: UpdateProfileDto) {
    return { success: true, user: await this.profiles.update(user, dto) };
  }

  @Post('change-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Change the password; other sessions are signed out' })
  async changePassword(@CurrentUser() user: User, @Body() dto: ChangePasswordDto, @Req() req: AuthenticatedRequest) {
    await this.auth.changePassword(user, dto, req.sessionFamily);
    return { success: true, message: 'Password changed' };
  }

  @Public()
  @UseGuards(AuthThrottlerGuard)
  @Post('password-reset/request')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mail a reset link; answers the same whether or not the address has an account' })
  requestReset(@Body() dto: PasswordResetRequestDto) {
    this.resets.request(dto.email);
    return { success: true, message: RESET_REQUEST_MESSAGE };
  }

  @Public()
  @UseGuards(AuthThrottlerGuard)
  @Post('password-reset/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with the uid and token from the reset link' })
  async confirmReset(@Body() dto: PasswordResetConfirmDto) {
    await this.resets.confirm(dto);
    return { success: true, message: 'Password reset successful. Please sign in.' };
  }

  @Get('export')
  @ApiOperation({ summary: "The user's own data as JSON, optionally limited to a date range" })
  async export(@CurrentUser() user: User, @Query() query: ExportQueryDto) {
    return { success: true, data: await this.profiles.export(user, query) };
  }
}
