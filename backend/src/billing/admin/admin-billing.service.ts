import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Repository, SelectQueryBuilder } from 'typeorm';
import type { User } from '../../auth/entities/user.entity';
import { UsersService } from '../../auth/users.service';
import { badRequest, conflict, notFound } from '../../common/app-exception';
import { ListParams, ListResult } from '../../common/list-query';
import { CreditsService } from '../credits.service';
import { CreditTransaction, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../entities/credit-transaction.entity';
import { PlanUpgradeRequest } from '../entities/plan-upgrade-request.entity';
import { AdminTransactionView, toAdminTransactionView } from '../transaction-view';

const IDEMPOTENCY_KEY = /^[\w.:-]{1,100}$/;

const TRANSACTION_SORT: Record<string, string> = {
  id: 'row.id',
  created_at: 'row.created_at',
  user_id: 'row.user_id',
  type: 'row.type',
  status: 'row.status',
  credits: 'row.credits',
  payment_amount: 'row.payment_amount_cents',
};

const REQUEST_SORT: Record<string, string> = {
  id: 'request.id',
  created_at: 'request.created_at',
  user_id: 'request.user_id',
  plan_id: 'request.plan_id',
  status: 'request.status',
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
    const sort = TRANSACTION_SORT[params.sort.field];
    if (!sort) throw badRequest('invalid_query', `Cannot sort transactions by ${params.sort.field}`);
    const query = this.rows.createQueryBuilder('row').leftJoinAndSelect('row.user', 'user');
    applyTransactionFilter(query, params.filter);
    const [rows, total] = await query
      .orderBy(sort, params.sort.order)
      .addOrderBy('row.id', params.sort.order)
      .skip(params.range.start)
      .take(params.range.end - params.range.start + 1)
      .getManyAndCount();
    return { rows: rows.map(toAdminTransactionView), total, start: params.range.start };
  }

  async planRequests(params: ListParams): Promise<ListResult<PlanRequestView>> {
    const sort = REQUEST_SORT[params.sort.field];
    if (!sort) throw badRequest('invalid_query', `Cannot sort plan requests by ${params.sort.field}`);
    const query = this.requests
      .createQueryBuilder('request')
      .leftJoinAndSelect('request.user', 'user')
      .leftJoinAndSelect('request.plan', 'plan');
    const { status, user_id: userId } = params.filter;
    if (typeof status === 'string' && status) query.andWhere('request.status = :status', { status });
    if (userId !== undefined && userId !== '')
      query.andWhere('request.user_id = :userId', { userId: wholeNumber('user_id', userId) });
    const [rows, total] = await query
      .orderBy(sort, params.sort.order)
      .addOrderBy('request.id', params.sort.order)
      .skip(params.range.start)
      .take(params.range.end - params.range.start + 1)
      .getManyAndCount();
    return {
      rows: rows.map((request) => ({
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
      })),
      total,
      start: params.range.start,
    };
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
}

function applyTransactionFilter(query: SelectQueryBuilder<CreditTransaction>, filter: Record<string, unknown>): void {
  const { user_id: userId, type, status, date_from: from, date_to: to } = filter;
  if (userId !== undefined && userId !== '') {
    query.andWhere('row.user_id = :userId', { userId: wholeNumber('user_id', userId) });
  }
  if (type !== undefined && type !== '') {
    if (!TRANSACTION_TYPES.includes(type as never)) throw badRequest('invalid_query', `Unknown type ${String(type)}`);
    query.andWhere('row.type = :type', { type });
  }
  if (status !== undefined && status !== '') {
    if (!TRANSACTION_STATUSES.includes(status as never)) {
      throw badRequest('invalid_query', `Unknown status ${String(status)}`);
    }
    query.andWhere('row.status = :status', { status });
  }
  if (from !== undefined && from !== '')
    query.andWhere('row.created_at >= :from', { from: day(from, 'date_from', 'start') });
  if (to !== undefined && to !== '') query.andWhere('row.created_at <= :to', { to: day(to, 'date_to', 'end') });
}

function wholeNumber(name: string, value: unknown): number {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (!Number.isInteger(number)) throw badRequest('invalid_query', `${name} must be a whole number`);
  return number as number;
}

/** "2026-05-01" covers the whole UTC day; a full ISO timestamp is taken as it is. */
function day(value: unknown, name: string, edge: 'start' | 'end'): Date {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return new Date(`${value}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}Z`);
  }
  const date = typeof value === 'string' ? new Date(value) : new Date(NaN);
  if (Number.isNaN(date.getTime())) throw badRequest('invalid_query', `${name} must be a date (YYYY-MM-DD)`);
  return date;
}
