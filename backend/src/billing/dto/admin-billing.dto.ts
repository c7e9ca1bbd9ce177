import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { RequiredText } from '../../common/dto-helpers';

export const MAX_GRANT = 100_000;
const GRANT_RANGE = `Credits must be a whole number from 1 to ${MAX_GRANT}`;

export class GrantCreditsDto {
  @ApiProperty({ minimum: 1, maximum: MAX_GRANT, example: 25, type: 'integer' })
  @IsInt({ message: GRANT_RANGE })
  @Min(1, { message: GRANT_RANGE })
  @Max(MAX_GRANT, { message: GRANT_RANGE })
  credits: number;

  @RequiredText('Reason is required', 200, 'Conference giveaway')
  reason: string;
}
