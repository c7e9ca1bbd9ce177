import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LinkedInDataDto, PersonaAnalysisViewDto } from '../../linkedin/dto/persona-responses.dto';
import type { HistoryEntry } from '../history-view';
import { QUERY_TYPES, RESULT_TYPES, SOURCE_IDS } from '../result-item';
import type { PersonaStatus, QueryType, ResultItem, ResultsBySource, ResultType, SourceId } from '../result-item';
import type { SearchResponse } from '../search.service';
import type { SearchKind } from '../search-source.port';

const SEARCH_KINDS: SearchKind[] = ['general', 'companies', 'people', 'skills', 'industry', 'advanced'];
const anyObject = { type: 'object', additionalProperties: true } as const;

/** A search result as every search, history and persona call answers it (docs/api-search.md, "Result item"). */
export class ResultItemDto implements ResultItem {
  @ApiProperty({ example: 'r_42', description: 'r_ + the stored result id' }) id: string;
  @ApiProperty({ enum: SOURCE_IDS }) source: SourceId;
  @ApiProperty({ enum: RESULT_TYPES }) type: ResultType;
  @ApiProperty({ type: 'integer', example: 1 }) position: number;
  @ApiProperty({ example: 0.93 }) score: number;
  @ApiProperty({ example: 0.93 }) relevance_score: number;
  @ApiProperty({ type: String, nullable: true, example: 'Ada Lovelace — CTO at Analytical Engines' })
  title: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'https://www.linkedin.com/in/ada' }) link: string | null;
  @ApiProperty({ ...anyObject, description: 'The hit as its source gave it (a lead: the lead fields)' })
  data: Record<string, unknown>;
  @ApiProperty({ enum: ['not_analyzed', 'completed'] }) persona_analysis_status: PersonaStatus;
  @ApiProperty({ type: PersonaAnalysisViewDto, nullable: true, description: 'The stored analysis, when completed' })
  persona_analysis: ResultItem['persona_analysis'];
  @ApiProperty({ type: String, nullable: true }) linkedin_url: string | null;
  @ApiProperty({ type: LinkedInDataDto, nullable: true, description: 'The analysed profile, when completed' })
  linkedin_data: ResultItem['linkedin_data'];
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) persona_analyzed_at: string | null;
  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'GET /api/linkedin/persona/{id}' })
  persona_id?: number | null;
}

/** Source → its result items; a source the search asked for is there, with an empty list when it found nothing. */
export class ResultsBySourceDto implements ResultsBySource {
  @ApiPropertyOptional({ type: [ResultItemDto] }) elasticsearch?: ResultItemDto[];
  @ApiPropertyOptional({ type: [ResultItemDto] }) google?: ResultItemDto[];
  @ApiPropertyOptional({ type: [ResultItemDto] }) bright_data?: ResultItemDto[];
}

/** Source → why it gave no results (the other sources still answer). */
export class SourceErrorsDto implements Partial<Record<SourceId, string>> {
  @ApiPropertyOptional() elasticsearch?: string;
  @ApiPropertyOptional({ example: 'Web search is not configured' }) google?: string;
  @ApiPropertyOptional() bright_data?: string;
}

export class SearchResponseDto implements SearchResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: ResultsBySourceDto }) results: ResultsBySourceDto;
  @ApiProperty({ type: 'integer', example: 17 }) search_query_id: number;
  @ApiProperty({ type: SourceErrorsDto }) errors: SourceErrorsDto;
  @ApiProperty({ type: 'integer', example: 20 }) total_results: number;
}

export class HistoryUserDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty() username: string;
  @ApiProperty() email: string;
}

/** A history entry (docs/api-search.md, "Entry"). */
export class HistoryEntryDto implements HistoryEntry {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ example: 'fintech CTO Berlin' }) query_text: string;
  @ApiProperty({ enum: QUERY_TYPES }) query_type: QueryType;
  @ApiProperty({ enum: SEARCH_KINDS }) kind: SearchKind;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty() processed: boolean;
  @ApiProperty({ type: 'integer' }) total_results: number;
  @ApiProperty({ enum: SOURCE_IDS, isArray: true }) sources: SourceId[];
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    nullable: true,
    description: 'Lead field → accepted values (advanced searches)',
    example: { company_industry: ['Fintech'] },
  })
  filters: Record<string, string[]> | null;
  @ApiProperty({ type: SourceErrorsDto }) errors: SourceErrorsDto;
  @ApiPropertyOptional({ type: ResultsBySourceDto, description: 'GET /search/history only' })
  results?: ResultsBySourceDto;
  @ApiPropertyOptional({ type: HistoryUserDto, description: 'Admin views only' }) user?: HistoryUserDto;
}

export class HistoryPageResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: [HistoryEntryDto] }) history: HistoryEntryDto[];
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({ type: 'integer', example: 1 }) page: number;
  @ApiProperty({ type: 'integer', example: 50 }) page_size: number;
}

export class SearchResultsResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: ResultsBySourceDto }) results: ResultsBySourceDto;
}

export class SearchFilterOptionsResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    description: 'Field → distinct values, most frequent first (at most 100)',
    example: { company_industry: ['Fintech', 'Banking'] },
  })
  filter_options: Record<string, string[]>;
}
