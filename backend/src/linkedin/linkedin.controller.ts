import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { User } from '../auth/entities/user.entity';
import { CurrentUser } from '../common/decorators';
import { ApiErrors } from '../common/openapi';
import {
  EnhanceResultsDto,
  PersonaAnalysisDto,
  PersonaGetQueryDto,
  PersonaPageDto,
  SavePersonasDto,
  ScrapeDto,
  ScrapeQueryDto,
} from './dto/linkedin.dto';
import {
  AnalyseResponseDto,
  EnhancedResultsResponseDto,
  JobResponseDto,
  PersonaPageResponseDto,
  PersonaResponseDto,
  PersonasByResultDto,
  SavePersonasResponseDto,
  ScrapeAcceptedDto,
  ScrapeResponseDto,
} from './dto/linkedin-responses.dto';
import { PersonaJobs } from './persona-jobs.service';
import { PersonasService } from './personas.service';

/** LinkedIn scraping and persona analysis (docs/api-personas.md). */
@ApiTags('linkedin')
@Controller('linkedin')
export class LinkedinController {
  constructor(
    private readonly jobs: PersonaJobs,
    private readonly personas: PersonasService,
  ) {}

  @Post('scrape')
  @ApiOkResponse({ type: ScrapeResponseDto })
  @ApiAcceptedResponse({ type: ScrapeAcceptedDto, description: 'With ?async=1: follow status_url' })
  @ApiErrors(400, 402, 413, 502, 503)
  @ApiOperation({
    summary: 'Scrape LinkedIn profiles and analyse each into a persona (one credit per new analysis)',
    description: 'Waits for the whole job and answers {success, profiles}; ?async=1 answers 202 with a job id.',
  })
  async scrape(
    @CurrentUser() user: User,
    @Body() dto: ScrapeDto,
    @Query() query: ScrapeQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ScrapeResponseDto | ScrapeAcceptedDto> {
    const job = await this.jobs.start(user.id, dto);
    if (query.async === '1' || query.async === 'true') {
      res.status(202);
      return { success: true as const, job_id: job.id, status_url: `/api/linkedin/jobs/${job.id}/` };
    }
    res.status(200);
    return this.jobs.answer(await this.jobs.waitFor(user.id, job.id));
  }

  @Get('jobs/:id')
  @ApiOkResponse({ type: JobResponseDto })
  @ApiErrors(404)
  @ApiOperation({ summary: "A scrape job's progress (done/total, each profile's state) and, once finished, profiles" })
  async job(@CurrentUser() user: User, @Param('id') id: string): Promise<JobResponseDto> {
    return { success: true as const, job: await this.jobs.view(await this.jobs.own(user.id, id)) };
  }

  @Post('persona-analysis')
  @ApiOkResponse({ type: AnalyseResponseDto })
  @ApiErrors(400, 402, 413, 502, 503)
  @HttpCode(200)
  @ApiOperation({ summary: 'Analyse given LinkedIn data, or pasted profile text, without scraping' })
  analyse(@CurrentUser() user: User, @Body() dto: PersonaAnalysisDto): Promise<AnalyseResponseDto> {
    return this.personas.analyse(user.id, dto);
  }

  @Post('persona/save')
  @ApiOkResponse({ type: SavePersonasResponseDto })
  @ApiErrors(400, 413)
  @HttpCode(200)
  @ApiOperation({ summary: 'Save analysed personas to search results (matched by LinkedIn URL)' })
  save(@CurrentUser() user: User, @Body() dto: SavePersonasDto): Promise<SavePersonasResponseDto> {
    return this.personas.save(user.id, dto.persona_results, dto.search_result_ids);
  }

  @Get('persona/get')
  @ApiOkResponse({ type: PersonasByResultDto })
  @ApiErrors(400)
  @ApiOperation({ summary: 'Personas of search results, keyed by result id (repeat search_result_ids)' })
  async get(@CurrentUser() user: User, @Query() query: PersonaGetQueryDto): Promise<PersonasByResultDto> {
    const raw = query.search_result_ids;
    const ids = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    return { success: true as const, data: await this.personas.forResults(user.id, ids) };
  }

  @Get('persona/all')
  @ApiOkResponse({ type: PersonaPageResponseDto })
  @ApiErrors(400)
  @ApiOperation({ summary: "The user's persona analyses, newest first, a page at a time" })
  all(@CurrentUser() user: User, @Query() query: PersonaPageDto): Promise<PersonaPageResponseDto> {
    return this.personas.page(user.id, query.page ?? 1, query.page_size ?? 20);
  }

  @Get('persona/:id')
  @ApiOkResponse({ type: PersonaResponseDto })
  @ApiErrors(400, 404)
  @ApiOperation({ summary: 'One of the user’s persona analyses' })
  async one(@CurrentUser() user: User, @Param('id', ParseIntPipe) id: number): Promise<PersonaResponseDto> {
    return { success: true as const, persona: await this.personas.get(user.id, id) };
  }

  @Post('enhance-results')
  @ApiOkResponse({ type: EnhancedResultsResponseDto })
  @ApiErrors(400, 413)
  @HttpCode(200)
  @ApiOperation({ summary: 'Attach stored persona status and analysis to the given search results' })
  enhance(@CurrentUser() user: User, @Body() dto: EnhanceResultsDto): Promise<EnhancedResultsResponseDto> {
    return this.personas.enhance(user.id, dto.search_results, dto.search_result_ids);
  }
}
