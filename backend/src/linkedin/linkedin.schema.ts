import type { EntityClass, MigrationClass } from '../database/schema-types';
import { PersonaJobRow } from './entities/persona-job-row.entity';
import { PersonaJob } from './entities/persona-job.entity';
import { PersonaResultLink } from './entities/persona-result-link.entity';
import { Persona } from './entities/persona.entity';
import { CreatePersonas1764100000000 } from './migrations/1764100000000-create-personas';
import { CreatePersonaJobRows1764300000002 } from './migrations/1764300000002-create-persona-job-rows';

/** The linkedin module's entities and migrations; database/entities.ts and migrations/index.ts spread them. */
export const LINKEDIN_ENTITIES: EntityClass[] = [Persona, PersonaResultLink, PersonaJob, PersonaJobRow];
export const LINKEDIN_MIGRATIONS: MigrationClass[] = [CreatePersonas1764100000000, CreatePersonaJobRows1764300000002];
