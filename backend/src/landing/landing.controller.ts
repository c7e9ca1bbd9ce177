import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res, UseFilters } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { User } from '../auth/entities/user.entity';
import { CurrentUser } from '../common/decorators';
import { ApiErrors } from '../common/openapi';
import {
  CreateTemplateDto,
  GenerateLandingDto,
  RegenerateLandingDto,
  SubmissionsPageDto,
  UpdateTemplateDto,
} from './dto/landing.dto';
import {
  DuplicateNameDto,
  GeneratedLandingDto,
  LandingSuccessDto,
  PublishedDto,
  SubmissionsPageResponseDto,
  TemplateListDto,
  TemplateResponseDto,
  TemplateVersionsDto,
} from './dto/landing-responses.dto';
import { LandingExceptionFilter } from './landing-exception.filter';
import { LandingGenerationService } from './landing-generation.service';
import { LandingSubmissionsService } from './landing-submissions.service';
import { LandingTemplatesService, templateIdOf } from './landing-templates.service';
import { versionNotFound } from './landing.errors';

@ApiTags('landing')
@UseFilters(LandingExceptionFilter)
@Controller('landing')
export class LandingController {
  constructor(
    private readonly generation: LandingGenerationService,
    private readonly templates: LandingTemplatesService,
    private readonly submissions: LandingSubmissionsService,
  ) {}

  @Post('generate')
  @ApiOkResponse({ type: GeneratedLandingDto })
  @ApiErrors(400, 413, 429, 502, 503)
  @HttpCode(200)
  @ApiOperation({
    summary: 'Generate a landing page from a prompt (optionally from base_html, with theme colours)',
    description:
      'Free, LANDING_AI_PER_HOUR per user per hour (429 + Retry-After). 400 unknown model, 413 over ' +
      'LANDING_MAX_HTML, 502 invalid AI answer twice, 503 ai_not_configured.',
  })
  generate(@CurrentUser() user: User, @Body() dto: GenerateLandingDto): Promise<GeneratedLandingDto> {
    return this.generation.generate(user.id, dto);
  }

  @Post('regenerate')
  @ApiOkResponse({ type: GeneratedLandingDto })
  @ApiErrors(400, 413, 429, 502, 503)
  @HttpCode(200)
  @ApiOperation({ summary: 'Change the design of a page as asked, keeping its content (not saved)' })
  regenerate(@CurrentUser() user: User, @Body() dto: RegenerateLandingDto): Promise<GeneratedLandingDto> {
    return this.generation.regenerate(user.id, dto);
  }

  @Get('templates')
  @ApiOkResponse({ type: TemplateListDto })
  @ApiOperation({ summary: "The user's templates, newest first (without their HTML)" })
  list(@CurrentUser() user: User): Promise<TemplateListDto> {
    return this.templates.list(user.id);
  }

  @Post('templates')
  @ApiCreatedResponse({ type: TemplateResponseDto })
  @ApiOkResponse({ type: TemplateResponseDto, description: 'upsert: the template of that name, updated' })
  @ApiResponse({ status: 409, type: DuplicateNameDto, description: 'Another template has that name' })
  @ApiErrors(400, 413)
  @ApiOperation({
    summary: 'Save a template (201); a name clash answers 409 duplicate_name with template_id',
    description: 'With upsert: true a clash updates that template instead and answers 200 with updated: true.',
  })
  async create(
    @CurrentUser() user: User,
    @Body() dto: CreateTemplateDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TemplateResponseDto> {
    const { status, body } = await this.templates.create(user.id, dto);
    res.status(status);
    return body;
  }

  @Get('templates/:id')
  @ApiOkResponse({ type: TemplateResponseDto })
  @ApiErrors(404)
  @ApiOperation({ summary: 'One template with its HTML' })
  get(@CurrentUser() user: User, @Param('id') id: string): Promise<TemplateResponseDto> {
    return this.templates.get(user.id, templateIdOf(id));
  }

  @Patch('templates/:id')
  @ApiOkResponse({ type: TemplateResponseDto })
  @ApiResponse({ status: 409, type: DuplicateNameDto, description: 'Another template has that name' })
  @ApiErrors(400, 404, 413)
  @ApiOperation({ summary: 'Update html and/or name; the previous state is kept as a version' })
  update(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body() dto: UpdateTemplateDto,
  ): Promise<TemplateResponseDto> {
    return this.templates.update(user.id, templateIdOf(id), dto);
  }

  @Delete('templates/:id')
  @ApiOkResponse({ type: LandingSuccessDto })
  @ApiErrors(404)
  @ApiOperation({ summary: 'Delete a template with its versions and submissions' })
  remove(@CurrentUser() user: User, @Param('id') id: string): Promise<LandingSuccessDto> {
    return this.templates.remove(user.id, templateIdOf(id));
  }

  @Get('templates/:id/versions')
  @ApiOkResponse({ type: TemplateVersionsDto })
  @ApiErrors(404)
  @ApiOperation({ summary: 'The last 20 versions of a template, newest first' })
  versions(@CurrentUser() user: User, @Param('id') id: string): Promise<TemplateVersionsDto> {
    return this.templates.listVersions(user.id, templateIdOf(id));
  }

  @Post('templates/:id/versions/:versionId/restore')
  @ApiOkResponse({ type: TemplateResponseDto })
  @ApiErrors(404)
  @HttpCode(200)
  @ApiOperation({ summary: 'Make a version current (the current state becomes a version too)' })
  restore(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Param('versionId') versionId: string,
  ): Promise<TemplateResponseDto> {
    const version = /^\d{1,10}$/.test(versionId) ? Number(versionId) : 0;
    if (!version) throw versionNotFound();
    return this.templates.restore(user.id, templateIdOf(id), version);
  }

  @Post('templates/:id/publish')
  @ApiOkResponse({ type: PublishedDto })
  @ApiErrors(404)
  @HttpCode(200)
  @ApiOperation({ summary: 'Publish at PUBLIC_URL/p/{slug} (an unguessable slug); answers the public URL' })
  publish(@CurrentUser() user: User, @Param('id') id: string): Promise<PublishedDto> {
    return this.templates.publish(user.id, templateIdOf(id));
  }

  @Post('templates/:id/unpublish')
  @ApiOkResponse({ type: LandingSuccessDto })
  @ApiErrors(404)
  @HttpCode(200)
  @ApiOperation({ summary: 'Take the public page down (its URL answers 404)' })
  unpublish(@CurrentUser() user: User, @Param('id') id: string): Promise<LandingSuccessDto> {
    return this.templates.unpublish(user.id, templateIdOf(id));
  }

  @Get('templates/:id/submissions')
  @ApiOkResponse({ type: SubmissionsPageResponseDto })
  @ApiErrors(400, 404)
  @ApiOperation({ summary: "The published page's form submissions, newest first" })
  listSubmissions(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Query() query: SubmissionsPageDto,
  ): Promise<SubmissionsPageResponseDto> {
    return this.submissions.list(user.id, templateIdOf(id), query);
  }

  @Get('templates/:id/submissions/download')
  @ApiOkResponse({
    content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } },
    description: 'CSV attachment',
  })
  @ApiErrors(404)
  @ApiOperation({ summary: 'All submissions as CSV (formula cells neutralised)' })
  async download(@CurrentUser() user: User, @Param('id') id: string, @Res() res: Response) {
    const { filename, body } = await this.submissions.csv(user.id, templateIdOf(id));
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    res.send(body);
  }
}
