import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, IsInt, IsObject, IsOptional, Max, Min } from 'class-validator';
import { OptionalText, RequiredText } from '../../common/dto-helpers';
import { SOURCE_IDS, SourceId } from '../result-item';

export const DEFAULT_MAX_RESULTS = 20;
const MAX_RESULTS_RANGE = 'max_results must be a whole number from 1 to 100';
const SOURCES_MESSAGE = `sources must be a list of ${SOURCE_IDS.join(', ')}`;

/** What every search accepts besides its query: how many results per source, and which sources. */
export class SearchOptionsDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: DEFAULT_MAX_RESULTS, type: 'integer' })
  @IsOptional()
  @IsInt({ message: MAX_RESULTS_RANGE })
  @Min(1, { message: MAX_RESULTS_RANGE })
  @Max(100, { message: MAX_RESULTS_RANGE })
  max_results?: number;

  @ApiPropertyOptional({ enum: SOURCE_IDS, isArray: true, default: SOURCE_IDS })
  @IsOptional()
  @IsArray({ message: SOURCES_MESSAGE })
  @ArrayNotEmpty({ message: 'sources must name at least one source' })
  @ArrayMaxSize(10, { message: SOURCES_MESSAGE })
  @IsIn(SOURCE_IDS, { each: true, message: SOURCES_MESSAGE })
  sources?: SourceId[];
}

export class SearchDto extends SearchOptionsDto {
  @RequiredText('Query is required', 500, 'healthcare companies')
  query: string;
}

export class CompanySearchDto extends SearchOptionsDto {
  @RequiredText('company_name is required', 255, 'Acme Health')
  company_name: string;
}

export class PeopleSearchDto extends SearchOptionsDto {
  @RequiredText('person_name is required', 255, 'Jane Doe')
  person_name: string;
}

export class SkillsSearchDto extends SearchOptionsDto {
  @RequiredText('skills is required', 255, 'python sql')
  skills: string;
}

export class IndustrySearchDto extends SearchOptionsDto {
  @RequiredText('industry is required', 255, 'Healthcare')
  industry: string;
}

export class AdvancedSearchDto extends SearchOptionsDto {
  @OptionalText(500, 'data engineer')
  query?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    description: 'Lead fields → accepted values (any value matches; list fields match on any element)',
    example: { company_industry: ['Healthcare'], skills: ['sql', 'python'] },
  })
  @IsOptional()
  @IsObject({ message: 'filters must be an object of field → values' })
  filters?: Record<string, string[]>;
}

export class HistoryPageDto {
  @ApiPropertyOptional({ default: 1, minimum: 1, type: 'integer' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number from 1' })
  @Min(1, { message: 'page must be a whole number from 1' })
  @Max(1_000_000)
  page = 1;

  @ApiPropertyOptional({ default: 50, minimum: 1, maximum: 500, type: 'integer' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page_size must be a whole number from 1 to 500' })
  @Min(1, { message: 'page_size must be a whole number from 1 to 500' })
  @Max(500, { message: 'page_size must be a whole number from 1 to 500' })
  page_size = 50;
}
