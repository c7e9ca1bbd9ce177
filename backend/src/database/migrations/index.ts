import { API_TOKEN_MIGRATIONS } from '../../auth/api-tokens/api-tokens.schema';
import { BILLING_MIGRATIONS } from '../../billing/billing.schema';
import { CSV_PERSONA_MIGRATIONS } from '../../csv-persona/csv-persona.schema';
import { EMAIL_MIGRATIONS } from '../../email/email.schema';
import { LANDING_MIGRATIONS } from '../../landing/landing.schema';
import { LEADS_MIGRATIONS } from '../../leads/leads.schema';
import { LINKEDIN_MIGRATIONS } from '../../linkedin/linkedin.schema';
import { SEARCH_MIGRATIONS } from '../../search/search.schema';
import { CreateAccounts1763700000000 } from './1763700000000-create-accounts';
import { Utf8mb4Tables1764500000000 } from './1764500000000-utf8mb4-tables';
import { AddRefreshTokenSuccessor1764610000000 } from '../../auth/migrations/1764610000000-add-refresh-token-successor';

/**
 * Every migration. TypeORM runs them in the order of the timestamp in their class names, so each module keeps
 * its own list. Never edit one that has landed: add a new one.
 */
export const MIGRATIONS = [
  CreateAccounts1763700000000,
  ...LEADS_MIGRATIONS,
  ...BILLING_MIGRATIONS,
  ...SEARCH_MIGRATIONS,
  ...LINKEDIN_MIGRATIONS,
  ...EMAIL_MIGRATIONS,
  ...CSV_PERSONA_MIGRATIONS,
  ...LANDING_MIGRATIONS,
  Utf8mb4Tables1764500000000,
  AddRefreshTokenSuccessor1764610000000,
  ...API_TOKEN_MIGRATIONS,
];
