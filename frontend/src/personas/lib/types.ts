/** The persona API's shapes (docs/api-personas.md). Fields the UI reads defensively are optional. */

export interface LinkedInActivity {
  title?: string | null;
  interaction?: string | null;
  link?: string | null;
  img?: string | null;
}

export interface LinkedInEducation {
  title?: string | null;
  degree?: string | null;
  field?: string | null;
  start_year?: string | null;
  end_year?: string | null;
  url?: string | null;
}

/** A scraped profile (or the data a text persona was made from). Older records may use the *_count names. */
export interface LinkedInData {
  linkedin_url?: string | null;
  name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  position?: string | null;
  current_company_name?: string | null;
  current_company?: { name?: string | null; title?: string | null; link?: string | null } | null;
  location?: string | null;
  city?: string | null;
  about?: string | null;
  followers?: number | null;
  followers_count?: number | null;
  connections?: number | null;
  connections_count?: number | null;
  recommendations_count?: number | null;
  posts?: unknown[] | null;
  activity?: LinkedInActivity[] | null;
  education?: LinkedInEducation[] | null;
  experience?: unknown[] | null;
}

/** A passage of the profile a trait or driver rests on; found_in_profile false means the server could not find it. */
export interface Evidence {
  quote: string;
  found_in_profile: boolean;
}

export type Level = 'high' | 'medium' | 'low';

export interface PersonalityTrait {
  trait: string;
  level?: Level | string | null;
  description?: string | null;
  evidence?: Evidence[] | null;
}

export interface DriverEvidence {
  driver: string;
  evidence?: Evidence[] | null;
}

export interface PersonaAnalysis {
  profile_summary?: string | null;
  communication_style?: {
    style?: string | null;
    information_preference?: string | null;
    response_pattern?: string | null;
  } | null;
  persona?: {
    personality_traits?: PersonalityTrait[] | null;
    professional_interests?: string[] | null;
    messaging_tone?: {
      recommended_approach?: string | null;
      key_talking_points?: string[] | null;
      avoid_topics?: string[] | null;
    } | null;
  } | null;
  enhanced_persona?: {
    personae?: string | null;
    personae_accuracy?: number | null;
    appetite_for_risk?: string | null;
    decision_making_drivers?: string[] | null;
    decision_driver_evidence?: DriverEvidence[] | null;
    preferred_channels?: string[] | null;
    communication_style?: string | null;
    suggested_email_tone?: string | null;
  } | null;
  ice_breakers?: string[] | null;
  topics_of_interest?: string[] | null;
}

/** A scrape's persona_analysis: the analysis with success true, or success false and why. */
export type ScrapeAnalysis = (PersonaAnalysis & { success: true }) | { success: false; error?: string | null };

/** A stored analysis. */
export interface PersonaView {
  id: number;
  linkedin_url: string | null;
  name?: string | null;
  company?: string | null;
  source?: 'scrape' | 'data' | 'text' | string;
  persona_analysis_status?: string;
  persona_analysis: PersonaAnalysis | null;
  linkedin_data: LinkedInData | null;
  persona_analyzed_at?: string | null;
}

/** One profile of a scrape. */
export interface ProfileResult {
  linkedin_url: string;
  linkedin_data: LinkedInData | null;
  persona_analysis: ScrapeAnalysis | null;
  error?: string | null;
  persona_id?: number | null;
  cached?: boolean;
  charged?: boolean;
}

export type JobStatus = 'queued' | 'running' | 'completed' | 'failed';

export type ProfileState = 'pending' | 'scraping' | 'analyzing' | 'completed' | 'cached' | 'failed';

export interface ScrapeJob {
  id: string;
  status: JobStatus;
  done: number;
  total: number;
  profiles_state?: { linkedin_url: string; state: ProfileState; error?: string | null }[];
  charged_credits?: number;
  error?: string | null;
  profiles?: ProfileResult[] | null;
}

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

export type EmailType = 1 | 2 | 3;

export interface GeneratedEmail {
  subject: string;
  body: string;
  personalization_applied?: {
    communication_style?: string | null;
    email_tone?: string | null;
    risk_level?: string | null;
    top_decision_driver?: string | null;
  } | null;
}
