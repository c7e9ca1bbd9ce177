import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsIn, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { OptionalText } from '../../common/dto-helpers';

const NO_URLS = 'No LinkedIn URLs provided';

export class ScrapeDto {
  @ApiProperty({ type: [String], example: ['https://www.linkedin.com/in/jane-doe'], maxItems: 50 })
  @IsArray({ message: NO_URLS })
  linkedin_urls: unknown[];

  @ApiPropertyOptional({ type: [String], description: 'Search results (r_12 or 12) to link to the analysed profiles' })
  @IsOptional()
  @IsArray({ message: 'search_result_ids must be a list' })
  search_result_ids?: unknown[];
}

export class ScrapeQueryDto {
  @ApiPropertyOptional({ enum: ['0', '1', 'true', 'false'], description: '1: answer 202 with a job id at once' })
  @IsOptional()
  @IsIn(['0', '1', 'true', 'false'], { message: 'async must be 1 or 0' })
  async?: string;
}

export class PersonaAnalysisDto {
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'LinkedIn data to analyse' })
  @IsOptional()
  @IsObject({ message: 'linkedin_data must be an object' })
  linkedin_data?: Record<string, unknown>;

  @ApiPropertyOptional({ description: 'Pasted profile text (30 to 20,000 characters)', maxLength: 20_000 })
  @IsOptional()
  @IsString({ message: 'text must be a string' })
  @MaxLength(20_000, { message: 'text must be at most 20000 characters' })
  text?: string;

  @OptionalText(255, 'Jane Doe')
  name?: string;

  @OptionalText(255, 'Acme')
  company?: string;
}

export class SavePersonasDto {
  @ApiProperty({
    type: 'array',
    items: {
      type: 'object',
      properties: { linkedin_url: { type: 'string' }, persona_id: { type: 'integer' } },
      additionalProperties: true,
    },
    description: 'Profile results ({linkedin_url, persona_id?})',
  })
  @IsArray({ message: 'No persona analysis results found to save' })
  persona_results: unknown[];

  @ApiProperty({ type: [String] })
  @IsArray({ message: 'search_result_ids must be a list' })
  search_result_ids: unknown[];
}

export class PersonaGetQueryDto {
  @ApiProperty({ type: [String], description: 'Repeat the parameter: ?search_result_ids=1&search_result_ids=2' })
  @IsOptional()
  search_result_ids?: string | string[];
}

export class PersonaPageDto {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number from 1' })
  @Min(1, { message: 'page must be a whole number from 1' })
  page?: number;

  @ApiPropertyOptional({ default: 20, minimum: 1, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page_size must be a whole number from 1 to 100' })
  @Min(1, { message: 'page_size must be a whole number from 1 to 100' })
  @Max(100, { message: 'page_size must be a whole number from 1 to 100' })
  page_size?: number;
}

export class EnhanceResultsDto {
  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description: 'Search result items (as the search answered them)',
  })
  @IsOptional()
  @IsArray({ message: 'search_results must be a list' })
  search_results?: unknown[];

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray({ message: 'search_result_ids must be a list' })
  search_result_ids?: unknown[];
}
