import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { isAdmin, User } from '../auth/entities/user.entity';
import { CurrentUser, OptionalAuth, Public } from '../common/decorators';
import { LogActionDto, PageQueryDto } from './dto/log-action.dto';
import { OpsService } from './ops.service';

@ApiTags('ops')
@Controller()
export class OpsController {
  constructor(private readonly ops: OpsService) {}

  @Public()
  @OptionalAuth()
  @Get('health')
  @ApiOperation({
    summary: 'Liveness (503 when the database, job queue or lead index is down); administrators also see each driver',
  })
  async health(@Req() req: Request & { user?: User | null }, @Res({ passthrough: true }) res: Response) {
    const { ok, drivers } = await this.ops.health();
    res.status(ok ? 200 : 503);
    const status = { success: ok, status: ok ? 'ok' : 'degraded' };
    // Driver names, vendor list and error strings (host:port) are a map for an attacker: admins only.
    return req.user && isAdmin(req.user) ? { ...status, drivers } : status;
  }

  @Get('sources')
  @ApiOperation({ summary: 'Search sources, whether each is configured (and how, for admins), the lead count' })
  async sources(@CurrentUser() user: User) {
    return { success: true, sources: await this.ops.sources(isAdmin(user)) };
  }

  @Post('utility/log-action')
  @HttpCode(201)
  @ApiOperation({ summary: 'Record a user action (e.g. a search) with its details' })
  async logAction(@CurrentUser() user: User, @Body() dto: LogActionDto) {
    const row = await this.ops.logAction(user.id, dto.action, dto.details);
    return { success: true, id: row.id };
  }

  @Get('search/logs')
  @ApiOperation({ summary: "The signed-in user's logged actions, newest first" })
  async logs(@CurrentUser() user: User, @Query() query: PageQueryDto) {
    return {
      success: true,
      page: query.page,
      page_size: query.page_size,
      ...(await this.ops.actionsOf(user.id, query.page, query.page_size)),
    };
  }
}
