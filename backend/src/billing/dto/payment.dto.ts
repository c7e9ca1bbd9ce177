import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { applyDecorators } from '@nestjs/common';

export const MIN_PAYMENT = 1;
export const MAX_PAYMENT = 1000;
export const INVALID_AMOUNT = 'Please enter a valid amount';
export const AMOUNT_TOO_LARGE = 'Maximum amount is $1000';

/** Form inputs may send "50": a string of digits counts as the number. */
const digitsToNumber = () =>
  Transform(({ value }) => (typeof value === 'string' && /^\s*\d{1,7}\s*$/.test(value) ? Number(value) : value));

/** A whole number of US dollars (or credits, 1 credit = 1 USD) from 1 to 1000, with the spec's messages. */
export function PaymentAmount(description: string) {
  return applyDecorators(
    ApiProperty({ description, minimum: MIN_PAYMENT, maximum: MAX_PAYMENT, example: 50, type: 'integer' }),
    digitsToNumber(),
    IsDefined({ message: INVALID_AMOUNT }),
    IsInt({ message: INVALID_AMOUNT }),
    Min(MIN_PAYMENT, { message: INVALID_AMOUNT }),
    Max(MAX_PAYMENT, { message: AMOUNT_TOO_LARGE }),
  );
}

/** The app's tabs a checkout may return to (same app only: never an outside address). */
export const RETURN_PATHS = ['/search', '/profile', '/csv-persona', '/landing', '/history'] as const;
export type ReturnPath = (typeof RETURN_PATHS)[number];
export const DEFAULT_RETURN_PATH: ReturnPath = '/profile';
export const INVALID_RETURN_PATH = `return_path must be one of ${RETURN_PATHS.join(', ')}`;

export class AmountDto {
  @PaymentAmount('Whole US dollars')
  amount: number;

  @ApiPropertyOptional({
    enum: RETURN_PATHS,
    default: DEFAULT_RETURN_PATH,
    description: 'The tab Stripe sends the user back to (success and cancel)',
  })
  @IsOptional()
  @IsIn(RETURN_PATHS, { message: INVALID_RETURN_PATH })
  return_path?: ReturnPath;
}

export class PurchaseCreditsDto {
  @PaymentAmount('Credits to buy (1 credit = 1 USD)')
  credits: number;

  @ApiPropertyOptional({ enum: ['stripe'], default: 'stripe' })
  @IsOptional()
  @IsIn(['stripe'], { message: 'Unsupported payment method' })
  payment_method?: 'stripe';
}
