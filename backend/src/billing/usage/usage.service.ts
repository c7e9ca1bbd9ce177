import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { User } from '../../auth/entities/user.entity';
import type { ExportRange } from '../../auth/user-data-export';
import { badRequest, notFound } from '../../common/app-exception';
import { AccountStatistics, StatisticName } from '../account-statistics';
import { CreditsService } from '../credits.service';
import { CreditTransaction } from '../entities/credit-transaction.entity';
import { Plan } from '../entities/plan.entity';
import { PlanUpgradeRequest } from '../entities/plan-upgrade-request.entity';
import { centsToUsd } from '../money';
import { PaymentsService } from '../payments/payments.service';
import { toTransactionView, TransactionView } from '../transaction-view';
import { PlanView, toPlanView } from './plan-view';

export interface UsageView {
  available_personas: number;
  persona_analyses_used: number;
  persona_credits: number;
  plan_type: string;
}

export interface UsageInfo {
  success: true;
  usage: UsageView;
  transactions: TransactionView[];
  statistics: Record<StatisticName, number>;
  wallet_balance: number;
  payments_enabled: boolean;
}

const RECENT_TRANSACTIONS = 10;

/** What the Profile tab's Usage & Billing block shows, the plan catalogue and plan-upgrade requests. */
@Injectable()
export class UsageService {
  constructor(
    private readonly credits: CreditsService,
    private readonly payments: PaymentsService,
    private readonly statistics: AccountStatistics,
    @InjectRepository(CreditTransaction) private readonly rows: Repository<CreditTransaction>,
    @InjectRepository(Plan) private readonly plans: Repository<Plan>,
    @InjectRepository(PlanUpgradeRequest) private readonly requests: Repository<PlanUpgradeRequest>,
  ) {}

  async info(user: User): Promise<UsageInfo> {
    const [usage, recent, statistics, walletCents] = await Promise.all([
      this.usage(user),
      this.page(user.id, 1, RECENT_TRANSACTIONS),
      this.statistics.collect(user.id),
      this.credits.walletCents(user.id),
    ]);
    return {
      success: true,
      usage,
      transactions: recent.transactions,
      statistics,
      wallet_balance: centsToUsd(walletCents),
      payments_enabled: this.payments.enabled,
    };
  }

  /** available = the balance; credits = everything ever granted; used = usage net of refunds. */
  async usage(user: User): Promise<UsageView> {
    const [sums, available] = await Promise.all([
      this.rows
        .createQueryBuilder('row')
        .select("SUM(CASE WHEN row.type <> 'usage' AND row.credits > 0 THEN row.credits ELSE 0 END)", 'granted')
        .addSelect("SUM(CASE WHEN row.type = 'usage' THEN row.credits ELSE 0 END)", 'usage')
        .where('row.user_id = :userId', { userId: user.id })
        .andWhere("row.status = 'completed'")
        .getRawOne<{ granted: string | number | null; usage: string | number | null }>(),
      this.credits.balance(user.id),
    ]);
    return {
      available_personas: available,
      persona_analyses_used: -Number(sums?.usage ?? 0),
      persona_credits: Number(sums?.granted ?? 0),
      plan_type: user.plan_type,
    };
  }

  async page(userId: number, page: number, pageSize: number) {
    const [rows, total] = await this.rows.findAndCount({
      where: { user_id: userId },
      order: { created_at: 'DESC', id: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    return { success: true as const, transactions: rows.map(toTransactionView), total };
  }

  async catalogue(): Promise<{ success: true; plans: PlanView[] }> {
    const plans = await this.plans.find({ order: { sort_order: 'ASC', id: 'ASC' } });
    return { success: true, plans: plans.map(toPlanView) };
  }

  /** Recorded for the sales team (GET /admin/plan-requests); nothing is charged or changed. */
  async requestUpgrade(user: User, planId: number | string): Promise<{ success: true; message: string }> {
    const plan = await this.plans.findOne({
      where:
        typeof planId === 'number' || /^\d+$/.test(planId)
          ? { id: Number(planId) }
          : { plan_type: planId.toLowerCase() as Plan['plan_type'] },
    });
    if (!plan) throw notFound('plan_not_found', 'Please choose a plan');
    if (plan.plan_type === user.plan_type) {
      throw badRequest('already_on_plan', `You are already on the ${plan.name} plan`);
    }
    await this.requests.insert({
      user_id: user.id,
      plan_id: plan.id,
      current_plan_type: user.plan_type,
      status: 'open',
    });
    return {
      success: true,
      message:
        `Thanks! Our sales team has your request for the ${plan.name} plan and will contact you by email or ` +
        'phone within 2 hours (Mon-Fri 9AM-6PM EST). Nothing has been charged.',
    };
  }

  /** The "transactions" section of the user's data export: their ledger rows in the range, oldest first. */
  async exportRows(userId: number, range: ExportRange): Promise<TransactionView[]> {
    const query = this.rows.createQueryBuilder('row').where('row.user_id = :userId', { userId });
    if (range.from) query.andWhere('row.created_at >= :from', { from: range.from });
    if (range.to) query.andWhere('row.created_at <= :to', { to: range.to });
    const rows = await query.orderBy('row.created_at', 'ASC').addOrderBy('row.id', 'ASC').getMany();
    return rows.map(toTransactionView);
  }
}
