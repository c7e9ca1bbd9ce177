import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';

const TYPE_MESSAGE = 'emailType must be 1 (Cold Outreach), 2 (Follow Up) or 3 (Meeting Request)';
const VARIATION_MESSAGE = 'variation must be a whole number from 1';

export class GenerateEmailDto {
  @ApiPropertyOptional({ description: 'A stored persona (GET /linkedin/persona/all/)', example: 12 })
  @IsOptional()
  @IsInt({ message: 'personaId must be a persona id' })
  @Min(1, { message: 'personaId must be a persona id' })
  personaId?: number;

  @ApiPropertyOptional({ description: 'A search result whose persona to write to (r_12 or 12)', example: 'r_12' })
  @IsOptional()
  @IsString({ message: 'resultId must be a search result id such as r_12' })
  @Matches(/^(?:r_)?\d{1,12}$/, { message: 'resultId must be a search result id such as r_12' })
  resultId?: string;

  @ApiProperty({ enum: [1, 2, 3], description: '1 Cold Outreach, 2 Follow Up, 3 Meeting Request' })
  @IsIn([1, 2, 3], { message: TYPE_MESSAGE })
  emailType: 1 | 2 | 3;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 1 })
  @IsOptional()
  @IsInt({ message: VARIATION_MESSAGE })
  @Min(1, { message: VARIATION_MESSAGE })
  @Max(100, { message: 'variation must be at most 100' })
  variation?: number;
}
