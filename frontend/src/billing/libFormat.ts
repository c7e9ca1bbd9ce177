import type { PlanType, TransactionStatus, TransactionType } from './types';

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const WHOLE_USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const SIGNED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, signDisplay: 'exceptZero' });

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** `$25.00`, `$1,000.00`; '—' when there is no amount (a bonus or a usage row). */
export function formatMoney(amount: number | null | undefined): string {
  return finite(amount) ? USD.format(amount) : '—';
}

/** `$25` for whole amounts, `$29.99` otherwise: prices read better without `.00`. */
export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? WHOLE_USD.format(amount) : USD.format(amount);
}

/** `1,000`; missing numbers read 0. */
export function formatCount(value: number | null | undefined): string {
  return COUNT.format(finite(value) ? value : 0);
}

/** A ledger row's credits with their sign: `+25`, `-1`, `0`. */
export function formatCredits(credits: number | null | undefined): string {
  return SIGNED.format(finite(credits) ? credits : 0);
}

/** `1 credit`, `25 credits`. */
export function creditsLabel(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'credit' : 'credits'}`;
}

/** `May 1, 2024, 9:30 AM` in the viewer's zone (or the given one); the raw text when it is not a date. */
export function formatDateTime(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(date);
}

const capitalise = (text: string) => (text ? text[0].toUpperCase() + text.slice(1) : text);

const PLAN_NAMES: Record<PlanType, string> = {
  free: 'Free',
  basic: 'Basic',
  premium: 'Premium',
  enterprise: 'Enterprise',
};

/** `Free`, `Premium`; an unknown plan type is shown capitalised, a missing one as the default Free. */
export function planName(planType: string | null | undefined): string {
  if (!planType) return PLAN_NAMES.free;
  return PLAN_NAMES[planType.toLowerCase() as PlanType] ?? capitalise(planType);
}

const TYPE_LABELS: Record<TransactionType, string> = {
  purchase: 'Purchase',
  usage: 'Usage',
  bonus: 'Bonus',
  other: 'Other',
};

export function transactionTypeLabel(type: string): string {
  return TYPE_LABELS[type as TransactionType] ?? capitalise(type);
}

const STATUS_LABELS: Record<TransactionStatus, string> = {
  completed: 'Completed',
  pending: 'Pending',
  failed: 'Failed',
};

export function transactionStatusLabel(status: string): string {
  return STATUS_LABELS[status as TransactionStatus] ?? capitalise(status);
}

/** The MUI colour of a status chip. */
export function transactionStatusColor(status: string): 'success' | 'warning' | 'error' | 'default' {
  if (status === 'completed') return 'success';
  if (status === 'pending') return 'warning';
  if (status === 'failed') return 'error';
  return 'default';
}
