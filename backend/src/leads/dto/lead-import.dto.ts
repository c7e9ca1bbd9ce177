import { ApiProperty } from '@nestjs/swagger';
import type { ImportStatus } from '../entities/lead-import.entity';
import type { LeadImportView } from '../import-history.service';

const IMPORT_STATUSES: ImportStatus[] = ['queued', 'processing', 'completed', 'failed'];

export class LeadImportLineDto {
  @ApiProperty({ description: 'Line of the file (the header is line 1)', example: 14 })
  line: number;

  @ApiProperty({ example: 'Row has no company name, person name or e-mail' })
  message: string;
}

/** What the import read the file as: detected, or chosen by the upload. */
export class LeadImportDetectionDto {
  @ApiProperty({ example: 'utf-8' })
  encoding: string;

  @ApiProperty({ enum: ['detected', 'chosen'] })
  encoding_how: 'detected' | 'chosen';

  @ApiProperty({ example: 'comma' })
  delimiter: string;

  @ApiProperty({ enum: ['detected', 'chosen'] })
  delimiter_how: 'detected' | 'chosen';

  @ApiProperty({ enum: ['auto', 'chosen'] })
  mapping_how: 'auto' | 'chosen';

  @ApiProperty({ type: [String], description: 'Header columns no field imports' })
  skipped_columns: string[];
}

/** A CSV import as the csv/imports resource answers it. */
export class LeadImportDto implements LeadImportView {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Who uploaded it (null: the bundled sample at boot)' })
  user_id: number | null;

  @ApiProperty({ example: 'leads.csv' })
  file_name: string;

  @ApiProperty({ enum: IMPORT_STATUSES })
  status: ImportStatus;

  @ApiProperty({ type: [String], description: 'The lead index datasets it wrote', example: ['file12_part1'] })
  datasets: string[];

  @ApiProperty({ example: 1048576 })
  bytes_total: number;

  @ApiProperty({ example: 524288 })
  bytes_read: number;

  @ApiProperty({ description: '0 to 100', example: 50 })
  progress: number;

  @ApiProperty({ example: 1000 })
  records_processed: number;

  @ApiProperty({ example: 900 })
  inserted: number;

  @ApiProperty({ example: 80 })
  merged: number;

  @ApiProperty({ example: 15 })
  unchanged: number;

  @ApiProperty({ description: 'Rows left out because they are on the suppression list', example: 5 })
  suppressed: number;

  @ApiProperty({ example: 2 })
  error_count: number;

  @ApiProperty({ type: [LeadImportLineDto], description: 'The first 100 failed lines' })
  errors: LeadImportLineDto[];

  @ApiProperty({ example: 1 })
  warning_count: number;

  @ApiProperty({ type: [LeadImportLineDto], description: 'Values left out of imported rows (the first 100)' })
  warnings: LeadImportLineDto[];

  @ApiProperty({ type: 'string', nullable: true, example: 'utf-8' })
  encoding: string | null;

  @ApiProperty({ type: 'string', nullable: true, example: 'comma' })
  delimiter: string | null;

  @ApiProperty({ type: LeadImportDetectionDto, nullable: true })
  detection: LeadImportDetectionDto | null;

  @ApiProperty({
    type: 'object',
    description: 'CSV column → lead field',
    additionalProperties: { type: 'string' },
    example: { Company: 'company_name' },
  })
  column_mapping: Record<string, string>;

  @ApiProperty({ type: 'string', nullable: true, description: 'Why the import failed' })
  error: string | null;

  @ApiProperty({ type: 'string', nullable: true, example: 'ada' })
  created_by: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  finished_at: string | null;
}

/** GET /csv/imports/{id}/: the import at the top level (react-admin's getOne), and as `import` for pollers. */
export class LeadImportOneDto extends LeadImportDto {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ type: LeadImportDto })
  import: LeadImportDto;
}
