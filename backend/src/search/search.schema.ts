import type { EntityClass, MigrationClass } from '../database/schema-types';
import { SearchQuery } from './entities/search-query.entity';
import { SearchResult } from './entities/search-result.entity';
import { CreateSearchHistory1763900000000 } from './migrations/1763900000000-create-search-history';

/** The search module's entities and migrations, listed once; database/entities.ts and migrations/index.ts spread them. */
export const SEARCH_ENTITIES: EntityClass[] = [SearchQuery, SearchResult];
export const SEARCH_MIGRATIONS: MigrationClass[] = [CreateSearchHistory1763900000000];
