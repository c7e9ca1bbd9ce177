import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { AccountStatistics } from './account-statistics';
import { AdminBillingController } from './admin/admin-billing.controller';
import { AdminBillingService } from './admin/admin-billing.service';
import { StripePaymentsGateway } from './adapters/stripe-payments.gateway';
import { BillingRegistrations } from './billing-registrations';
import { CreditsService } from './credits.service';
import { CreditBalance } from './entities/credit-balance.entity';
import { CreditTransaction } from './entities/credit-transaction.entity';
import { PaymentEventRecord } from './entities/payment-event.entity';
import { Plan } from './entities/plan.entity';
import { PlanUpgradeRequest } from './entities/plan-upgrade-request.entity';
import { DatabaseModule } from '../database/database.module';
import { PAYMENTS_GATEWAY } from './payments-gateway.port';
import { PaymentsService } from './payments/payments.service';
import { StripeController } from './payments/stripe.controller';
import { UsageController } from './usage/usage.controller';
import { UsageService } from './usage/usage.service';

/**
 * Plans, the credit ledger, usage, Stripe checkout and webhook, wallet (issue: credits, plans and payments).
 * Other modules import it for CreditsService (the only way to charge or refund credits) and AccountStatistics
 * (to count their part of the Profile tab's statistics).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Plan, CreditTransaction, CreditBalance, PaymentEventRecord, PlanUpgradeRequest]),
    DatabaseModule,
    AuthModule,
  ],
  controllers: [UsageController, StripeController, AdminBillingController],
  providers: [
    CreditsService,
    PaymentsService,
    UsageService,
    AdminBillingService,
    AccountStatistics,
    BillingRegistrations,
    { provide: PAYMENTS_GATEWAY, useClass: StripePaymentsGateway },
  ],
  exports: [CreditsService, AccountStatistics],
})
export class BillingModule {}
