import type { EntityClass, MigrationClass } from '../database/schema-types';
import { LeadDeletion, LeadSuppression } from './entities/lead-erasure.entity';
import { LeadImport } from './entities/lead-import.entity';
import { CreateLeads1763750000000 } from './migrations/1763750000000-create-leads';

/** The leads module's entities and migrations, listed once; database/entities.ts and migrations/index.ts spread them. */
export const LEADS_ENTITIES: EntityClass[] = [LeadImport, LeadSuppression, LeadDeletion];
export const LEADS_MIGRATIONS: MigrationClass[] = [CreateLeads1763750000000];
