import { EMAIL_PROMPT_VERSION, EMAIL_TASK_NAME } from './email.v1';
import { LANDING_DESIGN_TASK_NAME, LANDING_PROMPT_VERSION, LANDING_TASK_NAME } from './landing.v1';
import { PERSONA_PROMPT_VERSION, PERSONA_TASK_NAME } from './persona.v1';

/**
 * The prompt + schema pairs in use. A change to a prompt or its schema is a new file (persona.v2.ts) and a new
 * version here, so every stored analysis says which prompt made it.
 */
export const PROMPT_VERSIONS = {
  persona: { name: PERSONA_TASK_NAME, version: PERSONA_PROMPT_VERSION },
  email: { name: EMAIL_TASK_NAME, version: EMAIL_PROMPT_VERSION },
  landing: { name: LANDING_TASK_NAME, version: LANDING_PROMPT_VERSION },
  landingDesign: { name: LANDING_DESIGN_TASK_NAME, version: LANDING_PROMPT_VERSION },
} as const;

export { EMAIL_PROMPT_VERSION, EMAIL_TASK_NAME, EMAIL_TYPES, emailReplySchema, emailTask } from './email.v1';
export type { EmailTaskInput, EmailType, GeneratedEmail } from './email.v1';
export {
  LANDING_DESIGN_TASK_NAME,
  LANDING_PROMPT_VERSION,
  LANDING_TASK_NAME,
  landingDesignReplySchema,
  landingDesignTask,
  landingReplySchema,
  landingTask,
} from './landing.v1';
export type { LandingContent, LandingDesign, LandingDesignTaskInput, LandingTaskInput } from './landing.v1';
export {
  PERSONA_PROMPT_VERSION,
  PERSONA_TASK_NAME,
  personaReplySchema,
  personaTask,
  toPersonaAnalysis,
} from './persona.v1';
export type {
  DecisionDriverEvidence,
  EvidenceItem,
  PersonaAnalysis,
  PersonaInput,
  PersonaReply,
  PersonaTask,
  PersonalityTrait,
  RiskAppetite,
  TraitLevel,
} from './persona.v1';
export { InvalidReplyError, strictSchemaProblems, toStrictJsonSchema } from './json-schema.util';
export { PROFILE_TEXT_MAX_CHARS } from './profile-text';
