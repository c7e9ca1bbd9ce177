import { PasswordResetToken } from '../auth/entities/password-reset-token.entity';
import { RefreshToken } from '../auth/entities/refresh-token.entity';
import { User } from '../auth/entities/user.entity';
import { API_TOKEN_ENTITIES } from '../auth/api-tokens/api-tokens.schema';
import { BILLING_ENTITIES } from '../billing/billing.schema';
import { CSV_PERSONA_ENTITIES } from '../csv-persona/csv-persona.schema';
import { EMAIL_ENTITIES } from '../email/email.schema';
import { LANDING_ENTITIES } from '../landing/landing.schema';
import { LEADS_ENTITIES } from '../leads/leads.schema';
import { LINKEDIN_ENTITIES } from '../linkedin/linkedin.schema';
import { ActionLog } from '../ops/entities/action-log.entity';
import { SEARCH_ENTITIES } from '../search/search.schema';

/** Every entity, listed once so the app, the CLI and the tests build the same schema. */
export const ENTITIES = [
  User,
  RefreshToken,
  PasswordResetToken,
  ActionLog,
  ...LEADS_ENTITIES,
  ...BILLING_ENTITIES,
  ...SEARCH_ENTITIES,
  ...LINKEDIN_ENTITIES,
  ...EMAIL_ENTITIES,
  ...CSV_PERSONA_ENTITIES,
  ...LANDING_ENTITIES,
  ...API_TOKEN_ENTITIES,
];
