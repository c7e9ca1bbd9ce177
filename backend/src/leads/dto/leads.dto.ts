import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { LEAD_FIELD_NAMES } from '../lead-fields';
import { PAGE_SIZES } from '../db-query';

export class CsvUploadDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'The CSV file (headers in the first row)' })
  @IsOptional()
  csv_file?: unknown;

  @ApiPropertyOptional({
    example: '{"Company":"company_name","First Name":"first_name","Last Name":"last_name","Notes":"skip"}',
    description: 'CSV header → field (or first_name / last_name, composed into name); auto-mapped when left out',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100_000)
  column_mapping?: string;

  @ApiPropertyOptional({
    example: 'windows-1252',
    description:
      "The file's character encoding; detected when left out (utf-8, utf-16le, utf-16be, windows-1252, iso-8859-1, iso-8859-15, windows-1250, windows-1251)",
  })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  encoding?: string;

  @ApiPropertyOptional({
    example: 'semicolon',
    description: 'The field separator (comma, semicolon, tab, pipe or the character); sniffed when left out',
  })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  delimiter?: string;
}

export class IndexPatternQueryDto {
  @ApiPropertyOptional({ default: 'file*_part*' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  index_pattern?: string;
}

export class FilterOptionsQueryDto extends IndexPatternQueryDto {
  @ApiProperty({ enum: LEAD_FIELD_NAMES })
  @IsString({ message: 'field is required' })
  @IsIn(LEAD_FIELD_NAMES, { message: 'Unknown field' })
  field: string;

  @ApiPropertyOptional({ description: 'Current filters as JSON: {"company_industry":["Healthcare"]}' })
  @IsOptional()
  @IsString()
  @MaxLength(20_000)
  filters?: string;

  @ApiPropertyOptional({ default: 100, maximum: 1000 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1000)
  limit?: number;

  @ApiPropertyOptional({ description: 'Full-text query the options should respect' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  query?: string;
}

/** Documents POST /db/query/ in Swagger; the body itself is checked by parseDbQuery (it accepts filter_{field} keys). */
export class DbQueryDto {
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { company_industry: ['Healthcare'], skills: ['sales'] },
  })
  filters?: Record<string, string[]>;
  @ApiPropertyOptional({ description: 'Full-text query' })
  query?: string;
  @ApiPropertyOptional({ default: 1 })
  page?: number;
  @ApiPropertyOptional({ enum: PAGE_SIZES, default: 50 })
  page_size?: number;
  @ApiPropertyOptional({ default: '_score' })
  sort_field?: string;
  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'desc' })
  sort_order?: string;
  @ApiPropertyOptional({ default: 'file*_part*' })
  index_pattern?: string;
}
