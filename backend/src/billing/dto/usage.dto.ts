import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, Max, Min, ValidateBy } from 'class-validator';

export const CHOOSE_A_PLAN = 'Please choose a plan';

export class UpgradePlanDto {
  @ApiProperty({
    description: "A plan's id, or its plan_type",
    example: 3,
    oneOf: [{ type: 'integer' }, { type: 'string' }],
  })
  @IsDefined({ message: CHOOSE_A_PLAN })
  @ValidateBy({
    name: 'isPlanId',
    validator: {
      validate: (value: unknown) =>
        (typeof value === 'number' && Number.isInteger(value) && value > 0) ||
        (typeof value === 'string' && /^[a-z0-9]{1,20}$/i.test(value)),
      defaultMessage: () => CHOOSE_A_PLAN,
    },
  })
  plan_id: number | string;
}

export class TransactionsQueryDto {
  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  page = 1;

  @ApiPropertyOptional({ default: 20, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page_size must be a whole number' })
  @Min(1, { message: 'page_size must be from 1 to 100' })
  @Max(100, { message: 'page_size must be from 1 to 100' })
  page_size = 20;
}
