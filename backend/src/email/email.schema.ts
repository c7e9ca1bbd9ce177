import type { EntityClass, MigrationClass } from '../database/schema-types';
import { GeneratedEmail } from './entities/generated-email.entity';
import { CreateGeneratedEmails1764100000001 } from './migrations/1764100000001-create-generated-emails';

/** The email module's entities and migrations; database/entities.ts and migrations/index.ts spread them. */
export const EMAIL_ENTITIES: EntityClass[] = [GeneratedEmail];
export const EMAIL_MIGRATIONS: MigrationClass[] = [CreateGeneratedEmails1764100000001];
