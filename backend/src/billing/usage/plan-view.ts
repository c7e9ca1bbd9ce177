import type { Plan } from '../entities/plan.entity';
import { centsToUsd } from '../money';

/** A plan as the API shows it (docs/api-billing.md "Plan"). */
export interface PlanView {
  id: number;
  name: string;
  plan_type: string;
  price_per_month: number;
  price_per_credit: number;
  persona_analyses_limit: number;
  features: string[];
}

export function toPlanView(plan: Plan): PlanView {
  return {
    id: plan.id,
    name: plan.name,
    plan_type: plan.plan_type,
    price_per_month: centsToUsd(plan.price_per_month_cents),
    price_per_credit: centsToUsd(plan.price_per_credit_cents),
    persona_analyses_limit: plan.persona_analyses_limit,
    features: plan.features,
  };
}
