import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { LEAD_FIELD_NAMES, LEAD_FIELDS, LIST_FIELDS } from '../lead-fields';
import type { LeadField } from '../lead-fields';
import type { SchemaInfo } from '../lead-index.port';
import { LeadImportDetectionDto, LeadImportLineDto } from './lead-import.dto';

/** The stored lead's schema, generated from the field catalogue both apps share. */
const leadProperties = {
  id: { type: 'string' },
  dataset: { type: 'string', example: 'file1_part1' },
  data_source: { type: 'string', enum: ['original', 'enriched'] },
  created_at: { type: 'string', format: 'date-time' },
  updated_at: { type: 'string', format: 'date-time' },
  ...Object.fromEntries(
    LEAD_FIELD_NAMES.map((field) => [
      field,
      (LIST_FIELDS as string[]).includes(field)
        ? { type: 'array', items: { type: 'string' }, description: LEAD_FIELDS[field].label }
        : { type: 'string', nullable: true, description: LEAD_FIELDS[field].label },
    ]),
  ),
};
const leadSchema = { type: 'object', properties: leadProperties } as ApiPropertyOptions;

export class FieldLabelDto {
  @ApiProperty({ example: 'company_name' }) name: string;
  @ApiProperty({ example: 'Company Name' }) label: string;
}

export class FieldGroupsDto {
  @ApiProperty({ type: [FieldLabelDto] }) company: FieldLabelDto[];
  @ApiProperty({ type: [FieldLabelDto] }) lead: FieldLabelDto[];
}

export class CsvFieldsResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: FieldGroupsDto }) fields: FieldGroupsDto;
  @ApiProperty({ enum: LEAD_FIELD_NAMES, isArray: true }) accepted: LeadField[];
  @ApiProperty({ type: [FieldLabelDto], description: 'Name parts a column can map to (joined into name)' })
  composed: FieldLabelDto[];
  @ApiProperty({ type: [String], example: ['auto', 'utf-8', 'windows-1252'] }) encodings: string[];
  @ApiProperty({ type: [String], example: ['auto', 'comma', 'semicolon', 'tab'] }) delimiters: string[];
}

/** 202: a large file (or the sample) runs as a job; follow GET /api/csv/imports/{import_id}/. */
export class CsvImportAcceptedDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: 'integer' }) import_id: number;
  @ApiProperty({ enum: ['queued', 'processing'] }) status: 'queued' | 'processing';
  @ApiProperty({ type: 'integer', example: 0 }) records_processed: number;
  @ApiProperty({ type: String, nullable: true, description: 'Always null here' }) error: null;
}

export class CsvUploadResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: 'integer' }) import_id: number;
  @ApiProperty({ type: 'integer' }) records_processed: number;
  @ApiProperty({ type: 'integer' }) inserted: number;
  @ApiProperty({ type: 'integer' }) merged: number;
  @ApiProperty({ type: 'integer' }) unchanged: number;
  @ApiProperty({ type: 'integer', description: 'Erased leads kept out' }) suppressed: number;
  @ApiProperty({ type: [LeadImportLineDto] }) errors: LeadImportLineDto[];
  @ApiProperty({ type: 'integer' }) error_count: number;
  @ApiProperty({ type: [LeadImportLineDto] }) warnings: LeadImportLineDto[];
  @ApiProperty({ type: 'integer' }) warning_count: number;
  @ApiProperty({ type: String, nullable: true }) encoding: string | null;
  @ApiProperty({ type: String, nullable: true }) delimiter: string | null;
  @ApiProperty({ type: LeadImportDetectionDto, nullable: true }) detection: LeadImportDetectionDto | null;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, example: { Company: 'company_name' } })
  column_mapping: Record<string, string>;
  @ApiProperty({ type: String, nullable: true, description: 'Always null here' }) error: null;
}

export class SchemaInfoResponseDto implements SchemaInfo {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ example: 'file*_part*' }) index_pattern: string;
  @ApiProperty({ type: 'integer' }) total_documents: number;
  @ApiProperty({ enum: LEAD_FIELD_NAMES, isArray: true }) accepted_fields: LeadField[];
  @ApiProperty({ type: [String], example: ['file1_part1'] }) datasets: string[];
}

export class FacetValueDto {
  @ApiProperty({ example: 'Healthcare' }) value: string;
  @ApiProperty({ type: 'integer', example: 42 }) count: number;
}

export class FilterOptionsResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ enum: LEAD_FIELD_NAMES }) field: LeadField;
  @ApiProperty({ type: [FacetValueDto], description: 'Most frequent first' }) values: FacetValueDto[];
  @ApiPropertyOptional({ type: 'integer', description: 'Counts are over this many of the newest leads in scope' })
  sampled?: number;
}

export class DbQueryResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({
    type: 'array',
    items: { type: 'object', properties: { ...leadProperties, _score: { type: 'number' } } },
    description: 'Leads with their full-text relevance (_score)',
  })
  data: Record<string, unknown>[];
  @ApiProperty({ type: 'integer' }) total_count: number;
  @ApiProperty({
    enum: ['eq', 'gte'],
    description: "'gte': at least total_count matches (counting stopped at 10,000 or at the time budget)",
  })
  total_relation: 'eq' | 'gte';
  @ApiPropertyOptional({ enum: [true], description: "The index's time budget ran out: data is what was found by then" })
  timed_out?: true;
  @ApiProperty({ type: 'integer' }) total_pages: number;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) page_size: number;
}

export class LeadResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty(leadSchema) lead: Record<string, unknown>;
}

export class LeadErasedDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiPropertyOptional({ enum: [true] }) deleted: true;
}
