import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly } from '../common/decorators';
import { ListQueryDto, sendList } from '../common/list-query';
import { AdminUsersService } from './admin-users.service';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get()
  @ApiOperation({ summary: 'All users, for the react-admin list (sort, range, filter; Content-Range header)' })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response) {
    return sendList(res, 'users', await this.users.list(query.parsed()));
  }
}
