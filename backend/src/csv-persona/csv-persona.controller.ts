import { Controller, Get, HttpCode, Param, Post, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { User } from '../auth/entities/user.entity';
import { CurrentUser } from '../common/decorators';
import { ApiErrors } from '../common/openapi';
import { CsvPersonaDownload } from './csv-persona-download';
import { CsvPersonaRunner } from './csv-persona-runner.service';
import { CsvPersonaUploadInterceptor } from './csv-persona-upload.interceptor';
import { CsvPersonaService } from './csv-persona.service';
import { FileCreditsShort } from './csv-persona.errors';
import { CsvPersonaUploadDto, CsvSessionsQueryDto, DownloadQueryDto } from './dto/csv-persona.dto';
import {
  CsvCreditsShortDto,
  CsvPersonaUploadResponseDto,
  CsvSessionDetailResponseDto,
  CsvSessionHistoryDto,
  CsvSessionPageDto,
  CsvSessionStatusResponseDto,
} from './dto/csv-persona-responses.dto';

/** Bulk persona analysis from a CSV of LinkedIn URLs (docs/api-csv-persona.md). */
@ApiTags('csv-persona')
@Controller('csv-persona')
export class CsvPersonaController {
  constructor(
    private readonly service: CsvPersonaService,
    private readonly runner: CsvPersonaRunner,
    private readonly download: CsvPersonaDownload,
  ) {}

  @Post('upload')
  @ApiOkResponse({ type: CsvPersonaUploadResponseDto })
  @ApiResponse({ status: 402, type: CsvCreditsShortDto, description: 'Not enough credits for the file' })
  @ApiErrors(400, 413, 503)
  @HttpCode(200)
  @UseInterceptors(CsvPersonaUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: CsvPersonaUploadDto })
  @ApiOperation({ summary: 'Upload a CSV of LinkedIn URLs: priced, credits reserved, processed as a session' })
  async upload(
    @CurrentUser() user: User,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CsvPersonaUploadResponseDto | CsvCreditsShortDto> {
    try {
      return await this.service.upload(user.id, req.file as Express.Multer.File);
    } catch (error) {
      if (!(error instanceof FileCreditsShort)) throw error;
      // The screen presets the payment dialog from these, so this 402 carries them besides the usual envelope.
      res.status(402);
      return {
        success: false as const,
        error: error.message,
        message: error.message,
        code: error.code,
        shortfall: error.shortfall,
        credits_needed: error.creditsNeeded,
        balance: error.balance,
      };
    }
  }

  @Get('sessions')
  @ApiOkResponse({ type: CsvSessionPageDto })
  @ApiErrors(400)
  @ApiOperation({ summary: "The user's CSV persona sessions, newest first, a page at a time" })
  sessions(@CurrentUser() user: User, @Query() query: CsvSessionsQueryDto): Promise<CsvSessionPageDto> {
    return this.service.page(user.id, query.page ?? 1, query.page_size ?? 20);
  }

  @Get('sessions/:id')
  @ApiOkResponse({ type: CsvSessionDetailResponseDto })
  @ApiErrors(404)
  @ApiOperation({ summary: 'One session with its rows (state, error, persona id)' })
  session(@CurrentUser() user: User, @Param('id') id: string): Promise<CsvSessionDetailResponseDto> {
    return this.service.detail(user.id, id);
  }

  @Get('sessions/:id/status')
  @ApiOkResponse({ type: CsvSessionStatusResponseDto })
  @ApiErrors(404)
  @ApiOperation({ summary: "A session's progress (poll every 3 s)" })
  status(@CurrentUser() user: User, @Param('id') id: string): Promise<CsvSessionStatusResponseDto> {
    return this.service.status(user.id, id);
  }

  @Post('sessions/:id/cancel')
  @ApiOkResponse({ type: CsvSessionStatusResponseDto })
  @ApiErrors(404)
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel a session: rows not done cost nothing' })
  cancel(@CurrentUser() user: User, @Param('id') id: string): Promise<CsvSessionStatusResponseDto> {
    return this.runner.cancel(user.id, id);
  }

  @Get('results')
  @ApiOkResponse({ type: CsvSessionHistoryDto })
  @ApiOperation({ summary: "The user's last 50 sessions, newest first" })
  results(@CurrentUser() user: User): Promise<CsvSessionHistoryDto> {
    return this.service.history(user.id);
  }

  @Get('download/:id')
  @ApiOkResponse({
    content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } },
    description: 'UTF-8 CSV with BOM (attachment)',
  })
  @ApiErrors(400, 404)
  @ApiOperation({ summary: 'The results as CSV (UTF-8 with BOM); include_email=1 adds a Cold Outreach e-mail' })
  async file(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Query() query: DownloadQueryDto,
    @Res() res: Response,
  ) {
    const includeEmail = query.include_email === '1' || query.include_email === 'true';
    const { fileName, body } = await this.download.build(user.id, id, includeEmail);
    res
      .status(200)
      .setHeader('Content-Type', 'text/csv; charset=utf-8')
      .setHeader('Content-Disposition', `attachment; filename="${fileName}"`)
      .send(body);
  }
}
