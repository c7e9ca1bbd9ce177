import { Controller, Get, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly } from '../common/decorators';
import { ApiGetOne, ApiList, ListQueryDto, sendList } from '../common/list-query';
import { AdminUsersService, USERS_LIST } from './admin-users.service';
import { AdminUserDto } from './dto/admin-users.dto';
import type { UserView } from './user-view';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get()
  @ApiList(
    'All users, for the react-admin list (sort, range, filter; Content-Range header)',
    'users',
    AdminUserDto,
    USERS_LIST,
  )
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response): Promise<UserView[]> {
    return sendList(res, 'users', await this.users.list(query.parsed()));
  }

  @Get(':id')
  @ApiGetOne('One user, with the profile picture', AdminUserDto)
  one(@Param('id', ParseIntPipe) id: number): Promise<UserView> {
    return this.users.one(id);
  }
}
