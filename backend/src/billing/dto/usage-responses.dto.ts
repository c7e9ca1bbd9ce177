import { ApiProperty } from '@nestjs/swagger';
import { PLAN_TYPES } from '../../auth/entities/user.entity';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../entities/credit-transaction.entity';
import type { TransactionStatus, TransactionType } from '../entities/credit-transaction.entity';
import type { StatisticName } from '../account-statistics';
import type { CheckoutResponse } from '../payments/payments.service';
import type { TransactionView } from '../transaction-view';
import type { PlanView } from '../usage/plan-view';
import type { UsageInfo, UsageView } from '../usage/usage.service';

/** A ledger row as the user sees it (docs/api-billing.md "Transaction"). */
export class TransactionViewDto implements TransactionView {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ enum: TRANSACTION_TYPES }) type: TransactionType;
  @ApiProperty({ type: 'integer', example: -1, description: 'Credits added (positive) or spent (negative)' })
  credits: number;
  @ApiProperty({ type: Number, nullable: true, example: 10, description: 'USD paid by card' })
  payment_amount: number | null;
  @ApiProperty({ enum: TRANSACTION_STATUSES }) status: TransactionStatus;
  @ApiProperty({ example: 'Persona analysis: linkedin.com/in/ada' }) description: string;
}

export class UsageViewDto implements UsageView {
  @ApiProperty({ type: 'integer' }) available_personas: number;
  @ApiProperty({ type: 'integer' }) persona_analyses_used: number;
  @ApiProperty({ type: 'integer' }) persona_credits: number;
  @ApiProperty({ enum: PLAN_TYPES, example: 'free' }) plan_type: string;
}

export class AccountStatisticsDto implements Record<StatisticName, number> {
  @ApiProperty({ type: 'integer' }) total_searches: number;
  @ApiProperty({ type: 'integer' }) total_personas: number;
}

export class UsageInfoDto implements UsageInfo {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: UsageViewDto }) usage: UsageViewDto;
  @ApiProperty({ type: [TransactionViewDto], description: 'The 10 most recent' }) transactions: TransactionViewDto[];
  @ApiProperty({ type: AccountStatisticsDto }) statistics: AccountStatisticsDto;
  @ApiProperty({ example: 12.5, description: 'USD' }) wallet_balance: number;
  @ApiProperty({ description: 'Whether card payments (Stripe) are configured' }) payments_enabled: boolean;
}

export class TransactionsPageDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: [TransactionViewDto] }) transactions: TransactionViewDto[];
  @ApiProperty({ type: 'integer' }) total: number;
}

export class PlanViewDto implements PlanView {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ example: 'Basic' }) name: string;
  @ApiProperty({ enum: PLAN_TYPES, example: 'basic' }) plan_type: string;
  @ApiProperty({ example: 29, description: 'USD' }) price_per_month: number;
  @ApiProperty({ example: 1, description: 'USD' }) price_per_credit: number;
  @ApiProperty({ type: 'integer' }) persona_analyses_limit: number;
  @ApiProperty({ type: [String] }) features: string[];
}

export class PlansResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: [PlanViewDto] }) plans: PlanViewDto[];
}

export class MessageResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ example: 'Your upgrade request has been sent to our sales team.' }) message: string;
}

export class CheckoutResponseDto implements CheckoutResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ example: 'https://checkout.stripe.com/c/pay/cs_test_…', description: 'Send the browser here' })
  checkout_url: string;
}

export class WalletBalanceDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ example: 12.5 }) balance: number;
  @ApiProperty({ enum: ['usd'] }) currency: 'usd';
}

export class WebhookReceivedDto {
  @ApiProperty({ enum: [true] }) received: true;
}
