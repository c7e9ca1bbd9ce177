import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { User } from '../auth/entities/user.entity';
import { CurrentUser } from '../common/decorators';
import {
  EnhanceResultsDto,
  PersonaAnalysisDto,
  PersonaGetQueryDto,
  PersonaPageDto,
  SavePersonasDto,
  ScrapeDto,
  ScrapeQueryDto,
} from './dto/linkedin.dto';
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
  @ApiOperation({
    summary: 'Scrape LinkedIn profiles and analyse each into a persona (one credit per new analysis)',
    description: 'Waits for the whole job and answers {success, profiles}; ?async=1 answers 202 with a job id.',
  })
  async scrape(
    @CurrentUser() user: User,
    @Body() dto: ScrapeDto,
    @Query() query: ScrapeQueryDto,
    @Res({ passthrough: true }) res: Response,
  ) {
    const job = await this.jobs.start(user.id, dto);
    if (query.async === '1' || query.async === 'true') {
      res.status(202);
      return { success: true, job_id: job.id, status_url: `/api/linkedin/jobs/${job.id}/` };
    }
    res.status(200);
    return this.jobs.answer(await this.jobs.waitFor(user.id, job.id));
  }

  @Get('jobs/:id')
  @ApiOperation({ summary: "A scrape job's progress (done/total, each profile's state) and, once finished, profiles" })
  async job(@CurrentUser() user: User, @Param('id') id: string) {
    return { success: true, job: await this.jobs.view(await this.jobs.own(user.id, id)) };
  }

  @Post('persona-analysis')
  @HttpCode(200)
  @ApiOperation({ summary: 'Analyse given LinkedIn data, or pasted profile text, without scraping' })
  analyse(@CurrentUser() user: User, @Body() dto: PersonaAnalysisDto) {
    return this.personas.analyse(user.id, dto);
  }

  @Post('persona/save')
  @HttpCode(200)
  @ApiOperation({ summary: 'Save analysed personas to search results (matched by LinkedIn URL)' })
  save(@CurrentUser() user: User, @Body() dto: SavePersonasDto) {
    return this.personas.save(user.id, dto.persona_results, dto.search_result_ids);
  }

  @Get('persona/get')
  @ApiOperation({ summary: 'Personas of search results, keyed by result id (repeat search_result_ids)' })
  async get(@CurrentUser() user: User, @Query() query: PersonaGetQueryDto) {
    const raw = query.search_result_ids;
    const ids = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    return { success: true, data: await this.personas.forResults(user.id, ids) };
  }

  @Get('persona/all')
  @ApiOperation({ summary: "The user's persona analyses, newest first, a page at a time" })
  all(@CurrentUser() user: User, @Query() query: PersonaPageDto) {
    return this.personas.page(user.id, query.page ?? 1, query.page_size ?? 20);
  }

  @Get('persona/:id')
  @ApiOperation({ summary: 'One of the user’s persona analyses' })
  async one(@CurrentUser() user: User, @Param('id', ParseIntPipe) id: number) {
    return { success: true, persona: await this.personas.get(user.id, id) };
  }

  @Post('enhance-results')
  @HttpCode(200)
  @ApiOperation({ summary: 'Attach stored persona status and analysis to the given search results' })
  enhance(@CurrentUser() user: User, @Body() dto: EnhanceResultsDto) {
    return this.personas.enhance(user.id, dto.search_results, dto.search_result_ids);
  }
}
