import { formatPrice } from './libFormat';
import { toPlanType } from './libUsage';
import type { Plan } from './types';

/**
 * The catalogue shown when GET /usage/plans/ fails or lists none: the spec's prices (§3), with the ids, limits
 * and features of the backend's seeded plans, so an upgrade request from it still names a real plan.
 */
export const FALLBACK_PLANS: readonly Plan[] = [
  {
    id: 1,
    name: 'Free',
    plan_type: 'free',
    price_per_month: 0,
    price_per_credit: 1,
    persona_analyses_limit: 5,
    features: ['5 persona analyses per month', 'Lead search across all sources', 'Pay as you go at $1 per credit'],
  },
  {
    id: 2,
    name: 'Basic',
    plan_type: 'basic',
    price_per_month: 29.99,
    price_per_credit: 0.8,
    persona_analyses_limit: 50,
    features: ['50 persona analyses per month', 'CSV bulk up to 50 profiles', 'Outreach email generation'],
  },
  {
    id: 3,
    name: 'Premium',
    plan_type: 'premium',
    price_per_month: 99.99,
    price_per_credit: 0.6,
    persona_analyses_limit: 200,
    features: [
      '200 persona analyses per month',
      '1000 API calls per month',
      'Landing page builder',
      'Priority support',
    ],
  },
  {
    id: 4,
    name: 'Enterprise',
    plan_type: 'enterprise',
    price_per_month: 299.99,
    price_per_credit: 0.4,
    persona_analyses_limit: 1000,
    features: ['1000 persona analyses per month', 'Unlimited CSV bulk analysis', 'Dedicated account manager'],
  },
];

const num = (value: unknown): number | null => {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : null;
};

function normalisePlan(raw: unknown): Plan | null {
  if (!raw || typeof raw !== 'object') return null;
  const plan = raw as Record<string, unknown>;
  const id = typeof plan.id === 'string' || typeof plan.id === 'number' ? plan.id : null;
  const name = typeof plan.name === 'string' && plan.name ? plan.name : null;
  const pricePerMonth = num(plan.price_per_month);
  const pricePerCredit = num(plan.price_per_credit);
  if (id === null || !name || pricePerMonth === null || pricePerCredit === null) return null;
  return {
    id,
    name,
    plan_type: toPlanType(plan.plan_type),
    price_per_month: pricePerMonth,
    price_per_credit: pricePerCredit,
    persona_analyses_limit: num(plan.persona_analyses_limit),
    features: Array.isArray(plan.features) ? plan.features.filter((f): f is string => typeof f === 'string') : [],
  };
}

/** The plans of a GET /usage/plans/ answer, or the fallback catalogue when it has none we can show. */
export function plansOrFallback(body: unknown): Plan[] {
  const list = body && typeof body === 'object' ? (body as { plans?: unknown }).plans : undefined;
  const plans = Array.isArray(list) ? list.map(normalisePlan).filter((plan): plan is Plan => plan !== null) : [];
  return plans.length ? plans : [...FALLBACK_PLANS];
}

/** `Free`, `$29.99/month`. */
export function planPriceLabel(plan: Plan): string {
  return plan.price_per_month > 0 ? `${formatPrice(plan.price_per_month)}/month` : 'Free';
}

/** `$0.80 per credit`. */
export function creditPriceLabel(plan: Plan): string {
  return `$${plan.price_per_credit.toFixed(2)} per credit`;
}
