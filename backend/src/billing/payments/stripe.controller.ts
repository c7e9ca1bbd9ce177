import { Body, Controller, Get, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { User } from '../../auth/entities/user.entity';
import { CurrentUser, Public } from '../../common/decorators';
import { AmountDto } from '../dto/payment.dto';
import { PaymentsService } from './payments.service';

@ApiTags('payments')
@Controller('stripe')
export class StripeController {
  constructor(private readonly payments: PaymentsService) {}

  @Post('create-checkout-session')
  @HttpCode(200)
  @ApiOperation({ summary: 'Top up the wallet by card: opens a Stripe Checkout for `amount` USD (wallet_topup)' })
  createCheckoutSession(@CurrentUser() user: User, @Body() dto: AmountDto) {
    return this.payments.startCheckout(user, 'wallet_topup', dto.amount, dto.return_path);
  }

  @Get('wallet-balance')
  @ApiOperation({ summary: "The signed-in user's wallet balance in USD" })
  walletBalance(@CurrentUser() user: User) {
    return this.payments.walletBalance(user.id);
  }

  /** Stripe signs the exact bytes: bootstrap.ts hands this route the raw body, which the signature check needs. */
  @Public()
  @Post('webhook')
  @HttpCode(200)
  @ApiHeader({ name: 'Stripe-Signature', required: true })
  @ApiOperation({ summary: 'Stripe webhook (checkout.session.*); signature-verified, idempotent. Not for clients.' })
  webhook(@Req() req: Request, @Headers('stripe-signature') signature: string | undefined) {
    return this.payments.handleWebhook(req.body, signature);
  }
}
