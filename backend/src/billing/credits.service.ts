import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { insufficientCredits } from './billing.errors';
import { CreditBalance } from './entities/credit-balance.entity';
import { CreditTransaction } from './entities/credit-transaction.entity';
import { ledgerStatements as sql } from './ledger/ledger-statements';
import { AtomicStep, AtomicWriter } from '../database/atomic-writer';
import { reservationStatements as reservations } from './reservations/reservation-statements';

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

export interface ChargeOptions {
  /** The reservation (see reserve) this charge uses up; it is settled in the same write. */
  reservation?: string;
}

const MAX_REFERENCE = 150;
const REFUND_PREFIX = 'refund:';
/** A reference charged again after its refund is charged as "<reference>#2", "#3" ... */
const VERSION_SEPARATOR = '#';
const MAX_VERSIONS = 50;

const versioned = (reference: string, version: number) =>
  version === 1 ? reference : `${reference}${VERSION_SEPARATOR}${version}`;

/**
 * Persona credits: the one way any module reads or moves them. Every write is a ledger row plus the matching
 * balance change, all or nothing, keyed by a unique reference (see database/atomic-writer.ts and ledger-statements.ts).
 */
@Injectable()
export class CreditsService {
  constructor(
    private readonly writer: AtomicWriter,
    @InjectRepository(CreditTransaction) private readonly rows: Repository<CreditTransaction>,
    @InjectRepository(CreditBalance) private readonly balances: Repository<CreditBalance>,
  ) {}

  async balance(userId: number): Promise<number> {
    return (await this.balances.findOne({ where: { user_id: userId } }))?.credits ?? 0;
  }

  async walletCents(userId: number): Promise<number> {
    return (await this.balances.findOne({ where: { user_id: userId } }))?.wallet_cents ?? 0;
  }

  /** Credits free to start new work with: the balance minus what active reservations have not used yet. */
  async available(userId: number): Promise<number> {
    const [row] = (await this.rows.query(reservations.reservedSql, [userId])) as { reserved: unknown }[];
    return (await this.balance(userId)) - Number(row?.reserved ?? 0);
  }

  /** Refuses (402, the spec's message) when fewer than `needed` credits are available. Takes nothing. */
  async assertAvailable(userId: number, needed: number): Promise<void> {
    const available = await this.available(userId);
    if (needed > available) throw insufficientCredits(needed - available);
  }

  /**
   * Promises `credits` to the work named `reference` (e.g. "csv-session:<id>"), or refuses with the 402 when the
   * balance minus other active reservations is short: concurrent requests can never start more vendor work than
   * the balance pays for. Charges made with { reservation } use it up; release() frees the rest. Reserving a
   * reference again is a no-op.
   */
  async reserve(userId: number, reference: string, credits: number): Promise<void> {
    checkReference(reference);
    checkCredits(credits);
    const outcome = await this.writer.run([
      this.lockBalance(userId),
      reservations.reserve(userId, reference, credits, new Date()),
    ]);
    if (outcome.ok || outcome.reason === 'duplicate') return;
    throw insufficientCredits(Math.max(1, credits - (await this.available(userId))));
  }

  /** Ends a reservation (work finished, failed or cancelled): what it did not use is available again. */
  async release(reference: string): Promise<void> {
    await this.writer.run([reservations.release(reference, new Date())]);
  }

  /**
   * Takes `credits` for `reference` (e.g. "analysis:42", "csv-row:7"), once: charging a reference again takes
   * nothing and returns the first charge, unless that charge was refunded, in which case it is charged anew
   * (as "<reference>#2" ...). Refuses with a 402 when the balance is short; concurrent charges never take the
   * balance below zero.
   */
  async charge(
    userId: number,
    reference: string,
    credits: number,
    description: string,
    options: ChargeOptions = {},
  ): Promise<ChargeResult> {
    checkReference(reference);
    if (reference.includes(VERSION_SEPARATOR) || reference.length > MAX_REFERENCE - 10) {
      throw new Error(`Invalid charge reference "${reference}"`);
    }
    checkCredits(credits);
    for (let version = 1; version <= MAX_VERSIONS; version++) {
      const ref = versioned(reference, version);
      const now = new Date();
      const outcome = await this.writer.run([
        this.lockBalance(userId),
        sql.insertRow(this.writer, {
          userId,
          type: 'usage',
          credits: -credits,
          status: 'completed',
          reference: ref,
          description,
          now,
        }),
        sql.debitCredits(userId, credits),
        ...(options.reservation ? [reservations.settle(options.reservation, credits, now)] : []),
      ]);
      if (!outcome.ok && outcome.step === 'debit') {
        const balance = await this.balance(userId);
        throw insufficientCredits(Math.max(1, credits - balance));
      }
      const transaction = await this.existing(ref);
      if (!outcome.ok && transaction.user_id !== userId) {
        throw new Error(`Reference "${reference}" already belongs to another user's ledger`);
      }
      if (outcome.ok || !(await this.isRefunded(ref))) {
        return { charged: outcome.ok, transaction, balance: await this.balance(userId) };
      }
    }
    throw new Error(`Reference "${reference}" was charged and refunded too many times`);
  }

  /**
   * Gives back what the completed charge `reference` took, once (a compensating row "refund:<reference>").
   * False when there is nothing to refund or it was refunded already.
   */
  async refund(reference: string, description?: string): Promise<boolean> {
    const original = await this.latestCharge(reference);
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
        reference: REFUND_PREFIX + original.reference,
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
  lockBalance(userId: number): AtomicStep {
    return sql.lockBalance(this.writer, userId);
  }

  /** The newest version of a charge that is not refunded yet (see charge), or null. */
  private async latestCharge(reference: string): Promise<CreditTransaction | null> {
    for (let version = 1; version <= MAX_VERSIONS; version++) {
      const row = await this.rows.findOne({ where: { reference: versioned(reference, version) } });
      if (!row) return null;
      if (!(await this.isRefunded(row.reference))) return row;
    }
    return null;
  }

  private async isRefunded(reference: string): Promise<boolean> {
    return (await this.rows.count({ where: { reference: REFUND_PREFIX + reference } })) > 0;
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
