import { Body, Controller, Get, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { User } from '../../auth/entities/user.entity';
import { CurrentUser, Public } from '../../common/decorators';
import { ApiErrors } from '../../common/openapi';
import { CheckoutResponseDto, WalletBalanceDto, WebhookReceivedDto } from '../dto/usage-responses.dto';
import { AmountDto } from '../dto/payment.dto';
import { PaymentsService } from './payments.service';

@ApiTags('payments')
@Controller('stripe')
export class StripeController {
  constructor(private readonly payments: PaymentsService) {}

  @Post('create-checkout-session')
  @ApiOkResponse({ type: CheckoutResponseDto })
  @ApiErrors(400, 502, 503)
  @HttpCode(200)
  @ApiOperation({ summary: 'Top up the wallet by card: opens a Stripe Checkout for `amount` USD (wallet_topup)' })
  createCheckoutSession(@CurrentUser() user: User, @Body() dto: AmountDto): Promise<CheckoutResponseDto> {
    return this.payments.startCheckout(user, 'wallet_topup', dto.amount, dto.return_path);
  }

  @Get('wallet-balance')
  @ApiOkResponse({ type: WalletBalanceDto })
  @ApiOperation({ summary: "The signed-in user's wallet balance in USD" })
  walletBalance(@CurrentUser() user: User): Promise<WalletBalanceDto> {
    return this.payments.walletBalance(user.id);
  }

  /** Stripe signs the exact bytes: bootstrap.ts hands this route the raw body, which the signature check needs. */
  @Public()
  @Post('webhook')
  @ApiOkResponse({ type: WebhookReceivedDto })
  @ApiErrors(400, 503)
  @HttpCode(200)
  @ApiHeader({ name: 'Stripe-Signature', required: true })
  @ApiOperation({ summary: 'Stripe webhook (checkout.session.*); signature-verified, idempotent. Not for clients.' })
  webhook(
    @Req() req: Request,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<WebhookReceivedDto> {
    return this.payments.handleWebhook(req.body, signature);
  }
}
