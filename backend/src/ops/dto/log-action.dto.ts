import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

export class LogActionDto {
  @ApiProperty({ example: 'search' })
  @IsString({ message: 'action is required' })
  @IsNotEmpty({ message: 'action is required' })
  @MaxLength(100)
  @Matches(/^[\w.:-]+$/, { message: 'action may contain only letters, digits and . : - _' })
  action: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    example: { query: 'healthcare companies', sources: ['elasticsearch'], result_count: 12 },
  })
  @IsOptional()
  @IsObject({ message: 'details must be an object' })
  details?: Record<string, unknown>;
}

export class PageQueryDto {
  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  page = 1;

  @ApiPropertyOptional({ default: 50, maximum: 500 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(500)
  page_size = 50;
}
