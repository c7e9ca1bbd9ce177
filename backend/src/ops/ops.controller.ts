import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { User } from '../auth/entities/user.entity';
import { CurrentUser, Public } from '../common/decorators';
import { LogActionDto, PageQueryDto } from './dto/log-action.dto';
import { OpsService } from './ops.service';

@ApiTags('ops')
@ApiBearerAuth()
@Controller()
export class OpsController {
  constructor(private readonly ops: OpsService) {}

  @Public()
  @Get('health')
  @ApiOperation({ summary: 'Liveness and the state of each driver (503 when the database or the job queue is down)' })
  async health(@Res({ passthrough: true }) res: Response) {
    const { ok, drivers } = await this.ops.health();
    res.status(ok ? 200 : 503);
    return { success: ok, status: ok ? 'ok' : 'degraded', drivers };
  }

  @Get('sources')
  @ApiOperation({ summary: 'Search sources and whether each is configured' })
  sources() {
    return { success: true, sources: this.ops.sources() };
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
