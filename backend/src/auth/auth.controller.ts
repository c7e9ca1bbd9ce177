import { Body, Controller, Get, HttpCode, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi';
import { AuthenticatedRequest, CurrentUser, Public, SessionOnly } from '../common/decorators';
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
import {
  RefreshResponseDto,
  SessionResponseDto,
  SuccessDto,
  SuccessMessageDto,
  UserExportResponseDto,
  UserResponseDto,
} from './dto/auth-responses.dto';
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
  @ApiCreatedResponse({ type: SessionResponseDto })
  @ApiErrors(400, 409, 429)
  @ApiOperation({ summary: 'Create an account; the first account ever created becomes the super admin' })
  register(@Body() dto: RegisterDto): Promise<SessionResponseDto> {
    return this.auth.register(dto);
  }

  @Public()
  @UseGuards(AuthThrottlerGuard)
  @Post('login')
  @ApiOkResponse({ type: SessionResponseDto })
  @ApiErrors(400, 401, 429)
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with a username or an e-mail address' })
  login(@Body() dto: LoginDto): Promise<SessionResponseDto> {
    return this.auth.login(dto);
  }

  // An API token has no session to end, and must not end the user's sessions.
  @SessionOnly()
  @Post('logout')
  @ApiOkResponse({ type: SuccessDto })
  @ApiErrors(400)
  @HttpCode(200)
  @ApiOperation({ summary: 'Revoke the session (the given refresh token, or the one this access token belongs to)' })
  async logout(
    @CurrentUser() user: User,
    @Body() dto: LogoutDto,
    @Req() req: AuthenticatedRequest,
  ): Promise<SuccessDto> {
    await this.auth.logout(user, dto.refresh, req.sessionFamily);
    return { success: true as const };
  }

  @Public()
  @Post('refresh')
  @ApiOkResponse({ type: RefreshResponseDto })
  @ApiErrors(400, 401)
  @HttpCode(200)
  @ApiOperation({ summary: 'Exchange a refresh token for a new access token and a new refresh token' })
  async refresh(@Body() dto: RefreshDto): Promise<RefreshResponseDto> {
    return { success: true as const, ...(await this.auth.refresh(dto.refresh)) };
  }

  @Get('profile')
  @ApiOkResponse({ type: UserResponseDto })
  @ApiOperation({ summary: 'The signed-in user' })
  async profile(@CurrentUser() user: User): Promise<UserResponseDto> {
    return { success: true as const, user: await this.profiles.profile(user.id) };
  }

  // A new e-mail address lets its owner reset the password: a leaked API token must not take over the account.
  @SessionOnly()
  @Post('profile/update')
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors(400, 409, 413)
  @HttpCode(200)
  @ApiOperation({ summary: 'Edit name, e-mail, company, role and picture' })
  async updateProfile(@CurrentUser() user: User, @Body() dto: UpdateProfileDto): Promise<UserResponseDto> {
    return { success: true as const, user: await this.profiles.update(user, dto) };
  }

  // Signs out the other sessions: the signed-in person's call, never a script's.
  @SessionOnly()
  @Post('change-password')
  @ApiOkResponse({ type: SuccessMessageDto })
  @ApiErrors(400)
  @HttpCode(200)
  @ApiOperation({ summary: 'Change the password; other sessions are signed out' })
  async changePassword(
    @CurrentUser() user: User,
    @Body() dto: ChangePasswordDto,
    @Req() req: AuthenticatedRequest,
  ): Promise<SuccessMessageDto> {
    await this.auth.changePassword(user, dto, req.sessionFamily);
    return { success: true as const, message: 'Password changed' };
  }

  @Public()
  @UseGuards(AuthThrottlerGuard)
  @Post('password-reset/request')
  @ApiOkResponse({ type: SuccessMessageDto })
  @ApiErrors(400, 429)
  @HttpCode(200)
  @ApiOperation({ summary: 'Mail a reset link; answers the same whether or not the address has an account' })
  requestReset(@Body() dto: PasswordResetRequestDto): SuccessMessageDto {
    this.resets.request(dto.email);
    return { success: true as const, message: RESET_REQUEST_MESSAGE };
  }

  @Public()
  @UseGuards(AuthThrottlerGuard)
  @Post('password-reset/confirm')
  @ApiOkResponse({ type: SuccessMessageDto })
  @ApiErrors(400, 429)
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with the uid and token from the reset link' })
  async confirmReset(@Body() dto: PasswordResetConfirmDto): Promise<SuccessMessageDto> {
    await this.resets.confirm(dto);
    return { success: true as const, message: 'Password reset successful. Please sign in.' };
  }

  @Get('export')
  @ApiOkResponse({ type: UserExportResponseDto })
  @ApiErrors(400)
  @ApiOperation({ summary: "The user's own data as JSON, optionally limited to a date range" })
  async export(@CurrentUser() user: User, @Query() query: ExportQueryDto): Promise<UserExportResponseDto> {
    return { success: true as const, data: await this.profiles.export(user, query) };
  }
}
