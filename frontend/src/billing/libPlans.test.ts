import { describe, expect, it } from 'vitest';
import { creditPriceLabel, FALLBACK_PLANS, planPriceLabel, plansOrFallback } from './libPlans';
import { bulkCreditsMessage, CREDIT_OPTIONS, planUpgradeMessage, SALES_TOAST_MS } from './libSales';

describe('plansOrFallback', () => {
  it('uses the plans the server lists', () => {
    const plans = plansOrFallback({
      success: true,
      plans: [
        {
          id: 2,
          name: 'Basic',
          plan_type: 'basic',
          price_per_month: '29.99',
          price_per_credit: 0.8,
          persona_analyses_limit: 50,
          features: ['CSV bulk up to 50 profiles', 7],
        },
      ],
    });
    expect(plans).toEqual([
      {
        id: 2,
        name: 'Basic',
        plan_type: 'basic',
        price_per_month: 29.99,
        price_per_credit: 0.8,
        persona_analyses_limit: 50,
        features: ['CSV bulk up to 50 profiles'],
      },
    ]);
  });

  it('falls back to the catalogue when the answer has no plans', () => {
    for (const body of [undefined, null, {}, { success: true, plans: [] }, { plans: [{ name: 'broken' }] }]) {
      expect(plansOrFallback(body)).toEqual(FALLBACK_PLANS);
    }
  });

  it('has the spec catalogue: Free 0/1, Basic 29.99/0.8, Premium 99.99/0.6, Enterprise 299.99/0.4', () => {
    expect(FALLBACK_PLANS.map((p) => [p.name, p.plan_type, p.price_per_month, p.price_per_credit])).toEqual([
      ['Free', 'free', 0, 1],
      ['Basic', 'basic', 29.99, 0.8],
      ['Premium', 'premium', 99.99, 0.6],
      ['Enterprise', 'enterprise', 299.99, 0.4],
    ]);
    expect(FALLBACK_PLANS[1].features.join(' ')).toContain('up to 50 profiles');
    expect(FALLBACK_PLANS[2].features.join(' ')).toContain('1000 API calls per month');
  });

  it('labels prices per month and per credit', () => {
    expect(planPriceLabel(FALLBACK_PLANS[0])).toBe('Free');
    expect(planPriceLabel(FALLBACK_PLANS[3])).toBe('$299.99/month');
    expect(creditPriceLabel(FALLBACK_PLANS[1])).toBe('$0.80 per credit');
  });
});

describe('sales', () => {
  const contact = { email: 'sales@example.com', phone: '+1 555 0100' };

  it('offers 10 to 1000 credits and keeps the toast 8 seconds', () => {
    expect(CREDIT_OPTIONS).toEqual([10, 25, 50, 100, 250, 500, 1000]);
    expect(SALES_TOAST_MS).toBe(8000);
  });

  it('sends plan upgrades to the sales team by email or phone', () => {
    const message = planUpgradeMessage('Premium', contact);
    expect(message).toContain('Premium plan');
    expect(message).toContain('sales@example.com');
    expect(message).toContain('+1 555 0100');
    expect(message).toContain('Mon-Fri 9AM-6PM EST');
  });

  it('prices bulk credits at one dollar each', () => {
    expect(bulkCreditsMessage(250, contact)).toContain('250 credits ($250)');
  });
});
