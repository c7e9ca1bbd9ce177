import type { AccountStatistics, PlanType, Transaction, Usage, UsageInfo } from './types';

/** The profile block warns at this many available personas or fewer (spec §9; the CSV banner uses its own rule). */
export const LOW_CREDIT_THRESHOLD = 2;

/** `empty` at 0 ('No Credits Available'), `low` at 1..LOW_CREDIT_THRESHOLD, else `ok`. */
export type CreditState = 'empty' | 'low' | 'ok';

export function creditState(available: number): CreditState {
  if (!(available > 0)) return 'empty';
  if (available <= LOW_CREDIT_THRESHOLD) return 'low';
  return 'ok';
}

/** The usage bar: used / total as a percentage, 0 without credits, capped at 100. */
export function usagePercent(used: number, total: number): number {
  if (!Number.isFinite(used) || !Number.isFinite(total) || total <= 0 || used <= 0) return 0;
  return Math.min(100, (used / total) * 100);
}

const num = (value: unknown, fallback = 0): number => {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : fallback;
};

const PLAN_TYPES: readonly PlanType[] = ['free', 'basic', 'premium', 'enterprise'];

export function toPlanType(value: unknown): PlanType {
  const text = typeof value === 'string' ? value.toLowerCase() : '';
  return (PLAN_TYPES as readonly string[]).includes(text) ? (text as PlanType) : 'free';
}

export function normaliseUsage(raw: unknown): Usage {
  const usage = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return {
    available_personas: num(usage.available_personas),
    persona_analyses_used: num(usage.persona_analyses_used),
    persona_credits: num(usage.persona_credits),
    plan_type: toPlanType(usage.plan_type),
  };
}

function normaliseTransaction(raw: unknown, index: number): Transaction | null {
  if (!raw || typeof raw !== 'object') return null;
  const row = raw as Record<string, unknown>;
  const amount = row.payment_amount;
  return {
    id: typeof row.id === 'string' || typeof row.id === 'number' ? row.id : `row-${index}`,
    created_at: typeof row.created_at === 'string' ? row.created_at : '',
    type: (typeof row.type === 'string' ? row.type : 'other') as Transaction['type'],
    credits: num(row.credits),
    payment_amount: amount === null || amount === undefined || amount === '' ? null : num(amount, 0),
    status: (typeof row.status === 'string' ? row.status : 'completed') as Transaction['status'],
    description: typeof row.description === 'string' ? row.description : null,
  };
}

/** GET /usage/info/ as the screen uses it: missing parts read as zero or empty, never undefined. */
export function normaliseUsageInfo(raw: unknown): UsageInfo {
  const body = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const stats = (body.statistics && typeof body.statistics === 'object' ? body.statistics : {}) as Record<
    string,
    unknown
  >;
  const statistics: AccountStatistics = {
    total_searches: num(stats.total_searches),
    total_personas: num(stats.total_personas),
  };
  const transactions = Array.isArray(body.transactions)
    ? body.transactions.map(normaliseTransaction).filter((row): row is Transaction => row !== null)
    : [];
  return {
    usage: normaliseUsage(body.usage),
    transactions,
    statistics,
    wallet_balance: num(body.wallet_balance),
    payments_enabled: typeof body.payments_enabled === 'boolean' ? body.payments_enabled : null,
  };
}
