import type { EntityClass, MigrationClass } from '../../database/schema-types';
import { ApiToken } from './entities/api-token.entity';
import { CreateApiTokens1764620000000 } from './migrations/1764620000000-create-api-tokens';

/** The API tokens' entities and migrations; database/entities.ts and migrations/index.ts spread them. */
export const API_TOKEN_ENTITIES: EntityClass[] = [ApiToken];
export const API_TOKEN_MIGRATIONS: MigrationClass[] = [CreateApiTokens1764620000000];
