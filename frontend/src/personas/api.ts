/** The persona calls (docs/api-personas.md). */
import type { components } from '@leadscope/shared/api-types';
import { api } from '../lib/httpClient';
import { emailFromResponse, emailRequest } from './lib/email';
import type { ScrapeStart } from './lib/job';
import type { EmailType, GeneratedEmail } from './lib/types';

/** The answers, as the API's OpenAPI document generates them (npm run api:types). */
type Schemas = components['schemas'];

const pathId = (value: string | number) => encodeURIComponent(String(value));

export const personasApi = {
  /** Starts the analysis as a job (202 { job_id }). */
  startScrape: (body: { linkedin_urls: string[]; search_result_ids: string[] }) =>
    api.post<ScrapeStart>('/linkedin/scrape/?async=1', body),

  getJob: async (jobId: string) => (await api.get<Schemas['JobResponseDto']>(`/linkedin/jobs/${pathId(jobId)}/`)).job,

  savePersonas: (body: {
    persona_results: { linkedin_url: string; persona_id?: number }[];
    search_result_ids: string[];
  }) => api.post<Schemas['SavePersonasResponseDto']>('/linkedin/persona/save/', body),

  /** Personas of search results: data keyed by result id (repeated search_result_ids parameter). */
  getForResults: (resultIds: readonly string[]) => {
    const query = resultIds.map((id) => `search_result_ids=${encodeURIComponent(id)}`).join('&');
    return api.get<Schemas['PersonasByResultDto']>(`/linkedin/persona/get/?${query}`);
  },

  getPersona: async (personaId: string | number) =>
    (await api.get<Schemas['PersonaResponseDto']>(`/linkedin/persona/${pathId(personaId)}/`)).persona,

  /** A persona from pasted text alone (no scraping). */
  fromText: async (body: { text: string; name?: string; company?: string }) =>
    (await api.post<Schemas['AnalyseResponseDto']>('/linkedin/persona-analysis/', body)).persona,

  generateEmail: async (personaId: number, emailType: EmailType, variation: number): Promise<GeneratedEmail> =>
    emailFromResponse(
      await api.post<Schemas['EmailResponseDto']>('/email/', emailRequest(personaId, emailType, variation)),
    ),
};
