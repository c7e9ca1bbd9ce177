import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi';
import { isAdmin, User } from '../auth/entities/user.entity';
import { CurrentUser } from '../common/decorators';
import {
  AdvancedSearchDto,
  CompanySearchDto,
  HistoryPageDto,
  IndustrySearchDto,
  PeopleSearchDto,
  SearchDto,
  SkillsSearchDto,
} from './dto/search.dto';
import {
  HistoryPageResponseDto,
  SearchFilterOptionsResponseDto,
  SearchResponseDto,
  SearchResultsResponseDto,
} from './dto/search-responses.dto';
import { SearchHistoryService } from './search-history.service';
import { advancedPlan, generalPlan, planOptions, specialisedPlan } from './search-plan';
import { SearchService } from './search.service';

const reader = (user: User) => ({ id: user.id, admin: isAdmin(user) });

@ApiTags('search')
@Controller('search')
export class SearchController {
  constructor(
    private readonly searches: SearchService,
    private readonly history: SearchHistoryService,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: SearchResponseDto })
  @ApiErrors(400, 413)
  @ApiOperation({ summary: 'Search the lead index and the web at once; each source answers or reports its error' })
  search(@CurrentUser() user: User, @Body() dto: SearchDto): Promise<SearchResponseDto> {
    return this.searches.search(user, generalPlan(dto.query, planOptions(dto)));
  }

  @Post('companies')
  @HttpCode(200)
  @ApiOkResponse({ type: SearchResponseDto })
  @ApiErrors(400, 413)
  @ApiOperation({ summary: 'Search by company name (lead index: company_name)' })
  companies(@CurrentUser() user: User, @Body() dto: CompanySearchDto): Promise<SearchResponseDto> {
    return this.searches.search(user, specialisedPlan('companies', dto.company_name, planOptions(dto)));
  }

  @Post('people')
  @HttpCode(200)
  @ApiOkResponse({ type: SearchResponseDto })
  @ApiErrors(400, 413)
  @ApiOperation({ summary: 'Search by person name (lead index: name)' })
  people(@CurrentUser() user: User, @Body() dto: PeopleSearchDto): Promise<SearchResponseDto> {
    return this.searches.search(user, specialisedPlan('people', dto.person_name, planOptions(dto)));
  }

  @Post('skills')
  @HttpCode(200)
  @ApiOkResponse({ type: SearchResponseDto })
  @ApiErrors(400, 413)
  @ApiOperation({ summary: 'Search by skills (lead index: skills)' })
  skills(@CurrentUser() user: User, @Body() dto: SkillsSearchDto): Promise<SearchResponseDto> {
    return this.searches.search(user, specialisedPlan('skills', dto.skills, planOptions(dto)));
  }

  @Post('industry')
  @HttpCode(200)
  @ApiOkResponse({ type: SearchResponseDto })
  @ApiErrors(400, 413)
  @ApiOperation({ summary: 'Search by industry (lead index: company_industry)' })
  industry(@CurrentUser() user: User, @Body() dto: IndustrySearchDto): Promise<SearchResponseDto> {
    return this.searches.search(user, specialisedPlan('industry', dto.industry, planOptions(dto)));
  }

  @Post('advanced')
  @HttpCode(200)
  @ApiOkResponse({ type: SearchResponseDto })
  @ApiErrors(400, 413)
  @ApiOperation({ summary: 'A query and/or {field: [values]} filters on the lead index; the web gets both as text' })
  advanced(@CurrentUser() user: User, @Body() dto: AdvancedSearchDto): Promise<SearchResponseDto> {
    return this.searches.search(user, advancedPlan(dto.query, dto.filters, planOptions(dto)));
  }

  @Get('history')
  @ApiOkResponse({ type: HistoryPageResponseDto })
  @ApiErrors(400)
  @ApiOperation({ summary: "The signed-in user's searches with their results, newest first (paged)" })
  async fullHistory(@CurrentUser() user: User, @Query() query: HistoryPageDto): Promise<HistoryPageResponseDto> {
    const page = { page: query.page, pageSize: query.page_size };
    return { success: true as const, ...(await this.history.page(user.id, page, true)), ...pageOf(query) };
  }

  @Get('history/metadata')
  @ApiOkResponse({ type: HistoryPageResponseDto, description: 'Entries without `results`' })
  @ApiErrors(400)
  @ApiOperation({ summary: "The signed-in user's searches without results, newest first (paged)" })
  async metadata(@CurrentUser() user: User, @Query() query: HistoryPageDto): Promise<HistoryPageResponseDto> {
    const page = { page: query.page, pageSize: query.page_size };
    return { success: true as const, ...(await this.history.page(user.id, page, false)), ...pageOf(query) };
  }

  @Get('results/:id')
  @ApiOkResponse({ type: SearchResultsResponseDto })
  @ApiErrors(400, 404)
  @ApiOperation({ summary: "One search's results keyed by source (404 for another user's search)" })
  async results(@CurrentUser() user: User, @Param('id', ParseIntPipe) id: number): Promise<SearchResultsResponseDto> {
    return { success: true as const, results: await this.history.resultsOf(id, reader(user)) };
  }

  @Get('filter-options/:id')
  @ApiOkResponse({ type: SearchFilterOptionsResponseDto })
  @ApiErrors(400, 404)
  @ApiOperation({ summary: "Field → values found in one search's results, for its filter panel" })
  async filterOptions(
    @CurrentUser() user: User,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<SearchFilterOptionsResponseDto> {
    return { success: true as const, filter_options: await this.history.filterOptionsOf(id, reader(user)) };
  }
}

function pageOf(query: HistoryPageDto) {
  return { page: query.page, page_size: query.page_size };
}
