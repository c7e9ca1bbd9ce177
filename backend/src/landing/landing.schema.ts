import type { EntityClass, MigrationClass } from '../database/schema-types';
import { LandingGeneration } from './entities/landing-generation.entity';
import { LandingSubmission } from './entities/landing-submission.entity';
import { LandingTemplateVersion } from './entities/landing-template-version.entity';
import { LandingTemplate } from './entities/landing-template.entity';
import { CreateLanding1764400000000 } from './migrations/1764400000000-create-landing';

/** The landing module's entities and migrations; database/entities.ts and migrations/index.ts spread them. */
export const LANDING_ENTITIES: EntityClass[] = [
  LandingTemplate,
  LandingTemplateVersion,
  LandingGeneration,
  LandingSubmission,
];
export const LANDING_MIGRATIONS: MigrationClass[] = [CreateLanding1764400000000];
