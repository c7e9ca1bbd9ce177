/** Test data factories for the persona screens' unit tests: complete API objects, overridden where a test cares. */
import type {
  LinkedInActivity,
  LinkedInData,
  LinkedInEducation,
  PersonaAnalysis,
  PersonaView,
  ProfileResult,
  ScrapeJob,
} from './types';

export function linkedInData(overrides: Partial<LinkedInData> = {}): LinkedInData {
  return {
    linkedin_url: null,
    name: null,
    first_name: null,
    last_name: null,
    position: null,
    current_company_name: null,
    current_company: null,
    location: null,
    city: null,
    country_code: null,
    about: null,
    followers: null,
    connections: null,
    recommendations_count: null,
    recommendations: [],
    posts: [],
    activity: [],
    education: [],
    experience: [],
    certifications: [],
    avatar: null,
    scraped_at: null,
    ...overrides,
  };
}

export const activityItem = (overrides: Partial<LinkedInActivity> = {}): LinkedInActivity => ({
  title: null,
  interaction: null,
  link: null,
  img: null,
  ...overrides,
});

export const educationItem = (overrides: Partial<LinkedInEducation> = {}): LinkedInEducation => ({
  title: null,
  degree: null,
  field: null,
  start_year: null,
  end_year: null,
  url: null,
  ...overrides,
});

export const experienceItem = (): LinkedInData['experience'][number] => ({
  title: null,
  company: null,
  location: null,
  start_date: null,
  end_date: null,
  description: null,
});

export const postItem = (): LinkedInData['posts'][number] => ({
  title: null,
  link: null,
  img: null,
  created_at: null,
  interaction: null,
});

export const enhancedPersona = (
  overrides: Partial<PersonaAnalysis['enhanced_persona']> = {},
): PersonaAnalysis['enhanced_persona'] => ({
  personae: 'The Analyst',
  personae_accuracy: 0.8,
  appetite_for_risk: 'low',
  decision_making_drivers: [],
  decision_driver_evidence: [],
  preferred_channels: [],
  communication_style: '',
  suggested_email_tone: '',
  ...overrides,
});

export function analysis(overrides: Partial<PersonaAnalysis> = {}): PersonaAnalysis {
  return {
    profile_summary: 'Builds data teams.',
    communication_style: { style: 'Direct', information_preference: '', response_pattern: '' },
    persona: {
      personality_traits: [],
      professional_interests: [],
      messaging_tone: { recommended_approach: '', key_talking_points: [], avoid_topics: [] },
    },
    enhanced_persona: enhancedPersona(),
    ice_breakers: [],
    topics_of_interest: [],
    ...overrides,
  };
}

export function personaView(overrides: Partial<PersonaView> = {}): PersonaView {
  return {
    id: 1,
    linkedin_url: null,
    name: null,
    company: null,
    source: 'scrape',
    persona_analysis_status: 'completed',
    persona_analysis: analysis(),
    linkedin_data: linkedInData(),
    persona_analyzed_at: '2026-05-01T10:00:00.000Z',
    model: 'gpt-4o-mini',
    prompt_version: 'persona.v1',
    ...overrides,
  };
}

export function profileResult(overrides: Partial<ProfileResult> = {}): ProfileResult {
  return {
    linkedin_url: 'https://www.linkedin.com/in/jane-doe',
    linkedin_data: linkedInData(),
    persona_analysis: { success: true, ...analysis() },
    error: null,
    persona_id: 1,
    persona_analyzed_at: '2026-05-01T10:00:00.000Z',
    cached: false,
    charged: true,
    ...overrides,
  };
}

export function scrapeJob(overrides: Partial<ScrapeJob> = {}): ScrapeJob {
  return {
    id: 'j1',
    status: 'running',
    done: 0,
    total: 2,
    profiles_state: [],
    charged_credits: 0,
    error: null,
    profiles: null,
    ...overrides,
  };
}
