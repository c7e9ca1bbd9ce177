import type { EntityClass, MigrationClass } from '../database/schema-types';
import { LeadDeletion, LeadSuppression } from './entities/lead-erasure.entity';
import { LeadImport } from './entities/lead-import.entity';
import { CreateLeads1763750000000 } from './migrations/1763750000000-create-leads';
import { AddLeadFieldFulltextIndexes1764200000000 } from './migrations/1764200000000-add-lead-field-fulltext-indexes';
import { AddLeadImportDetection1764410000000 } from './migrations/1764410000000-add-lead-import-detection';
import { ImportBulkLoadState1764600000000 } from './migrations/1764600000000-import-bulk-load-state';
import { LeadWords1764700000000 } from './migrations/1764700000000-lead-words';
import { LeadFilterTokens1764800000000 } from './migrations/1764800000000-lead-filter-tokens';
import { LeadIndexVersion1764900000000 } from './migrations/1764900000000-lead-index-version';
import { LeadKeyCollation1765000000000 } from './migrations/1765000000000-lead-key-collation';
import { LeadWordFields1765100000000 } from './migrations/1765100000000-lead-word-fields';

/** The leads module's entities and migrations, listed once; database/entities.ts and migrations/index.ts spread them. */
export const LEADS_ENTITIES: EntityClass[] = [LeadImport, LeadSuppression, LeadDeletion];
export const LEADS_MIGRATIONS: MigrationClass[] = [
  CreateLeads1763750000000,
  AddLeadFieldFulltextIndexes1764200000000,
  AddLeadImportDetection1764410000000,
  ImportBulkLoadState1764600000000,
  LeadWords1764700000000,
  LeadFilterTokens1764800000000,
  LeadIndexVersion1764900000000,
  LeadKeyCollation1765000000000,
  LeadWordFields1765100000000,
];
