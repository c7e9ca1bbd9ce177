import type { JobDefinition } from './job-definitions';

/** JobsModule.forRoot options with their defaults applied. */
export interface JobsSettings {
  definitions: Readonly<Record<string, JobDefinition>>;
  /** Unset: the configured prefix (BULL_PREFIX). */
  bullPrefix?: string;
  /** How long shutdown waits for running jobs (inline driver). */
  shutdownTimeoutMs: number;
}

export const JOBS_SETTINGS = Symbol('JOBS_SETTINGS');
