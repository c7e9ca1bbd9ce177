import type { EntityClass, MigrationClass } from '../database/schema-types';
import { CreditBalance } from './entities/credit-balance.entity';
import { CreditTransaction } from './entities/credit-transaction.entity';
import { PaymentEventRecord } from './entities/payment-event.entity';
import { Plan } from './entities/plan.entity';
import { PlanUpgradeRequest } from './entities/plan-upgrade-request.entity';
import { CreateBilling1763800000000 } from './migrations/1763800000000-create-billing';
import { SeedPlans1763800000001 } from './migrations/1763800000001-seed-plans';

/** The billing module's entities and migrations, listed once; database/entities.ts and migrations/index.ts spread them. */
export const BILLING_ENTITIES: EntityClass[] = [
  Plan,
  CreditTransaction,
  CreditBalance,
  PaymentEventRecord,
  PlanUpgradeRequest,
];
export const BILLING_MIGRATIONS: MigrationClass[] = [CreateBilling1763800000000, SeedPlans1763800000001];
