import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Repository, SelectQueryBuilder } from 'typeorm';
import type { User } from '../../auth/entities/user.entity';
import { UsersService } from '../../auth/users.service';
import { badRequest, conflict, notFound } from '../../common/app-exception';
import {
  contains,
  exact,
  findOne,
  findPage,
  ListParams,
  ListResult,
  ListSpec,
  onDay,
  whole,
} from '../../common/list-query';
import { CreditsService } from '../credits.service';
import {
  CreditTransaction,
  PAYMENT_PURPOSES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from '../entities/credit-transaction.entity';
import { PlanUpgradeRequest } from '../entities/plan-upgrade-request.entity';
import { AdminTransactionView, toAdminTransactionView } from '../transaction-view';

const IDEMPOTENCY_KEY = /^[\w.:-]{1,100}$/;

/** The admin/transactions resource. */
export const TRANSACTIONS_LIST: ListSpec = {
  plural: 'transactions',
  singular: 'transaction',
  id: 'row.id',
  sortable: {
    id: 'row.id',
    created_at: 'row.created_at',
    settled_at: 'row.settled_at',
    user_id: 'row.user_id',
    username: 'user.username',
    type: 'row.type',
    status: 'row.status',
    credits: 'row.credits',
    payment_amount: 'row.payment_amount_cents',
    wallet_amount: 'row.wallet_cents',
  },
  filters: {
    user_id: whole('row.user_id'),
    granted_by: whole('row.granted_by'),
    type: exact('row.type', TRANSACTION_TYPES),
    status: exact('row.status', TRANSACTION_STATUSES),
    purpose: exact('row.purpose', PAYMENT_PURPOSES),
    reference: exact('row.reference'),
    q: contains('row.description', 'row.reference'),
    date_from: onDay('row.created_at', 'from'),
    date_to: onDay('row.created_at', 'to'),
  },
};

/** The admin/plan-requests resource. */
export const PLAN_REQUESTS_LIST: ListSpec = {
  plural: 'plan requests',
  singular: 'plan request',
  id: 'request.id',
  sortable: {
    id: 'request.id',
    created_at: 'request.created_at',
    user_id: 'request.user_id',
    username: 'user.username',
    plan_id: 'request.plan_id',
    status: 'request.status',
  },
  filters: {
    user_id: whole('request.user_id'),
    plan_id: whole('request.plan_id'),
    status: exact('request.status'),
    current_plan_type: exact('request.current_plan_type'),
    date_from: onDay('request.created_at', 'from'),
    date_to: onDay('request.created_at', 'to'),
  },
};

export interface PlanRequestView {
  id: number;
  user_id: number;
  username: string | null;
  email: string | null;
  plan_id: number;
  plan_name: string | null;
  plan_type: string | null;
  current_plan_type: string;
  status: string;
  created_at: string;
}

/** The administrators' side of billing: every transaction, plan-upgrade requests, and hand-granted credits. */
@Injectable()
export class AdminBillingService {
  constructor(
    private readonly credits: CreditsService,
    private readonly users: UsersService,
    @InjectRepository(CreditTransaction) private readonly rows: Repository<CreditTransaction>,
    @InjectRepository(PlanUpgradeRequest) private readonly requests: Repository<PlanUpgradeRequest>,
  ) {}

  async transactions(params: ListParams): Promise<ListResult<AdminTransactionView>> {
    const { rows, total } = await findPage(this.transactionRows(), params, TRANSACTIONS_LIST);
    return { rows: rows.map(toAdminTransactionView), total, start: params.range.start };
  }

  async transaction(id: number): Promise<AdminTransactionView> {
    return toAdminTransactionView(await findOne(this.transactionRows(), id, TRANSACTIONS_LIST));
  }

  async planRequests(params: ListParams): Promise<ListResult<PlanRequestView>> {
    const { rows, total } = await findPage(this.requestRows(), params, PLAN_REQUESTS_LIST);
    return { rows: rows.map(toPlanRequestView), total, start: params.range.start };
  }

  async planRequest(id: number): Promise<PlanRequestView> {
    return toPlanRequestView(await findOne(this.requestRows(), id, PLAN_REQUESTS_LIST));
  }

  /**
   * A bonus row naming the administrator and the reason. With an idempotency key (per administrator) a repeated
   * submit finds the first row and grants nothing more; without one, each call grants.
   */
  async grant(
    admin: User,
    userId: number,
    credits: number,
    reason: string,
    idempotencyKey?: string,
  ): Promise<AdminTransactionView> {
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw badRequest(
        'invalid_idempotency_key',
        'Idempotency-Key must be 1 to 100 letters, digits, dots, colons, dashes or underscores',
      );
    }
    const user = await this.users.findById(userId);
    if (!user) throw notFound('user_not_found', 'User not found');
    const { transaction } = await this.credits.grant({
      userId,
      reference: idempotencyKey ? `grant:${admin.id}:${idempotencyKey}` : `grant:${randomUUID()}`,
      credits,
      type: 'bonus',
      description: `Granted by ${admin.username}: ${reason}`,
      grantedBy: admin.id,
    });
    if (transaction.user_id !== userId) {
      throw conflict('idempotency_key_reused', 'This Idempotency-Key was already used for a grant to another user');
    }
    return toAdminTransactionView({ ...transaction, user });
  }

  private transactionRows(): SelectQueryBuilder<CreditTransaction> {
    return this.rows.createQueryBuilder('row').leftJoinAndSelect('row.user', 'user');
  }

  private requestRows(): SelectQueryBuilder<PlanUpgradeRequest> {
    return this.requests
      .createQueryBuilder('request')
      .leftJoinAndSelect('request.user', 'user')
      .leftJoinAndSelect('request.plan', 'plan');
  }
}

function toPlanRequestView(request: PlanUpgradeRequest): PlanRequestView {
  return {
    id: request.id,
    user_id: request.user_id,
    username: request.user?.username ?? null,
    email: request.user?.email ?? null,
    plan_id: request.plan_id,
    plan_name: request.plan?.name ?? null,
    plan_type: request.plan?.plan_type ?? null,
    current_plan_type: request.current_plan_type,
    status: request.status,
    created_at: new Date(request.created_at).toISOString(),
  };
}
