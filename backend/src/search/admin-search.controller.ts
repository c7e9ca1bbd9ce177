import { Controller, Get, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly } from '../common/decorators';
import { ApiGetOne, ApiList, ListQueryDto, sendList } from '../common/list-query';
import { AdminHistoryEntry, AdminSearchService, SEARCH_HISTORY_LIST } from './admin-search.service';
import { ApiErrors } from '../common/openapi';
import {
  AdminFilterOptionsDto,
  AdminHistoryEntryDto,
  AdminHistoryPageDto,
  AdminHistoryQueryDto,
} from './dto/admin-search.dto';

@ApiTags('admin')
@AdminOnly()
@Controller('admin')
export class AdminSearchController {
  constructor(private readonly admin: AdminSearchService) {}

  @Get('search/history')
  @ApiOperation({ summary: "Every user's searches with results and user, newest first (filters and paging)" })
  @ApiOkResponse({ type: AdminHistoryPageDto })
  @ApiErrors(400)
  async history(@Query() query: AdminHistoryQueryDto): Promise<AdminHistoryPageDto> {
    const { page, page_size: pageSize, ...filter } = query;
    return { success: true, ...(await this.admin.historyPage(filter, { page, pageSize })), page, page_size: pageSize };
  }

  @Get('search/users/:id/history')
  @ApiOperation({ summary: "One user's searches with results, newest first (same filters and paging)" })
  @ApiOkResponse({ type: AdminHistoryPageDto })
  @ApiErrors(400, 404)
  async userHistory(
    @Param('id', ParseIntPipe) id: number,
    @Query() query: AdminHistoryQueryDto,
  ): Promise<AdminHistoryPageDto> {
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
  @ApiOkResponse({ type: AdminFilterOptionsDto })
  async filterOptions(): Promise<AdminFilterOptionsDto> {
    return { success: true, ...(await this.admin.filterOptions()) };
  }

  @Get('search-history')
  @ApiList(
    'Search history for the react-admin list, without results (sort, range, filter)',
    'search-history',
    AdminHistoryEntryDto,
    SEARCH_HISTORY_LIST,
  )
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response): Promise<AdminHistoryEntry[]> {
    return sendList(res, 'search-history', await this.admin.list(query.parsed('created_at')));
  }

  @Get('search-history/:id')
  @ApiGetOne('One search with its results and its user', AdminHistoryEntryDto)
  one(@Param('id', ParseIntPipe) id: number): Promise<AdminHistoryEntry> {
    return this.admin.one(id);
  }
}
