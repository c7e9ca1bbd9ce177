import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { QUERY_TYPES, QueryType } from '../result-item';
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
