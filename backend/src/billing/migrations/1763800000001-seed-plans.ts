import { MigrationInterface, QueryRunner } from 'typeorm';

/** The spec's plan catalogue. Ids are fixed so a client's fallback catalogue can name the same plans. */
export const PLAN_CATALOGUE = [
  {
    id: 1,
    name: 'Free',
    plan_type: 'free',
    price_per_month_cents: 0,
    price_per_credit_cents: 100,
    persona_analyses_limit: 5,
    features: ['5 persona analyses per month', 'Lead search across all sources', 'Pay as you go at $1 per credit'],
  },
  {
    id: 2,
    name: 'Basic',
    plan_type: 'basic',
    price_per_month_cents: 2999,
    price_per_credit_cents: 80,
    persona_analyses_limit: 50,
    features: ['50 persona analyses per month', 'CSV bulk up to 50 profiles', 'Outreach email generation'],
  },
  {
    id: 3,
    name: 'Premium',
    plan_type: 'premium',
    price_per_month_cents: 9999,
    price_per_credit_cents: 60,
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
    price_per_month_cents: 29999,
    price_per_credit_cents: 40,
    persona_analyses_limit: 1000,
    features: ['1000 persona analyses per month', 'Unlimited CSV bulk analysis', 'Dedicated account manager'],
  },
];

export class SeedPlans1763800000001 implements MigrationInterface {
  name = 'SeedPlans1763800000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Raw rows, not through the Plan entity: a migration must not change meaning when the entity does later.
    for (const [index, plan] of PLAN_CATALOGUE.entries()) {
      const row: Record<string, unknown> = { ...plan, features: JSON.stringify(plan.features), sort_order: index };
      const columns = Object.keys(row);
      await queryRunner.query(
        `INSERT INTO plans (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
        columns.map((column) => row[column]),
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.manager
      .createQueryBuilder()
      .delete()
      .from('plans')
      .where('id IN (:...ids)', { ids: PLAN_CATALOGUE.map((plan) => plan.id) })
      .execute();
  }
}
