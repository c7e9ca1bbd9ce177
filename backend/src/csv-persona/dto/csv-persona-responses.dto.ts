import { ApiProperty } from '@nestjs/swagger';
import { ErrorEnvelopeDto } from '../../common/openapi';
import { ROW_STATES } from '../entities/csv-persona-row.entity';
import type { CsvRowState } from '../entities/csv-persona-row.entity';
import { SESSION_STATUSES } from '../entities/csv-persona-session.entity';
import type { CsvSessionStatus, InvalidRow } from '../entities/csv-persona-session.entity';
import type { rowView, SessionSummary, statusObject } from '../csv-persona-view';

export class InvalidRowDto implements InvalidRow {
  @ApiProperty({ type: 'integer', example: 4, description: 'Line in the file (the header is line 1)' }) line: number;
  @ApiProperty({ example: 'linkedin.com/company/acme' }) value: string;
  @ApiProperty({ example: 'Not a LinkedIn profile URL' }) error: string;
}

export class CsvPersonaUploadResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ format: 'uuid' }) upload_session_id: string;
  @ApiProperty({ example: 'leads.csv' }) file_name: string;
  @ApiProperty({ enum: SESSION_STATUSES }) status: CsvSessionStatus;
  @ApiProperty({ type: 'integer' }) total_rows: number;
  @ApiProperty({ type: [InvalidRowDto], description: 'The first invalid rows' }) invalid_rows: InvalidRowDto[];
  @ApiProperty({ type: 'integer' }) invalid_count: number;
  @ApiProperty({ type: 'integer' }) duplicate_rows: number;
  @ApiProperty({ type: 'integer', description: 'Rows answered from earlier analyses (free)' }) reused_rows: number;
  @ApiProperty({ type: 'integer', description: 'Credits reserved: one per row analysed anew' }) credits_needed: number;
  @ApiProperty({ type: 'integer', description: 'Credits left' }) balance: number;
}

/** The 402 of an upload: the error envelope plus what the payment dialog is preset with. */
export class CsvCreditsShortDto extends ErrorEnvelopeDto {
  @ApiProperty({ type: 'integer', example: 12 }) shortfall: number;
  @ApiProperty({ type: 'integer', example: 40 }) credits_needed: number;
  @ApiProperty({ type: 'integer', example: 28 }) balance: number;
}

export class CsvSessionSummaryDto implements SessionSummary {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() file_name: string;
  @ApiProperty({ enum: SESSION_STATUSES }) status: CsvSessionStatus;
  @ApiProperty({ type: 'integer' }) total_rows: number;
  @ApiProperty({ type: 'integer' }) completed: number;
  @ApiProperty({ type: 'integer' }) failed: number;
  @ApiProperty({ type: 'integer' }) pending: number;
  @ApiProperty({ type: 'integer' }) reused: number;
  @ApiProperty({ type: 'integer' }) charged_credits: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finished_at: string | null;
}

export class CsvSessionPageDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: [CsvSessionSummaryDto] }) sessions: CsvSessionSummaryDto[];
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) page_size: number;
}

export class CsvSessionHistoryDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: [CsvSessionSummaryDto] }) history: CsvSessionSummaryDto[];
}

export class CsvSessionRowDto implements ReturnType<typeof rowView> {
  @ApiProperty({ type: 'integer' }) line: number;
  @ApiProperty() linkedin_url: string;
  @ApiProperty({ type: String, nullable: true }) first_name: string | null;
  @ApiProperty({ type: String, nullable: true }) last_name: string | null;
  @ApiProperty({ enum: ROW_STATES }) state: CsvRowState;
  @ApiProperty({ type: String, nullable: true }) error: string | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'GET /api/linkedin/persona/{id}' })
  persona_id: number | null;
  @ApiProperty({ description: 'Answered from an earlier analysis (free)' }) reused: boolean;
}

export class CsvSessionDetailDto extends CsvSessionSummaryDto {
  @ApiProperty({ type: [CsvSessionRowDto] }) rows: CsvSessionRowDto[];
}

export class CsvSessionDetailResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: CsvSessionDetailDto }) session: CsvSessionDetailDto;
}

export class CsvSessionStatusDto implements ReturnType<typeof statusObject> {
  @ApiProperty({ enum: SESSION_STATUSES }) status: CsvSessionStatus;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100 }) progress_percentage: number;
  @ApiProperty({ type: 'integer' }) completed: number;
  @ApiProperty({ type: 'integer' }) failed: number;
  @ApiProperty({ type: 'integer' }) pending: number;
  @ApiProperty({ type: 'integer' }) total_rows: number;
  @ApiProperty({ description: 'Stop polling' }) is_complete: boolean;
}

export class CsvSessionStatusResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: CsvSessionStatusDto }) status: CsvSessionStatusDto;
}
