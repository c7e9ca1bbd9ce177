import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Query,
  Req,
  Res,
  UseInterceptors,
} from '@nestjs/common';
import { ApiAcceptedResponse, ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi';
import { CsvFieldsResponseDto, CsvImportAcceptedDto, CsvUploadResponseDto } from './dto/leads-responses.dto';
import type { Request, Response } from 'express';
import { User } from '../auth/entities/user.entity';
import { badRequest } from '../common/app-exception';
import { AdminOnly, CurrentUser } from '../common/decorators';
import { ApiGetOne, ApiList, ListQueryDto, sendList } from '../common/list-query';
import { CsvImportService, importView, NO_DATA_ROWS } from './csv-import.service';
import { NAME_PART_LABELS, NAME_PARTS } from './csv-automap';
import { CSV_DELIMITERS, CSV_ENCODINGS, delimiterName } from './csv-sniff';
import { CsvUploadInterceptor } from './csv-upload.interceptor';
import { LeadImportDto, LeadImportOneDto } from './dto/lead-import.dto';
import { CsvUploadDto } from './dto/leads.dto';
import { IMPORTS_LIST, ImportHistoryService, type LeadImportView } from './import-history.service';
import { LEAD_FIELD_NAMES, LEAD_FIELDS } from './lead-fields';

@ApiTags('admin: leads')
@AdminOnly()
@Controller('csv')
export class CsvController {
  constructor(
    private readonly imports: CsvImportService,
    private readonly history: ImportHistoryService,
  ) {}

  @Get('fields')
  @ApiOkResponse({ type: CsvFieldsResponseDto })
  @ApiOperation({ summary: 'The fields a CSV column can map to, grouped company / lead' })
  fields() {
    const group = (name: 'company' | 'lead') =>
      LEAD_FIELD_NAMES.filter((field) => LEAD_FIELDS[field].group === name).map((field) => ({
        name: field,
        label: LEAD_FIELDS[field].label,
      }));
    return {
      success: true,
      fields: { company: group('company'), lead: group('lead') },
      accepted: LEAD_FIELD_NAMES,
      composed: NAME_PARTS.map((name) => ({ name, label: NAME_PART_LABELS[name] })),
      encodings: CSV_ENCODINGS,
      delimiters: CSV_DELIMITERS.map(delimiterName),
    };
  }

  @Post('upload')
  @ApiOkResponse({ type: CsvUploadResponseDto })
  @ApiAcceptedResponse({ type: CsvImportAcceptedDto })
  @ApiErrors(400, 413, 415, 503)
  @HttpCode(200)
  @UseInterceptors(CsvUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: CsvUploadDto })
  @ApiOperation({
    summary: 'Import a CSV of leads; large files answer 202 and run as a job (follow /csv/imports/{id}/)',
  })
  async upload(
    @CurrentUser() user: User,
    @Req() req: Request,
    @Body() dto: CsvUploadDto,
    @Res({ passthrough: true }) res: Response,
  ) {
    const row = await this.imports.start(user.id, req.file as Express.Multer.File, {
      column_mapping: dto.column_mapping,
      encoding: dto.encoding,
      delimiter: dto.delimiter,
    });
    if (row.status === 'queued' || row.status === 'processing') {
      res.status(202);
      return { success: true, import_id: row.id, status: row.status, records_processed: 0, error: null };
    }
    if (row.status === 'failed') {
      throw badRequest(row.error === NO_DATA_ROWS ? 'no_data_rows' : 'import_failed', row.error ?? 'CSV upload failed');
    }
    const view = importView(row, user.username);
    return {
      success: true,
      import_id: row.id,
      records_processed: view.records_processed,
      inserted: view.inserted,
      merged: view.merged,
      unchanged: view.unchanged,
      suppressed: view.suppressed,
      errors: view.errors,
      error_count: view.error_count,
      warnings: view.warnings,
      warning_count: view.warning_count,
      encoding: view.encoding,
      delimiter: view.delimiter,
      detection: view.detection,
      column_mapping: view.column_mapping,
      error: null,
    };
  }

  @Post('sample')
  @ApiAcceptedResponse({ type: CsvImportAcceptedDto })
  @ApiErrors(503)
  @HttpCode(202)
  @ApiOperation({ summary: 'Import the bundled sample of 1,000 synthetic leads (follow /csv/imports/{id}/)' })
  async sample(@CurrentUser() user: User) {
    const row = await this.imports.startSample(user.id);
    return { success: true, import_id: row.id, status: row.status, records_processed: 0, error: null };
  }

  @Get('imports/:id')
  @ApiGetOne('One import: status, progress, counts and per-line errors (also as `import`)', LeadImportOneDto)
  async import(@Param('id', ParseIntPipe) id: number): Promise<LeadImportOneDto> {
    const view = await this.history.one(id);
    return { ...view, success: true, import: view };
  }

  @Get('imports')
  @ApiList(
    'Past imports, for the react-admin list (sort, range, filter; Content-Range header)',
    'imports',
    LeadImportDto,
    IMPORTS_LIST,
  )
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response): Promise<LeadImportView[]> {
    return sendList(res, 'imports', await this.history.list(query.parsed('id')));
  }
}
