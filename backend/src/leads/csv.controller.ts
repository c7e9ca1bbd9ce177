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
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import { In, Repository } from 'typeorm';
import { User } from '../auth/entities/user.entity';
import { badRequest } from '../common/app-exception';
import { AdminOnly, CurrentUser } from '../common/decorators';
import { ListQueryDto, sendList } from '../common/list-query';
import { CsvImportService, importView, NO_DATA_ROWS } from './csv-import.service';
import { NAME_PART_LABELS, NAME_PARTS } from './csv-automap';
import { CSV_DELIMITERS, CSV_ENCODINGS, delimiterName } from './csv-sniff';
import { CsvUploadInterceptor } from './csv-upload.interceptor';
import { CsvUploadDto } from './dto/leads.dto';
import { LeadImport } from './entities/lead-import.entity';
import { LEAD_FIELD_NAMES, LEAD_FIELDS } from './lead-fields';

const SORTABLE = ['id', 'created_at', 'file_name', 'status', 'records_processed'];

@ApiTags('admin: leads')
@AdminOnly()
@Controller('csv')
export class CsvController {
  constructor(
    private readonly imports: CsvImportService,
    @InjectRepository(LeadImport) private readonly importRows: Repository<LeadImport>,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  @Get('fields')
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
  @HttpCode(202)
  @ApiOperation({ summary: 'Import the bundled sample of 1,000 synthetic leads (follow /csv/imports/{id}/)' })
  async sample(@CurrentUser() user: User) {
    const row = await this.imports.startSample(user.id);
    return { success: true, import_id: row.id, status: row.status, records_processed: 0, error: null };
  }

  @Get('imports/:id')
  @ApiOperation({ summary: 'One import: status, progress, counts and per-line errors' })
  async import(@Param('id', ParseIntPipe) id: number) {
    const row = await this.imports.find(id);
    const user = row.user_id ? await this.users.findOne({ where: { id: row.user_id } }) : null;
    return { success: true, import: importView(row, user?.username) };
  }

  @Get('imports')
  @ApiOperation({ summary: 'Past imports, for the react-admin list (Content-Range)' })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response) {
    const params = query.parsed('id');
    if (!SORTABLE.includes(params.sort.field))
      throw badRequest('invalid_query', `Cannot sort imports by ${params.sort.field}`);
    const where =
      typeof params.filter.status === 'string' ? { status: params.filter.status as LeadImport['status'] } : {};
    const [rows, total] = await this.importRows.findAndCount({
      where,
      order: { [params.sort.field]: params.sort.order, id: 'DESC' },
      skip: params.range.start,
      take: params.range.end - params.range.start + 1,
    });
    const ids = [...new Set(rows.map((row) => row.user_id).filter((id): id is number => id !== null))];
    const names = new Map(
      (ids.length ? await this.users.find({ where: { id: In(ids) } }) : []).map((u) => [u.id, u.username]),
    );
    return sendList(res, 'imports', {
      rows: rows.map((row) => importView(row, row.user_id ? names.get(row.user_id) : null)),
      total,
      start: params.range.start,
    });
  }
}
