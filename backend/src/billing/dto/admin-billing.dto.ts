import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { RequiredText } from '../../common/dto-helpers';
import type { PlanRequestView } from '../admin/admin-billing.service';
import {
  PAYMENT_PURPOSES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionStatus,
  type TransactionType,
} from '../entities/credit-transaction.entity';
import type { AdminTransactionView } from '../transaction-view';

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

/** A ledger row as the admin/transactions resource answers it. */
export class AdminTransactionDto implements AdminTransactionView {
  @ApiProperty({ example: 311 })
  id: number;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ enum: TRANSACTION_TYPES })
  type: TransactionType;

  @ApiProperty({ description: 'Credits added (positive) or spent (negative)', example: 25 })
  credits: number;

  @ApiProperty({ type: 'number', nullable: true, description: 'US dollars paid, for purchases', example: 49 })
  payment_amount: number | null;

  @ApiProperty({ enum: TRANSACTION_STATUSES })
  status: TransactionStatus;

  @ApiProperty({ example: 'Granted by admin: Conference giveaway' })
  description: string;

  @ApiProperty({ example: 7 })
  user_id: number;

  @ApiProperty({ type: 'string', nullable: true, example: 'ada' })
  username: string | null;

  @ApiProperty({ description: 'Unique per ledger entry (idempotency)', example: 'grant:1:conf-2026' })
  reference: string;

  // OpenAPI 3.0: a nullable enum lists null among its values, or validators refuse null.
  @ApiProperty({ enum: [...PAYMENT_PURPOSES, null], nullable: true })
  purpose: string | null;

  @ApiProperty({ description: 'US dollars added to (or taken from) the wallet', example: 0 })
  wallet_amount: number;

  @ApiProperty({ type: 'integer', nullable: true, description: 'The administrator who granted it' })
  granted_by: number | null;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  settled_at: string | null;
}

/** A plan-upgrade request as the admin/plan-requests resource answers it. */
export class PlanRequestDto implements PlanRequestView {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: 7 })
  user_id: number;

  @ApiProperty({ type: 'string', nullable: true, example: 'ada' })
  username: string | null;

  @ApiProperty({ type: 'string', nullable: true, example: 'ada@example.com' })
  email: string | null;

  @ApiProperty({ example: 2 })
  plan_id: number;

  @ApiProperty({ type: 'string', nullable: true, example: 'Premium' })
  plan_name: string | null;

  @ApiProperty({ type: 'string', nullable: true, example: 'premium' })
  plan_type: string | null;

  @ApiProperty({ example: 'free' })
  current_plan_type: string;

  @ApiProperty({ example: 'open' })
  status: string;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

/** POST /admin/users/{id}/credits: the bonus row (the first one again for a repeated Idempotency-Key). */
export class GrantCreditsResponseDto {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ type: AdminTransactionDto })
  transaction: AdminTransactionDto;
}
