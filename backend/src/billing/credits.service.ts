import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { insufficientCredits } from './billing.errors';
import { CreditBalance } from './entities/credit-balance.entity';
import { CreditTransaction } from './entities/credit-transaction.entity';
import { ledgerStatements as sql } from './ledger/ledger-statements';
import { LedgerStep, LedgerWriter } from './ledger/ledger-writer';

export interface ChargeResult {
  /** False when this reference was charged before: nothing was taken this time. */
  charged: boolean;
  transaction: CreditTransaction;
  /** The balance after the call. */
  balance: number;
}

export interface GrantInput {
  userId: number;
  /** Unique: granting the same reference twice grants once. */
  reference: string;
  credits: number;
  type?: 'bonus' | 'other';
  description: string;
  grantedBy?: number | null;
}

const MAX_REFERENCE = 150;
const REFUND_PREFIX = 'refund:';

/**
 * Persona credits: the one way any module reads or moves them. Every write is a ledger row plus the matching
 * balance change, all or nothing, keyed by a unique reference (see ledger-writer.ts and ledger-statements.ts).
 */
@Injectable()
export class CreditsService {
  constructor(
    private readonly writer: LedgerWriter,
    @InjectRepository(CreditTransaction) private readonly rows: Repository<CreditTransaction>,
    @InjectRepository(CreditBalance) private readonly balances: Repository<CreditBalance>,
  ) {}

  async balance(userId: number): Promise<number> {
    return (await this.balances.findOne({ where: { user_id: userId } }))?.credits ?? 0;
  }

  async walletCents(userId: number): Promise<number> {
    return (await this.balances.findOne({ where: { user_id: userId } }))?.wallet_cents ?? 0;
  }

  /** Refuses (402, the spec's message) when the user has fewer than `needed` credits. Takes nothing. */
  async assertAvailable(userId: number, needed: number): Promise<void> {
    const balance = await this.balance(userId);
    if (needed > balance) throw insufficientCredits(needed - balance);
  }

  /**
   * Takes `credits` for `reference` (e.g. "analysis:42", "csv-row:7"), once: charging a reference again takes
   * nothing and returns the first charge. Refuses with a 402 when the balance is short; concurrent charges
   * never take the balance below zero.
   */
  async charge(userId: number, reference: string, credits: number, description: string): Promise<ChargeResult> {
    checkReference(reference);
    checkCredits(credits);
    const outcome = await this.writer.run([
      this.lockBalance(userId),
      sql.insertRow(this.writer, {
        userId,
        type: 'usage',
        credits: -credits,
        status: 'completed',
        reference,
        description,
        now: new Date(),
      }),
      sql.debitCredits(userId, credits),
    ]);
    if (!outcome.ok && outcome.step === 'debit') {
      const balance = await this.balance(userId);
      throw insufficientCredits(Math.max(1, credits - balance));
    }
    const transaction = await this.existing(reference);
    if (!outcome.ok && transaction.user_id !== userId) {
      throw new Error(`Reference "${reference}" already belongs to another user's ledger`);
    }
    return { charged: outcome.ok, transaction, balance: await this.balance(userId) };
  }

  /**
   * Gives back what the completed charge `reference` took, once (a compensating row "refund:<reference>").
   * False when there is nothing to refund or it was refunded already.
   */
  async refund(reference: string, description?: string): Promise<boolean> {
    const original = await this.rows.findOne({ where: { reference } });
    if (!original || original.type !== 'usage' || original.status !== 'completed' || original.credits >= 0) {
      return false;
    }
    const credits = -original.credits;
    const outcome = await this.writer.run([
      this.lockBalance(original.user_id),
      sql.insertRow(this.writer, {
        userId: original.user_id,
        type: 'usage',
        credits,
        status: 'completed',
        reference: REFUND_PREFIX + reference,
        description: description ?? `Refund: ${original.description}`,
        now: new Date(),
      }),
      sql.addToBalance(original.user_id, credits, 0),
    ]);
    return outcome.ok;
  }

  /** Adds credits (signup bonus, an administrator's grant), once per reference. */
  async grant(input: GrantInput): Promise<{ granted: boolean; transaction: CreditTransaction }> {
    checkReference(input.reference);
    checkCredits(input.credits);
    const outcome = await this.writer.run([
      this.lockBalance(input.userId),
      sql.insertRow(this.writer, {
        userId: input.userId,
        type: input.type ?? 'bonus',
        credits: input.credits,
        status: 'completed',
        reference: input.reference,
        description: input.description,
        grantedBy: input.grantedBy ?? null,
        now: new Date(),
      }),
      sql.addToBalance(input.userId, input.credits, 0),
    ]);
    return { granted: outcome.ok, transaction: await this.existing(input.reference) };
  }

  /** For the ledger's other writers (payments): the balance-row statement every balance write starts with. */
  lockBalance(userId: number): LedgerStep {
    return sql.lockBalance(this.writer, userId);
  }

  private async existing(reference: string): Promise<CreditTransaction> {
    return this.rows.findOneOrFail({ where: { reference } });
  }
}

function checkReference(reference: string): void {
  if (!reference || reference.length > MAX_REFERENCE || reference.startsWith(REFUND_PREFIX)) {
    throw new Error(`Invalid ledger reference "${reference}"`);
  }
}

function checkCredits(credits: number): void {
  if (!Number.isInteger(credits) || credits <= 0)
    throw new Error(`Credits must be a positive whole number: ${credits}`);
}
