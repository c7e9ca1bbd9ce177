import { CreateCreditReservations1764300000000 } from '../billing/migrations/1764300000000-create-credit-reservations';
import type { EntityClass, MigrationClass } from '../database/schema-types';
import { CsvPersonaRow } from './entities/csv-persona-row.entity';
import { CsvPersonaSession } from './entities/csv-persona-session.entity';
import { CreateCsvPersona1764300000001 } from './migrations/1764300000001-create-csv-persona';

/**
 * The csv-persona module's entities and migrations; database/entities.ts and migrations/index.ts spread them.
 * The credit reservations table (billing's, used through CreditsService only) lands with it.
 */
export const CSV_PERSONA_ENTITIES: EntityClass[] = [CsvPersonaSession, CsvPersonaRow];
export const CSV_PERSONA_MIGRATIONS: MigrationClass[] = [
  CreateCreditReservations1764300000000,
  CreateCsvPersona1764300000001,
];
