import { Controller, Get, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly } from '../common/decorators';
import { ListQueryDto, sendList } from '../common/list-query';
import { AdminSearchService } from './admin-search.service';
import { AdminHistoryQueryDto } from './dto/admin-search.dto';

@ApiTags('admin')
@AdminOnly()
@Controller('admin')
export class AdminSearchController {
  constructor(private readonly admin: AdminSearchService) {}

  @Get('search/history')
  @ApiOperation({ summary: "Every user's searches with results and user, newest first (filters and paging)" })
  async history(@Query() query: AdminHistoryQueryDto) {
    const { page, page_size: pageSize, ...filter } = query;
    return { success: true, ...(await this.admin.historyPage(filter, { page, pageSize })), page, page_size: pageSize };
  }

  @Get('search/users/:id/history')
  @ApiOperation({ summary: "One user's searches with results, newest first (same filters and paging)" })
  async userHistory(@Param('id', ParseIntPipe) id: number, @Query() query: AdminHistoryQueryDto) {
    const { page, page_size: pageSize, ...filter } = query;
    return {
      success: true,
      ...(await this.admin.userHistory(id, filter, { page, pageSize })),
      page,
      page_size: pageSize,
    };
  }

  @Get('filter-options')
  @ApiOperation({ summary: 'Option lists for the Super Admin filters: e-mails, usernames, query types' })
  async filterOptions() {
    return { success: true, ...(await this.admin.filterOptions()) };
  }

  @Get('search-history')
  @ApiOperation({
    summary:
      'Search history for the react-admin list (sort, range, filter: email, query_type, date_from, ' +
      'date_to, processed, q, user_id, id); Content-Range: search-history a-b/total',
  })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response) {
    return sendList(res, 'search-history', await this.admin.list(query.parsed('created_at')));
  }
}
