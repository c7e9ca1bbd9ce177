/**
 * The persona API's shapes (docs/api-personas.md), generated from the API's OpenAPI document (npm run api:types);
 * the candidates and panel blocks are the UI's own.
 */
import type { components } from '@leadscope/shared/api-types';

type Schemas = components['schemas'];

export type LinkedInActivity = Schemas['LinkedInActivityDto'];

export type LinkedInEducation = Schemas['LinkedInEducationDto'];

/** A scraped profile (or the data a text persona was made from). */
export type LinkedInData = Schemas['LinkedInDataDto'];

/** A passage of the profile a trait or driver rests on; found_in_profile false means the server could not find it. */
export type Evidence = Schemas['EvidenceItemDto'];

export type Level = Schemas['PersonalityTraitDto']['level'];

export type PersonalityTrait = Schemas['PersonalityTraitDto'];

export type DriverEvidence = Schemas['DecisionDriverEvidenceDto'];

export type PersonaAnalysis = Schemas['PersonaAnalysisViewDto'];

/** A scrape's persona_analysis: the analysis with success true, or success false and why. */
export type ScrapeAnalysis = Schemas['ProfileResultDto']['persona_analysis'];

/** A stored analysis. */
export type PersonaView = Schemas['PersonaViewDto'];

/** One profile of a scrape. */
export type ProfileResult = Schemas['ProfileResultDto'];

export type JobStatus = Schemas['JobViewDto']['status'];

export type ProfileState = Schemas['ProfileProgressDto']['state'];

export type ScrapeJob = Schemas['JobViewDto'];

/** A person to analyse, picked out of search results (spec §3 "Persona profile candidate"). */
export interface PersonaCandidate {
  /** The normalised profile URL: one candidate per profile. */
  id: string;
  name: string;
  company: string;
  linkedinUrl: string;
  /** The first result that names the profile. */
  searchResultId: string;
  /** Every result that names it (they all get linked to the persona). */
  searchResultIds: string[];
}

/**
 * One block of the LinkedIn Persona Analysis panel: an analysed profile, one scraped but not analysed ('Analysis
 * not completed'), or one that failed.
 */
export interface PersonaRecord {
  linkedinUrl: string | null;
  personaId: number | null;
  status: 'analyzed' | 'incomplete' | 'failed';
  linkedinData: LinkedInData | null;
  analysis: PersonaAnalysis | null;
  error: string | null;
  /** Why, when the server said more than the error (e.g. the AI's reason behind 'Analysis not completed'). */
  detail?: string | null;
  /** For the header when the data has no name (a text persona's given name and company). */
  name?: string | null;
  company?: string | null;
}

export type EmailType = Schemas['EmailResponseDto']['email_type'];

export type GeneratedEmail = Schemas['GeneratedEmailDto'];
