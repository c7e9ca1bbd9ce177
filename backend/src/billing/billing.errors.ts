import { HttpStatus } from '@nestjs/common';
import { AppException } from '../common/app-exception';

export const insufficientCreditsMessage = (missing: number) =>
  `Insufficient persona analyses remaining. You need ${missing} more credits.`;

/** 402 with the spec's message, wherever in the product credits run short. */
export const insufficientCredits = (missing: number) =>
  new AppException(HttpStatus.PAYMENT_REQUIRED, 'insufficient_credits', insufficientCreditsMessage(missing));

export const paymentsNotConfigured = () =>
  new AppException(
    HttpStatus.SERVICE_UNAVAILABLE,
    'payments_not_configured',
    'Card payments are not available on this installation.',
  );

export const paymentProviderFailed = () =>
  new AppException(HttpStatus.BAD_GATEWAY, 'payment_provider_error', 'Failed to create payment session');

export const invalidSignature = () =>
  new AppException(HttpStatus.BAD_REQUEST, 'invalid_signature', 'Invalid Stripe signature');
