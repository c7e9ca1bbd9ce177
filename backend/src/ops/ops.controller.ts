import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi';
import type { Request, Response } from 'express';
import { isAdmin, User } from '../auth/entities/user.entity';
import { CurrentUser, OptionalAuth, Public } from '../common/decorators';
import { LogActionDto, PageQueryDto } from './dto/log-action.dto';
import {
  HealthResponseDto,
  LogActionResponseDto,
  LoggedActionsResponseDto,
  SourcesResponseDto,
} from './dto/ops-responses.dto';
import { OpsService } from './ops.service';

@ApiTags('ops')
@Controller()
export class OpsController {
  constructor(private readonly ops: OpsService) {}

  @Public()
  @OptionalAuth()
  @Get('health')
  @ApiOkResponse({ type: HealthResponseDto })
  @ApiResponse({ status: 503, type: HealthResponseDto, description: 'Degraded: the same body, status degraded' })
  @ApiOperation({
    summary: 'Liveness (503 when the database, job queue or lead index is down); administrators also see each driver',
  })
  async health(
    @Req() req: Request & { user?: User | null },
    @Res({ passthrough: true }) res: Response,
  ): Promise<HealthResponseDto> {
    const { ok, drivers } = await this.ops.health();
    res.status(ok ? 200 : 503);
    const status = { success: ok, status: ok ? ('ok' as const) : ('degraded' as const) };
    // Driver names, vendor list and error strings (host:port) are a map for an attacker: admins only.
    return req.user && isAdmin(req.user) ? { ...status, drivers } : status;
  }

  @Get('sources')
  @ApiOkResponse({ type: SourcesResponseDto })
  @ApiOperation({ summary: 'Search sources, whether each is configured (and how, for admins), the lead count' })
  async sources(@CurrentUser() user: User): Promise<SourcesResponseDto> {
    return { success: true as const, sources: await this.ops.sources(isAdmin(user)) };
  }

  @Post('utility/log-action')
  @ApiCreatedResponse({ type: LogActionResponseDto })
  @ApiErrors(400, 413)
  @HttpCode(201)
  @ApiOperation({ summary: 'Record a user action (e.g. a search) with its details' })
  async logAction(@CurrentUser() user: User, @Body() dto: LogActionDto): Promise<LogActionResponseDto> {
    const row = await this.ops.logAction(user.id, dto.action, dto.details);
    return { success: true as const, id: row.id };
  }

  @Get('search/logs')
  @ApiOkResponse({ type: LoggedActionsResponseDto })
  @ApiErrors(400)
  @ApiOperation({ summary: "The signed-in user's logged actions, newest first" })
  async logs(@CurrentUser() user: User, @Query() query: PageQueryDto): Promise<LoggedActionsResponseDto> {
    return {
      success: true as const,
      page: query.page,
      page_size: query.page_size,
      ...(await this.ops.actionsOf(user.id, query.page, query.page_size)),
    };
  }
}
