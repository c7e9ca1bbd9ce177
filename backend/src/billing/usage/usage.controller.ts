import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { User } from '../../auth/entities/user.entity';
import { CurrentUser } from '../../common/decorators';
import { AmountDto, PurchaseCreditsDto } from '../dto/payment.dto';
import { TransactionsQueryDto, UpgradePlanDto } from '../dto/usage.dto';
import { PaymentsService } from '../payments/payments.service';
import { UsageService } from './usage.service';

@ApiTags('usage')
@Controller('usage')
export class UsageController {
  constructor(
    private readonly usage: UsageService,
    private readonly payments: PaymentsService,
  ) {}

  @Get('info')
  @ApiOperation({ summary: 'Credits, plan, recent transactions, account statistics and wallet of the signed-in user' })
  info(@CurrentUser() user: User) {
    return this.usage.info(user);
  }

  @Get('transactions')
  @ApiOperation({ summary: "The signed-in user's transactions, newest first" })
  transactions(@CurrentUser() user: User, @Query() query: TransactionsQueryDto) {
    return this.usage.page(user.id, query.page, query.page_size);
  }

  @Get('plans')
  @ApiOperation({ summary: 'The plan catalogue: Free, Basic, Premium, Enterprise' })
  plans() {
    return this.usage.catalogue();
  }

  @Post('upgrade-plan')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ask the sales team for a plan upgrade (recorded for them; nothing is charged)' })
  upgradePlan(@CurrentUser() user: User, @Body() dto: UpgradePlanDto) {
    return this.usage.requestUpgrade(user, dto.plan_id);
  }

  @Post('purchase-credits')
  @HttpCode(200)
  @ApiOperation({ summary: 'Buy credits by card: opens a Stripe Checkout for that many credits (1 credit = 1 USD)' })
  purchaseCredits(@CurrentUser() user: User, @Body() dto: PurchaseCreditsDto) {
    return this.payments.startCheckout(user, 'credit_purchase', dto.credits);
  }

  @Post('purchase-credits-stripe')
  @HttpCode(200)
  @ApiOperation({ summary: 'Buy `amount` credits by card through Stripe Checkout (credit_purchase)' })
  purchaseCreditsStripe(@CurrentUser() user: User, @Body() dto: AmountDto) {
    return this.payments.startCheckout(user, 'credit_purchase', dto.amount, dto.return_path);
  }
}
