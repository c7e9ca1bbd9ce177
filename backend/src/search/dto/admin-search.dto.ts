import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import type { LeadFilters } from '../../leads/lead-index.port';
import type { AdminHistoryEntry } from '../admin-search.service';
import { QUERY_TYPES, QueryType, type ResultsBySource, SOURCE_IDS, type SourceId } from '../result-item';
import type { SearchKind } from '../search-source.port';
import { ResultsBySourceDto, SourceErrorsDto } from './search-responses.dto';
import { HistoryPageDto } from './search.dto';

/** Query parameters arrive as text; an empty one means "no filter". */
const EmptyAsMissing = () =>
  Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? undefined : value));

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export class AdminHistoryQueryDto extends HistoryPageDto {
  @ApiPropertyOptional({ description: 'Part of the user’s e-mail address (case-insensitive)' })
  @EmptyAsMissing()
  @IsOptional()
  @IsString()
  @MaxLength(254)
  email?: string;

  @ApiPropertyOptional({ enum: QUERY_TYPES })
  @EmptyAsMissing()
  @IsOptional()
  @IsIn(QUERY_TYPES, { message: `query_type must be one of ${QUERY_TYPES.join(', ')}` })
  query_type?: QueryType;

  @ApiPropertyOptional({ example: '2026-01-01', description: 'Inclusive, YYYY-MM-DD (UTC)' })
  @EmptyAsMissing()
  @IsOptional()
  @Matches(DAY, { message: 'date_from must be a date (YYYY-MM-DD)' })
  date_from?: string;

  @ApiPropertyOptional({ example: '2026-12-31', description: 'Inclusive, YYYY-MM-DD (UTC)' })
  @EmptyAsMissing()
  @IsOptional()
  @Matches(DAY, { message: 'date_to must be a date (YYYY-MM-DD)' })
  date_to?: string;

  @ApiPropertyOptional({ type: 'boolean' })
  @Transform(({ value }) =>
    value === 'true' || value === true
      ? true
      : value === 'false' || value === false
        ? false
        : value === ''
          ? undefined
          : value,
  )
  @IsOptional()
  @IsBoolean({ message: 'processed must be true or false' })
  processed?: boolean;
}

export class AdminHistoryUserDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ example: 'ada' })
  username: string;

  @ApiProperty({ example: 'ada@example.com' })
  email: string;
}

const SEARCH_KINDS: SearchKind[] = ['general', 'companies', 'people', 'skills', 'industry', 'advanced'];

/** A search as the admin/search-history resource answers it: results only when read by id. */
export class AdminHistoryEntryDto implements AdminHistoryEntry {
  @ApiProperty({ example: 42 })
  id: number;

  @ApiProperty({ example: 7 })
  user_id: number;

  @ApiProperty({ example: 'fintech founders in Berlin' })
  query_text: string;

  @ApiProperty({ enum: QUERY_TYPES })
  query_type: QueryType;

  @ApiProperty({ enum: SEARCH_KINDS })
  kind: SearchKind;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty()
  processed: boolean;

  @ApiProperty({ example: 12 })
  total_results: number;

  @ApiProperty({ enum: SOURCE_IDS, isArray: true })
  sources: SourceId[];

  @ApiProperty({
    type: 'object',
    nullable: true,
    description: 'Lead field → accepted values',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { company_industry: ['Fintech'] },
  })
  filters: LeadFilters | null;

  @ApiProperty({ type: SourceErrorsDto, description: 'Source → why it failed, for the sources that did' })
  errors: Partial<Record<SourceId, string>>;

  @ApiPropertyOptional({
    type: ResultsBySourceDto,
    description: 'Source → its result items; only in GET /admin/search-history/{id}',
  })
  results?: ResultsBySource;

  @ApiProperty({ type: AdminHistoryUserDto })
  user: { id: number; username: string; email: string };
}

/** GET /admin/search/history/ and /admin/search/users/{id}/history/: a page of entries with their results. */
export class AdminHistoryPageDto {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ type: [AdminHistoryEntryDto], description: 'Newest first, each with its results and its user' })
  history: AdminHistoryEntryDto[];

  @ApiProperty({ description: 'Entries matching the filters', example: 120 })
  total: number;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: 50 })
  page_size: number;
}

/** GET /admin/filter-options/: the option lists of the Super Admin filters. */
export class AdminFilterOptionsDto {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ type: [String], description: 'E-mails of the users who have searched, sorted (at most 1000)' })
  emails: string[];

  @ApiProperty({ type: [String], description: 'Their usernames, sorted' })
  usernames: string[];

  @ApiProperty({
    enum: QUERY_TYPES,
    isArray: true,
    description: "The query types in use (['database','websearch'] before any search)",
  })
  query_types: string[];
}
