import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { badRequest } from '../../common/app-exception';
import { CurrentUser, SessionOnly } from '../../common/decorators';
import { ApiErrors } from '../../common/openapi';
import { User } from '../entities/user.entity';
import { ApiTokensService } from './api-tokens.service';
import { ApiTokenListDto, CreateApiTokenDto, CreatedApiTokenDto, RevokedApiTokenDto } from './dto/api-token.dto';

/** A non-numeric id is the caller's mistake: a 400 that says so, not Nest's bare 'Validation failed'. */
function parseTokenId() {
  return new ParseIntPipe({ exceptionFactory: () => badRequest('invalid_id', 'Token id must be a number') });
}

@ApiTags('auth')
@Controller('auth/tokens')
export class ApiTokensController {
  constructor(private readonly apiTokens: ApiTokensService) {}

  @Get()
  @ApiOperation({ summary: 'Your personal API tokens (never their secrets)' })
  @ApiOkResponse({ type: ApiTokenListDto })
  async list(@CurrentUser() user: User): Promise<ApiTokenListDto> {
    return { success: true, tokens: await this.apiTokens.list(user.id) };
  }

  @SessionOnly()
  @Post()
  @ApiOperation({
    summary: 'Create a personal API token; its secret is in this answer only. Needs a session, not an API token',
  })
  @ApiCreatedResponse({ type: CreatedApiTokenDto })
  @ApiErrors(400, 403)
  async create(@CurrentUser() user: User, @Body() dto: CreateApiTokenDto): Promise<CreatedApiTokenDto> {
    return { success: true, ...(await this.apiTokens.create(user.id, dto)) };
  }

  @SessionOnly()
  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Revoke a personal API token: it stops working at once. Needs a session' })
  @ApiOkResponse({ type: RevokedApiTokenDto })
  @ApiErrors(400, 403, 404)
  async revoke(@CurrentUser() user: User, @Param('id', parseTokenId()) id: number): Promise<RevokedApiTokenDto> {
    await this.apiTokens.revoke(user.id, id);
    return { success: true };
  }
}
