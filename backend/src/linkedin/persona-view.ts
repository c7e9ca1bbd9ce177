import type { PersonaAnalysis } from '../ai/prompts/persona.v1';
import type { PersonaJob, ProfileProgress } from './entities/persona-job.entity';
import type { Persona, PersonaSource } from './entities/persona.entity';
import type { LinkedInData } from './linkedin-data';
import { ANALYSIS_NOT_COMPLETED } from './linkedin.errors';

/** A stored analysis as the API answers it (docs/api-personas.md, "PersonaView"). */
export interface PersonaView {
  id: number;
  linkedin_url: string | null;
  name: string | null;
  company: string | null;
  source: PersonaSource;
  persona_analysis_status: 'completed';
  persona_analysis: PersonaAnalysis;
  linkedin_data: LinkedInData;
  persona_analyzed_at: string;
  model: string;
  prompt_version: string;
}

export function toView(persona: Persona): PersonaView {
  return {
    id: persona.id,
    linkedin_url: persona.linkedin_url,
    name: persona.name,
    company: persona.company,
    source: persona.source,
    persona_analysis_status: 'completed',
    persona_analysis: persona.analysis,
    linkedin_data: persona.linkedin_data,
    persona_analyzed_at: new Date(persona.created_at).toISOString(),
    model: persona.model,
    prompt_version: persona.prompt_version,
  };
}

/** One profile of a scrape as the API answers it (docs/api-personas.md, "ProfileResult"). */
export interface ProfileResult {
  linkedin_url: string;
  linkedin_data: LinkedInData | null;
  persona_analysis: ({ success: true } & PersonaAnalysis) | { success: false; error: string };
  error: string | null;
  persona_id: number | null;
  persona_analyzed_at: string | null;
  cached: boolean;
  charged: boolean;
}

export function toProfileResult(
  progress: ProfileProgress,
  persona: Persona | undefined,
  scraped: LinkedInData | null,
): ProfileResult {
  if (persona && (progress.state === 'completed' || progress.state === 'cached')) {
    return {
      linkedin_url: progress.linkedin_url,
      linkedin_data: persona.linkedin_data,
      persona_analysis: { success: true, ...persona.analysis },
      error: null,
      persona_id: persona.id,
      persona_analyzed_at: new Date(persona.created_at).toISOString(),
      cached: progress.state === 'cached',
      charged: progress.state === 'completed',
    };
  }
  return {
    linkedin_url: progress.linkedin_url,
    linkedin_data: scraped,
    persona_analysis: { success: false, error: ANALYSIS_NOT_COMPLETED },
    error: progress.error ?? ANALYSIS_NOT_COMPLETED,
    persona_id: null,
    persona_analyzed_at: null,
    cached: false,
    charged: false,
  };
}

export interface JobView {
  id: string;
  status: PersonaJob['status'];
  done: number;
  total: number;
  profiles_state: { linkedin_url: string; state: ProfileProgress['state']; error: string | null }[];
  charged_credits: number;
  error: string | null;
  profiles: ProfileResult[] | null;
}

/** Credits the job took: one per profile it analysed anew ('completed'; 'cached' ones were free). */
export const chargedCredits = (job: Pick<PersonaJob, 'profiles_state'>): number =>
  job.profiles_state.filter((profile) => profile.state === 'completed').length;

export const FINAL_STATES: ReadonlySet<ProfileProgress['state']> = new Set(['completed', 'cached', 'failed']);
