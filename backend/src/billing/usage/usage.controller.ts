import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { User } from '../../auth/entities/user.entity';
import { CurrentUser } from '../../common/decorators';
import { ApiErrors } from '../../common/openapi';
import { AmountDto, PurchaseCreditsDto } from '../dto/payment.dto';
import {
  CheckoutResponseDto,
  MessageResponseDto,
  PlansResponseDto,
  TransactionsPageDto,
  UsageInfoDto,
} from '../dto/usage-responses.dto';
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
  @ApiOkResponse({ type: UsageInfoDto })
  @ApiOperation({ summary: 'Credits, plan, recent transactions, account statistics and wallet of the signed-in user' })
  info(@CurrentUser() user: User): Promise<UsageInfoDto> {
    return this.usage.info(user);
  }

  @Get('transactions')
  @ApiOkResponse({ type: TransactionsPageDto })
  @ApiErrors(400)
  @ApiOperation({ summary: "The signed-in user's transactions, newest first" })
  transactions(@CurrentUser() user: User, @Query() query: TransactionsQueryDto): Promise<TransactionsPageDto> {
    return this.usage.page(user.id, query.page, query.page_size);
  }

  @Get('plans')
  @ApiOkResponse({ type: PlansResponseDto })
  @ApiOperation({ summary: 'The plan catalogue: Free, Basic, Premium, Enterprise' })
  plans(): Promise<PlansResponseDto> {
    return this.usage.catalogue();
  }

  @Post('upgrade-plan')
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(400, 404)
  @HttpCode(200)
  @ApiOperation({ summary: 'Ask the sales team for a plan upgrade (recorded for them; nothing is charged)' })
  upgradePlan(@CurrentUser() user: User, @Body() dto: UpgradePlanDto): Promise<MessageResponseDto> {
    return this.usage.requestUpgrade(user, dto.plan_id);
  }

  @Post('purchase-credits')
  @ApiOkResponse({ type: CheckoutResponseDto })
  @ApiErrors(400, 502, 503)
  @HttpCode(200)
  @ApiOperation({ summary: 'Buy credits by card: opens a Stripe Checkout for that many credits (1 credit = 1 USD)' })
  purchaseCredits(@CurrentUser() user: User, @Body() dto: PurchaseCreditsDto): Promise<CheckoutResponseDto> {
    return this.payments.startCheckout(user, 'credit_purchase', dto.credits);
  }

  @Post('purchase-credits-stripe')
  @ApiOkResponse({ type: CheckoutResponseDto })
  @ApiErrors(400, 502, 503)
  @HttpCode(200)
  @ApiOperation({ summary: 'Buy `amount` credits by card through Stripe Checkout (credit_purchase)' })
  purchaseCreditsStripe(@CurrentUser() user: User, @Body() dto: AmountDto): Promise<CheckoutResponseDto> {
    return this.payments.startCheckout(user, 'credit_purchase', dto.amount, dto.return_path);
  }
}
