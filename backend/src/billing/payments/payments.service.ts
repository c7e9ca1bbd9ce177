import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import type { User } from '../../auth/entities/user.entity';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { invalidSignature, paymentProviderFailed, paymentsNotConfigured } from '../billing.errors';
import { CreditsService } from '../credits.service';
import { DEFAULT_RETURN_PATH, type ReturnPath } from '../dto/payment.dto';
import { CreditTransaction, PaymentPurpose } from '../entities/credit-transaction.entity';
import { PaymentEventRecord } from '../entities/payment-event.entity';
import { ledgerStatements as sql } from '../ledger/ledger-statements';
import { AtomicWriter } from '../../database/atomic-writer';
import { centsToUsd, formatUsd } from '../money';
import {
  InvalidWebhookSignatureError,
  PAYMENTS_GATEWAY,
  PaymentEvent,
  PaymentProviderError,
  PaymentsGateway,
} from '../payments-gateway.port';
import { checkoutReference, ledgerEffectOf, settlementProblem } from './settlement.util';

export interface CheckoutResponse {
  success: true;
  checkout_url: string;
}

/** Card payments: opening a checkout (a pending ledger row) and settling it when the provider's webhook says so. */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    @Inject(PAYMENTS_GATEWAY) private readonly gateway: PaymentsGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly writer: AtomicWriter,
    private readonly credits: CreditsService,
    @InjectRepository(CreditTransaction) private readonly rows: Repository<CreditTransaction>,
    @InjectRepository(PaymentEventRecord) private readonly events: Repository<PaymentEventRecord>,
  ) {}

  get enabled(): boolean {
    return this.gateway.configured;
  }

  /** `amount` whole USD (validated 1..1000 by the DTO): that many credits, or that much in the wallet. */
  async startCheckout(
    user: User,
    purpose: PaymentPurpose,
    amount: number,
    returnPath: ReturnPath = DEFAULT_RETURN_PATH,
  ): Promise<CheckoutResponse> {
    if (!this.gateway.configured) throw paymentsNotConfigured();
    const amountCents = amount * 100;
    const credits = purpose === 'credit_purchase' ? amount : 0;
    const publicUrl = this.config.http.publicUrl;
    let session;
    try {
      session = await this.gateway.createCheckoutSession({
        userId: user.id,
        purpose,
        amountCents,
        credits,
        // 1 credit = 1 USD: credits sell as `amount` units of $1; a top-up is one line of its amount.
        line:
          purpose === 'credit_purchase'
            ? { name: 'LeadScope persona credit', unitAmountCents: 100, quantity: amount }
            : { name: 'LeadScope wallet top-up', unitAmountCents: amountCents, quantity: 1 },
        successUrl: `${publicUrl}${returnPath}?payment=success&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${publicUrl}${returnPath}?payment=cancelled`,
        idempotencyKey: `checkout:${purpose}:${user.id}:${randomUUID()}`,
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      this.logger.error(`Could not open a checkout for user ${user.id}: ${error.message}`);
      throw paymentProviderFailed();
    }
    const outcome = await this.writer.run([
      sql.insertRow(this.writer, {
        userId: user.id,
        type: 'purchase',
        credits,
        walletCents: purpose === 'wallet_topup' ? amountCents : 0,
        paymentAmountCents: amountCents,
        status: 'pending',
        reference: checkoutReference(session.id),
        description:
          purpose === 'credit_purchase'
            ? `Purchase of ${credits} credits`
            : `Wallet top-up of ${formatUsd(amountCents)}`,
        purpose,
        externalId: session.id,
        now: new Date(),
      }),
    ]);
    if (!outcome.ok) throw new Error(`Checkout session ${session.id} is already in the ledger`);
    return { success: true, checkout_url: session.url };
  }

  async walletBalance(userId: number): Promise<{ success: true; balance: number; currency: 'usd' }> {
    return { success: true, balance: centsToUsd(await this.credits.walletCents(userId)), currency: 'usd' };
  }

  /**
   * A webhook delivery: verified over the raw bytes, applied idempotently, then recorded by event id. The record
   * is written last, so a crash in between only means the (idempotent) work runs again on Stripe's retry.
   */
  async handleWebhook(rawBody: unknown, signature: string | undefined): Promise<{ received: true }> {
    if (!this.gateway.configured) throw paymentsNotConfigured();
    if (!Buffer.isBuffer(rawBody)) throw invalidSignature();
    let event: PaymentEvent;
    try {
      event = this.gateway.parseWebhook(rawBody, signature);
    } catch (error) {
      if (!(error instanceof InvalidWebhookSignatureError)) throw error;
      this.logger.warn(`Refused a webhook delivery: ${error.message}`);
      throw invalidSignature();
    }
    if (await this.events.exists({ where: { id: event.id } })) return { received: true };
    const outcome = await this.apply(event);
    await this.writer.run([
      {
        label: 'event',
        sql: this.writer.insertUnlessExists(
          'payment_events',
          ['id', 'type', 'session_id', 'outcome', 'received_at'],
          'id',
        ),
        params: [event.id, event.type.slice(0, 100), event.session?.id ?? null, outcome, new Date()],
      },
    ]);
    return { received: true };
  }

  private async apply(event: PaymentEvent): Promise<string> {
    const effect = ledgerEffectOf(event);
    if (effect.action === 'none') return effect.reason;
    const reference = checkoutReference(effect.sessionId);
    const row = await this.rows.findOne({ where: { reference } });
    if (!row) {
      this.logger.warn(
        `Stripe event ${event.id} (${event.type}) names an unknown checkout session ${effect.sessionId}`,
      );
      return 'unknown_session';
    }
    if (effect.action === 'fail') {
      const outcome = await this.writer.run([sql.fail(reference, new Date())]);
      if (outcome.ok) return 'failed';
      this.logger.warn(`Stripe event ${event.id} (${event.type}) ignored: ${reference} is already ${row.status}`);
      return 'already_settled';
    }
    const problem = event.session ? settlementProblem(row, event.session) : 'amount_mismatch';
    if (problem) {
      this.logger.error(`Stripe event ${event.id} NOT granted for ${reference}: ${problem}`);
      return problem;
    }
    const outcome = await this.writer.run([
      this.credits.lockBalance(row.user_id),
      sql.settle(reference, new Date()),
      sql.addToBalance(row.user_id, row.credits, row.wallet_cents),
    ]);
    return outcome.ok ? 'completed' : 'already_completed';
  }
}
